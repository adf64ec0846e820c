import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCaptcha } from '../../../test/factories';
import { pointerDown, pointerMove, pointerUp } from '../../../test/pointer';
import { renderWithProviders } from '../../../test/render';
import { SlideCaptcha } from './slide-captcha';
import { puzzleStatus, type CaptchaAnswer, type CaptchaCheck } from './slide-puzzle';

// The track is drawn at half the puzzle's size, as on a narrow phone: screen pixels ÷ 0.5.
const TRACK = { left: 100, top: 500, width: 160, height: 44 };
let clock = 0;

beforeEach(() => {
  clock = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        ...TRACK,
        x: TRACK.left,
        y: TRACK.top,
        right: TRACK.left + TRACK.width,
        bottom: TRACK.top + TRACK.height,
        toJSON: () => ({}),
      }) as DOMRect,
  );
});

afterEach(() => vi.useRealTimers());

function renderCaptcha(captcha = makeCaptcha()) {
  const onAnswer = vi.fn<(answer: CaptchaAnswer | null) => void>();
  const onRefresh = vi.fn();
  const view = renderWithProviders(
    <SlideCaptcha
      captcha={captcha}
      isLoading={false}
      isError={false}
      answered={false}
      onAnswer={onAnswer}
      onRefresh={onRefresh}
    />,
  );
  return { onAnswer, onRefresh, view };
}

const lastAnswer = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.at(-1)?.[0] as CaptchaAnswer | null;

describe('SlideCaptcha', () => {
  it('records the drag as a trace and reports where the piece was dropped, in puzzle pixels', () => {
    const { onAnswer } = renderCaptcha();
    const handle = screen.getByRole('slider');
    pointerDown(handle, 110, 520);
    for (let step = 1; step <= 12; step += 1) {
      clock += 30;
      pointerMove(handle, 110 + step * 5, 521);
    }
    clock += 40;
    pointerUp(handle, 170, 521);

    const answer = lastAnswer(onAnswer);
    expect(answer).not.toBeNull();
    // 60 screen pixels at half size = 120 puzzle pixels.
    expect(answer?.captchaId).toBe('c-1');
    expect(answer?.captchaX).toBe(120);
    const trace = JSON.parse(answer?.captchaTrace ?? '[]') as [number, number, number][];
    expect(trace.length).toBeGreaterThanOrEqual(8);
    expect(trace[0]).toEqual([0, 0, 40]);
    for (let i = 1; i < trace.length; i += 1) expect(trace[i]?.[0]).toBeGreaterThan(trace[i - 1]?.[0] ?? 0);
    expect(trace.at(-1)?.[0]).toBeGreaterThanOrEqual(250);
    expect(trace.at(-1)?.[1]).toBe(120);
    expect(screen.getByTestId('captcha-piece').style.insetInlineStart).toBe('37.5%');
  });

  it('keeps the piece inside the puzzle', () => {
    const { onAnswer } = renderCaptcha();
    const handle = screen.getByRole('slider');
    pointerDown(handle, 110, 520);
    for (let step = 1; step <= 10; step += 1) {
      clock += 40;
      pointerMove(handle, 110 + step * 40, 520);
    }
    pointerUp(handle, 510, 520);
    expect(lastAnswer(onAnswer)?.captchaX).toBe(320 - 48);
  });

  it('does not answer for a click or a flick too quick to be a hand', () => {
    const { onAnswer } = renderCaptcha();
    const handle = screen.getByRole('slider');
    pointerDown(handle, 110, 520);
    clock += 20;
    pointerUp(handle, 110, 520);
    expect(onAnswer.mock.calls.every(([answer]) => answer === null)).toBe(true);

    pointerDown(handle, 110, 520, 2);
    clock += 30;
    pointerMove(handle, 150, 520, 2);
    clock += 30;
    pointerUp(handle, 160, 520, 2);
    expect(onAnswer.mock.calls.every(([answer]) => answer === null)).toBe(true);
    expect(screen.getByText('Too quick: drag the slider a little more slowly')).toBeTruthy();
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
  });

  it('moves with the arrow keys, records those moves, and answers once the keys are left alone', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onAnswer } = renderCaptcha();
    const handle = screen.getByRole('slider');
    for (let press = 0; press < 20; press += 1) {
      clock += 60;
      fireEvent.keyDown(handle, { key: 'ArrowRight' });
    }
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe('50');
    expect(onAnswer.mock.calls.every(([answer]) => answer === null)).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    const answer = lastAnswer(onAnswer);
    expect(answer?.captchaX).toBe(50);
    const trace = JSON.parse(answer?.captchaTrace ?? '[]') as [number, number, number][];
    expect(trace.length).toBeGreaterThanOrEqual(8);
    expect(trace.at(-1)?.[1]).toBe(50);
    for (let i = 1; i < trace.length; i += 1) expect(trace[i]?.[0]).toBeGreaterThan(trace[i - 1]?.[0] ?? 0);
  });

  it('shows a drop as released, not placed, until the server has checked it (issue 51)', () => {
    const { onAnswer, view } = renderCaptcha();
    const handle = screen.getByRole('slider');
    // A plainly wrong drag: a few pixels, slowly enough to be a hand.
    pointerDown(handle, 110, 520);
    for (let step = 1; step <= 10; step += 1) {
      clock += 40;
      pointerMove(handle, 110 + step, 520);
    }
    pointerUp(handle, 120, 520);
    expect(lastAnswer(onAnswer)?.captchaX).toBe(20);

    const shown = (answered: boolean, check: CaptchaCheck) => {
      view.rerender(
        <SlideCaptcha
          captcha={makeCaptcha()}
          isLoading={false}
          isError={false}
          answered={answered}
          check={check}
          onAnswer={onAnswer}
          onRefresh={vi.fn()}
        />,
      );
      const outcome = screen.queryByTestId('captcha-outcome');
      return {
        text: outcome?.textContent?.trim() ?? null,
        role: outcome?.getAttribute('role') ?? null,
        track: screen.getByRole('slider').parentElement?.getAttribute('data-status'),
        valueText: screen.getByRole('slider').getAttribute('aria-valuetext'),
      };
    };
    // Dropped: neutral; nothing claims the piece fits.
    expect(shown(true, 'unchecked')).toEqual({
      text: 'Piece released: it is checked when you create the account',
      role: 'status',
      track: 'released',
      valueText: 'Piece released: it is checked when you create the account',
    });
    expect(screen.queryByText(/Piece placed/)).toBeNull();
    expect(shown(true, 'checking')).toMatchObject({ text: 'Checking the puzzle…', track: 'checking' });
    // The server said yes: now it is placed, under the slider where the handle cannot cover it.
    const passed = shown(true, 'passed');
    expect(passed).toMatchObject({ text: 'Piece placed', role: 'status', track: 'passed' });
    expect(screen.getByRole('slider').parentElement?.contains(screen.getByTestId('captcha-outcome'))).toBe(
      false,
    );
    // The server said no: a new puzzle, and the refusal said as an alert.
    expect(shown(false, 'failed')).toMatchObject({
      text: 'The piece did not fit. Try this new puzzle.',
      role: 'alert',
      track: 'failed',
    });
  });

  it.each([
    [{ dragging: true, tooFast: false, answered: false, check: 'failed' }, 'dragging'],
    [{ dragging: false, tooFast: true, answered: false, check: 'unchecked' }, 'tooFast'],
    [{ dragging: false, tooFast: false, answered: false, check: 'unchecked' }, 'idle'],
    [{ dragging: false, tooFast: false, answered: true, check: 'unchecked' }, 'released'],
    [{ dragging: false, tooFast: false, answered: true, check: 'failed' }, 'released'],
    [{ dragging: false, tooFast: false, answered: true, check: 'checking' }, 'checking'],
    [{ dragging: false, tooFast: false, answered: true, check: 'passed' }, 'passed'],
    [{ dragging: false, tooFast: false, answered: false, check: 'failed' }, 'failed'],
  ] as const)('puzzleStatus(%o) is %s', (state, status) => {
    expect(puzzleStatus(state)).toBe(status);
  });

  it('asks for a new challenge when this one expires, and from the refresh button', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { onRefresh } = renderCaptcha(makeCaptcha({ expiresInSeconds: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});
