import type { CaptchaVo } from '@caravan/contract';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, DoubleChevronIcon } from '../../../components/ui/icons';
import classes from './slide-captcha.module.css';

/** What the form sends with the registration (contract CaptchaFields). */
export type CaptchaAnswer = { captchaId: string; captchaX: number; captchaTrace: string };

/** [elapsed ms since the drag began, piece x, pointer y], in puzzle pixels. */
type TracePoint = [number, number, number];

// The server wants a trace that looks like a hand moving the piece (≥ 8 points over ≥ 250 ms);
// anything shorter is a click or a flick and would only waste the one-time challenge.
const MIN_POINTS = 8;
const MIN_DURATION_MS = 250;
// A keyboard drag ends once the arrow keys have been left alone this long (or on Enter).
const KEYBOARD_SETTLE_MS = 900;
const KEY_STEP = 2;
const KEY_BIG_STEP = 10;

/** The line under the slider for each status that has one; refusals are alerts. */
type OutcomeKey =
  'captcha.tooFast' | 'captcha.released' | 'captcha.checking' | 'captcha.done' | 'captcha.failed';
const OUTCOMES: Partial<Record<PuzzleStatus, { text: OutcomeKey; alert?: boolean }>> = {
  tooFast: { text: 'captcha.tooFast', alert: true },
  released: { text: 'captcha.released' },
  checking: { text: 'captcha.checking' },
  passed: { text: 'captcha.done' },
  failed: { text: 'captcha.failed', alert: true },
};

type Drag = {
  startedAt: number;
  trace: TracePoint[];
  /** Pointer drags: where the pointer and the piece were when the drag began. */
  pointerId?: number;
  startClientX?: number;
  startX?: number;
  scale?: number;
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function isHumanTrace(trace: TracePoint[]): boolean {
  const last = trace[trace.length - 1];
  return trace.length >= MIN_POINTS && last !== undefined && last[0] >= MIN_DURATION_MS;
}

/**
 * What the server has said of the answer: nothing yet (it checks it with the registration), being
 * checked (the registration is on its way), accepted, or refused (a new puzzle is then shown).
 */
export type CaptchaCheck = 'unchecked' | 'checking' | 'passed' | 'failed';

/** What the slider shows: a drop is only "released" until the server has checked it (issue 51). */
export type PuzzleStatus = 'idle' | 'dragging' | 'tooFast' | 'released' | 'checking' | 'passed' | 'failed';

export function puzzleStatus(state: {
  dragging: boolean;
  tooFast: boolean;
  answered: boolean;
  check: CaptchaCheck;
}): PuzzleStatus {
  if (state.dragging) return 'dragging';
  if (state.tooFast) return 'tooFast';
  if (!state.answered) return state.check === 'failed' ? 'failed' : 'idle';
  if (state.check === 'checking' || state.check === 'passed') return state.check;
  return 'released';
}

type SlidePuzzleProps = {
  captcha: CaptchaVo;
  answered: boolean;
  check: CaptchaCheck;
  onAnswer: (answer: CaptchaAnswer | null) => void;
};

/** One challenge: the picture, the piece and the slider that moves it. */
export function SlidePuzzle({ captcha, answered, check, onAnswer }: SlidePuzzleProps) {
  const { t } = useTranslation('account');
  const maxX = captcha.width - captcha.pieceSize;
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [tooFast, setTooFast] = useState(false);
  const xRef = useRef(0);
  const dragRef = useRef<Drag | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const moveTo = (next: number) => {
    xRef.current = next;
    setX(next);
  };

  /** Screen pixels per puzzle pixel: the puzzle shrinks to fit narrow screens. */
  const measureScale = () => {
    const width = trackRef.current?.getBoundingClientRect().width ?? 0;
    return width > 0 ? width / captcha.width : 1;
  };

  const pointerY = (clientY: number, scale: number) => {
    const top = trackRef.current?.getBoundingClientRect().top ?? 0;
    return Math.round((clientY - top) / scale);
  };

  const begin = (drag: Drag) => {
    clearTimeout(settleTimer.current);
    dragRef.current = drag;
    setDragging(true);
    setTooFast(false);
    onAnswer(null);
  };

  const record = (y: number) => {
    const drag = dragRef.current;
    if (!drag) return;
    const elapsed = Math.round(performance.now() - drag.startedAt);
    const previous = drag.trace[drag.trace.length - 1];
    // Elapsed times must strictly increase; two events in the same millisecond count as one.
    if (previous && elapsed <= previous[0]) {
      previous[1] = Math.round(xRef.current);
      previous[2] = y;
      return;
    }
    drag.trace.push([elapsed, Math.round(xRef.current), y]);
  };

  const finish = () => {
    const drag = dragRef.current;
    dragRef.current = null;
    setDragging(false);
    if (!drag) return;
    const moved = Math.abs(xRef.current - (drag.trace[0]?.[1] ?? 0)) >= 1;
    if (!moved) return;
    if (!isHumanTrace(drag.trace)) {
      setTooFast(true);
      moveTo(0);
      return;
    }
    const captchaX = Math.round(xRef.current);
    onAnswer({ captchaId: captcha.captchaId, captchaX, captchaTrace: JSON.stringify(drag.trace) });
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    const scale = measureScale();
    const startX = xRef.current;
    begin({
      startedAt: performance.now(),
      trace: [[0, Math.round(startX), pointerY(event.clientY, scale)]],
      pointerId: event.pointerId,
      startClientX: event.clientX,
      startX,
      scale,
    });
  };

  /** Moves the piece with the dragging pointer and records it; false for any other pointer. */
  const follow = (event: PointerEvent<HTMLDivElement>): boolean => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return false;
    const scale = drag.scale ?? 1;
    moveTo(clamp((drag.startX ?? 0) + (event.clientX - (drag.startClientX ?? 0)) / scale, 0, maxX));
    record(pointerY(event.clientY, scale));
    return true;
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    follow(event);
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (follow(event)) finish();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      if (dragRef.current && dragRef.current.pointerId === undefined) {
        event.preventDefault();
        finish();
      }
      return;
    }
    const step = event.shiftKey ? KEY_BIG_STEP : KEY_STEP;
    const targets: Record<string, number> = {
      ArrowRight: xRef.current + step,
      ArrowUp: xRef.current + step,
      ArrowLeft: xRef.current - step,
      ArrowDown: xRef.current - step,
      PageUp: xRef.current + KEY_BIG_STEP,
      PageDown: xRef.current - KEY_BIG_STEP,
      Home: 0,
      End: maxX,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Keyboard moves are recorded like a drag: the piece's x at each key press, along the middle.
    const y = Math.round(captcha.pieceSize / 2);
    if (!dragRef.current || dragRef.current.pointerId !== undefined) {
      begin({ startedAt: performance.now(), trace: [[0, Math.round(xRef.current), y]] });
    }
    moveTo(clamp(target, 0, maxX));
    record(y);
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(finish, KEYBOARD_SETTLE_MS);
  };

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const handleWidth = percent(captcha.pieceSize, captcha.width);
  const status = puzzleStatus({ dragging, tooFast, answered, check });
  const outcome = OUTCOMES[status];

  return (
    // The puzzle is a picture measured from its left edge, so it keeps that direction in RTL too.
    <div className={classes.body} dir="ltr" style={{ maxWidth: captcha.width }}>
      <div className={classes.puzzle} style={{ aspectRatio: `${captcha.width} / ${captcha.height}` }}>
        <img
          className={classes.background}
          src={captcha.background}
          alt=""
          draggable={false}
          data-testid="captcha-background"
        />
        <img
          className={classes.piece}
          src={captcha.piece}
          alt=""
          draggable={false}
          data-testid="captcha-piece"
          style={{
            insetInlineStart: percent(x, captcha.width),
            insetBlockStart: percent(captcha.pieceY, captcha.height),
            width: handleWidth,
          }}
        />
      </div>
      <div className={classes.track} ref={trackRef} data-status={status}>
        <div
          className={classes.fill}
          style={{ width: `calc(${percent(x, captcha.width)} + ${handleWidth})` }}
        />
        {(status === 'idle' || status === 'failed') && (
          <div className={classes.hint} style={{ paddingInlineStart: handleWidth }}>
            <span dir="auto">{t('captcha.hint')}</span>
          </div>
        )}
        <div
          className={classes.handle}
          role="slider"
          tabIndex={0}
          aria-label={t('captcha.slider')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-valuetext={outcome ? t(outcome.text) : undefined}
          data-testid="captcha-handle"
          style={{ insetInlineStart: percent(x, captcha.width), width: handleWidth }}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerUp}
          onKeyDown={handleKeyDown}
        >
          {status === 'passed' ? <CheckIcon size={20} /> : <DoubleChevronIcon size={20} />}
        </div>
      </div>
      {/* Outcomes are said under the slider, where the handle cannot cover them (issue 15). */}
      {outcome && (
        <p
          className={classes.outcome}
          data-outcome={status}
          role={outcome.alert ? 'alert' : 'status'}
          dir="auto"
          data-testid="captcha-outcome"
        >
          {status === 'passed' && <CheckIcon size={16} />} {t(outcome.text)}
        </p>
      )}
    </div>
  );
}
