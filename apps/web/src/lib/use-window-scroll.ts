import { useSyncExternalStore } from 'react';

// The page's vertical scroll as last seen: read in a scroll event, or once the frame after the
// first subscriber came has been drawn, never while React renders or subscribes. Reading
// window.scrollY while the page has changes not yet laid out makes the browser lay it out there
// and then. React reads a store once more as it subscribes, in the commit that first shows the
// page, so reading the scroll there laid out the whole product page ahead of the browser's own
// frame: half of the page's longest task on Lighthouse's throttled phone (issue 23, P9). After a
// frame has been drawn the layout is fresh and the reading costs nothing.
let lastScrollY = 0;
let frame = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function read(): void {
  const y = window.scrollY;
  if (y === lastScrollY) return;
  lastScrollY = y;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', read, { passive: true });
    // A page scrolled before it subscribed (restored on reload, or by the visitor while the app
    // loaded) is read once, in a task after the next frame: laid out by then.
    frame = requestAnimationFrame(() => {
      frame = 0;
      timer = setTimeout(() => {
        timer = undefined;
        read();
      }, 0);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', read);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = 0;
    timer = undefined;
    // Nothing follows the scroll now: the next page starts from the top until its first reading.
    lastScrollY = 0;
  };
}

/** True once the page is scrolled at least `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY >= threshold,
    () => false,
  );
}
