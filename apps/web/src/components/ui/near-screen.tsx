import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Calls `onNear` when the element given to the returned ref comes within `ahead` px below the
 * screen, while `active`. The observer is made afresh each time `active` turns on, and a new
 * observer reports at once, so an element already near is reported straight away. Without
 * IntersectionObserver it does nothing (callers keep another way: a button, or drawing at once).
 */
export function useNearScreen(active: boolean, onNear: () => void, ahead: number) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    if (!active || !node || typeof window.IntersectionObserver !== 'function') return undefined;
    const observer = new window.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${ahead}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, node, ahead]);
  return setNode;
}

/**
 * A part of a page below its first screen, drawn (and so fetching its data) once its place comes
 * within `ahead` px of the screen, in a transition; at once where IntersectionObserver is missing.
 * Until then its place is `height` px of nothing, so the page below does not jump when it comes.
 * A phone opening a product then asks for its reviews and suggestions only if they are scrolled to.
 */
export function NearScreen({
  height,
  ahead = 300,
  children,
}: {
  height: number;
  ahead?: number;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof window.IntersectionObserver !== 'function');
  const place = useNearScreen(!near, () => startTransition(() => setNear(true)), ahead);
  if (near) return children;
  return <div ref={place} style={{ minHeight: height }} aria-hidden="true" data-testid="near-screen" />;
}
