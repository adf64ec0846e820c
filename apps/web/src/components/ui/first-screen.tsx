import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { PageLoader } from './page-loader';

// A landing page of the mobile site may come with its first screen painted by the server (the
// home's header bar and banner: apps/server first-view.ts), shown before any script has run. React
// clears #root when it first commits, so the app keeps that screen's own elements (the banner's
// picture already drawn) and shows them while its first page's code loads, instead of a spinner
// between the banner and the same banner; a page still waiting for its data shows it too, in place
// of its skeleton.

let screen: { whole: Element; main: Element | null; url: string } | null = null;

const addressOf = (location: Location) => `${location.pathname}${location.search}`;

/** Takes the server's first screen out of #root's hands, before React renders into it. */
export function captureFirstScreen(root: HTMLElement): void {
  const whole = root.querySelector('[data-first-screen]');
  screen = whole
    ? { whole, main: whole.querySelector('[data-first-screen-main]'), url: addressOf(window.location) }
    : null;
}

/** Forgets the captured screen (tests). */
export function resetFirstScreen(): void {
  screen = null;
}

/**
 * On the address the server painted a first screen for, that screen (`whole` for the app, `main`
 * for the page inside the layout's header and tab bar); anywhere else, without one, or once no
 * longer `waiting` (the screen is then forgotten), `children`. A page that may wait again (a list
 * whose filters change) keeps this around its content and says when it waits, so its content is
 * not mounted afresh each time.
 */
export function FirstScreenOr({
  part,
  waiting = true,
  children,
}: {
  part: 'whole' | 'main';
  waiting?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const node = waiting && screen && screen.url === addressOf(window.location) ? screen[part] : null;
  useLayoutEffect(() => {
    // Moved, not copied: the picture stays decoded and drawn, in the same place.
    if (node && ref.current) ref.current.append(node);
  }, [node]);
  useEffect(() => {
    // Its page drawn, the screen is done with: waiting again shows the page's own loading state.
    if (!waiting) screen = null;
  }, [waiting]);
  // Keyed: a page whose own first element is a div must not be given this one, with the screen
  // still inside it, when it takes the screen's place.
  return node ? <div key="first-screen" ref={ref} /> : children;
}

/** What a page shows while its code loads: the server's first screen on its address, else the spinner. */
export function PageFallback({ part }: { part: 'whole' | 'main' }) {
  return (
    <FirstScreenOr part={part}>
      <PageLoader />
    </FirstScreenOr>
  );
}
