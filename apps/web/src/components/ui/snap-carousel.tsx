import { Children, useEffect, useEffectEvent, useRef, type ComponentPropsWithoutRef } from 'react';
import classes from './snap-carousel.module.css';

/** How long the track stays still before a scroll counts as over (where `scrollend` is missing). */
const SETTLE_MS = 150;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The slide in view, from the scroll position; null while the track has no size (hidden). */
function slideInView(track: HTMLElement): number | null {
  const width = track.clientWidth;
  if (width === 0) return null;
  // Right to left, scrollLeft runs from 0 down to negative values.
  const slide = Math.round(Math.abs(track.scrollLeft) / width);
  return Math.max(0, Math.min(slide, track.childElementCount - 1));
}

type Scroller = {
  /** Scrolls to slide `index` (at once when `instant`), unless it is in view or a finger is down. */
  moveTo(index: number, instant: boolean): void;
  destroy(): void;
};

/**
 * Watches a track's scroll position and moves it. `report` hears of the slide in view whenever a
 * scroll (a swipe, a trackpad) shows one; the slides one of our own scrolls passes on its way are
 * not reported, only where it ends.
 */
function createScroller(track: HTMLElement, report: (index: number) => void): Scroller {
  // The slide a scroll of ours is heading for, until it is in view (or the scroll stops short).
  let target: number | null = null;
  let touching = false;
  let frame = 0;
  let settleTimer = 0;
  let sizeWatcher: ResizeObserver | null = null;

  const read = () => {
    const shown = slideInView(track);
    if (shown === null) return;
    if (target !== null) {
      if (shown === target) target = null;
      return;
    }
    report(shown);
  };
  // The scroll is over: wherever it stopped (a swipe may have cut ours short) is the slide in view.
  const settle = () => {
    window.clearTimeout(settleTimer);
    target = null;
    read();
  };
  // Passive and batched: at most one read of the position a frame, however many events come.
  const onScroll = () => {
    if (frame === 0) {
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        read();
      });
    }
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(settle, SETTLE_MS);
  };
  // A finger on the track takes over: from now on the slides it shows are reported.
  const onTouchStart = () => {
    touching = true;
    target = null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    touching = event.touches.length > 0;
    if (touching) return;
    // A finger that let go without scrolling: the slide still in view is the one shown (the
    // caller may have moved on meanwhile, and the finger held it back). A fling resets this wait.
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(settle, SETTLE_MS);
  };

  const passive = { passive: true };
  track.addEventListener('scroll', onScroll, passive);
  track.addEventListener('scrollend', settle, passive);
  track.addEventListener('touchstart', onTouchStart, passive);
  track.addEventListener('touchend', onTouchEnd, passive);
  track.addEventListener('touchcancel', onTouchEnd, passive);

  const moveTo = (index: number, instant: boolean) => {
    sizeWatcher?.disconnect();
    sizeWatcher = null;
    // The finger decides; the slide it leaves in view is reported, and that wins.
    if (touching) return;
    const width = track.clientWidth;
    if (width === 0) {
      // Not laid out yet (a dialog still opening, say): go there as soon as it has a size.
      if (typeof ResizeObserver === 'function') {
        const watcher = new ResizeObserver(() => {
          if (track.clientWidth > 0) moveTo(index, true);
        });
        watcher.observe(track);
        sizeWatcher = watcher;
      }
      return;
    }
    if (target === null && slideInView(track) === index) return;
    // jsdom has no Element.scrollTo. Never scrollIntoView: it would scroll the page too.
    if (typeof track.scrollTo !== 'function') return;
    const rtl = getComputedStyle(track).direction === 'rtl';
    target = index;
    track.scrollTo({ left: (rtl ? -1 : 1) * index * width, behavior: instant ? 'auto' : 'smooth' });
  };

  return {
    moveTo,
    destroy() {
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', settle);
      track.removeEventListener('touchstart', onTouchStart);
      track.removeEventListener('touchend', onTouchEnd);
      track.removeEventListener('touchcancel', onTouchEnd);
      window.cancelAnimationFrame(frame);
      window.clearTimeout(settleTimer);
      sizeWatcher?.disconnect();
    },
  };
}

type SnapCarouselProps = ComponentPropsWithoutRef<'div'> & {
  /** The slide to show: the caller's state. */
  index: number;
  /** Hears of the slide a swipe (or a trackpad) brings into view. */
  onIndexChange: (index: number) => void;
  /** Move to the next index at once instead of sliding (always so for reduced motion). */
  jump?: boolean;
};

/**
 * A row of full-width slides (`SnapSlide`s) that the browser itself scrolls and snaps: CSS scroll
 * snapping, so a finger swipes natively and the row runs the way the page's `dir` does. The slide
 * shown is the caller's `index`; a change of it scrolls there (smoothly, unless `jump` or reduced
 * motion), and a swipe reports the slide it brings with `onIndexChange`. Nothing is measured while
 * it mounts on the first slide; the position is read once a frame while it scrolls.
 */
export function SnapCarousel({
  index,
  onIndexChange,
  jump = false,
  className,
  children,
  ...rest
}: SnapCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const scroller = useRef<Scroller | null>(null);
  const followed = useRef<{ index: number; count: number } | null>(null);
  const count = Children.count(children);
  const report = useEffectEvent((shown: number) => {
    if (shown !== index) onIndexChange(shown);
  });
  const instant = useEffectEvent(() => jump || prefersReducedMotion());

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    const created = createScroller(track, (shown) => report(shown));
    scroller.current = created;
    return () => {
      created.destroy();
      scroller.current = null;
    };
  }, []);

  useEffect(() => {
    const before = followed.current;
    followed.current = { index, count };
    // A track starts on its first slide: nothing to measure or move.
    if (!before && index === 0) return;
    // Opening on a later slide, or a new set of slides: it is there at once.
    scroller.current?.moveTo(index, !before || before.count !== count || instant());
  }, [index, count]);

  return (
    <div ref={trackRef} className={className ? `${classes.track} ${className}` : classes.track} {...rest}>
      {children}
    </div>
  );
}

/** One slide of a `SnapCarousel`: as wide as the track. */
export function SnapSlide({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={className ? `${classes.slide} ${className}` : classes.slide} {...rest} />;
}
