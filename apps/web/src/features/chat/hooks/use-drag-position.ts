import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** How far the window moves from where it opened, in pixels. */
export type Offset = { x: number; y: number };

/** An arrow key moves the window this far; with Shift, further. */
export const MOVE_STEP_PX = 16;
export const MOVE_BIG_STEP_PX = 64;

/** At this width and below the dialog fills the screen and does not move (spec: phones, 40em). */
export const FULL_SCREEN_QUERY = '(max-width: 40em)';

const ARROWS: Record<string, Offset> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

function isFullScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(FULL_SCREEN_QUERY).matches;
}

type Bounds = { minX: number; maxX: number; minY: number; maxY: number };

/** The offsets that keep the whole window on screen, from where it is drawn now (at `drawn`). */
function boundsOf(frame: HTMLElement, drawn: Offset): Bounds {
  const box = frame.getBoundingClientRect();
  return {
    minX: drawn.x - box.left,
    maxX: drawn.x + window.innerWidth - box.right,
    minY: drawn.y - box.top,
    maxY: drawn.y + window.innerHeight - box.bottom,
  };
}

function within(bounds: Bounds, wanted: Offset): Offset {
  return { x: clamp(wanted.x, bounds.minX, bounds.maxX), y: clamp(wanted.y, bounds.minY, bounds.maxY) };
}

/**
 * Moves a floating window: dragged by its title bar with a pointer (mouse, pen, finger), or moved
 * with the arrow keys on its move button; never off the screen.
 */
export function useDragPosition(frame: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drawn = useRef(offset);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; bounds: Bounds } | null>(null);

  useEffect(() => {
    drawn.current = offset;
  }, [offset]);

  // A window made smaller keeps the dialog on it.
  useEffect(() => {
    const keepOnScreen = () => {
      if (frame.current) setOffset(within(boundsOf(frame.current, drawn.current), drawn.current));
    };
    window.addEventListener('resize', keepOnScreen);
    return () => window.removeEventListener('resize', keepOnScreen);
  }, [frame]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const target = event.target as Element;
    // The bar's buttons keep their clicks; the move button itself is a handle too.
    if (event.button !== 0 || isFullScreen() || !frame.current) return;
    if (target.closest('button, a, input') && !target.closest('[data-drag-handle]')) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX - offset.x,
      startY: event.clientY - offset.y,
      bounds: boundsOf(frame.current, offset),
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const started = drag.current;
    if (!started || started.pointerId !== event.pointerId) return;
    setOffset(
      within(started.bounds, { x: event.clientX - started.startX, y: event.clientY - started.startY }),
    );
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = ARROWS[event.key];
    if (!direction || !frame.current || isFullScreen()) return;
    event.preventDefault();
    const step = event.shiftKey ? MOVE_BIG_STEP_PX : MOVE_STEP_PX;
    const wanted = { x: offset.x + direction.x * step, y: offset.y + direction.y * step };
    setOffset(within(boundsOf(frame.current, offset), wanted));
  };

  return {
    offset,
    barHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    handleKeyDown: onKeyDown,
  };
}
