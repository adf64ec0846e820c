import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-window-scroll';

let scrollY = 0;
let reads = 0;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  scrollY = 0;
  reads = 0;
  frames = [];
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      reads += 1;
      return scrollY;
    },
  });
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

/** The next frame drawn, then the tasks queued after it. */
function runFrames() {
  act(() => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  });
  expect(reads).toBe(0);
  act(() => {
    vi.runAllTimers();
  });
}

function scrollTo(y: number) {
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

function Header({ id = 'header' }: { id?: string }) {
  const scrolled = useScrolledPast(78);
  return <p data-testid={id}>{scrolled ? 'scrolled' : 'top'}</p>;
}

describe('useScrolledPast', () => {
  it('lays nothing out while React renders and subscribes, nor in the next frame: the scroll is read after it', () => {
    render(
      <>
        <Header />
        <Header id="other" />
      </>,
    );
    // Reading window.scrollY makes the browser lay the page out if it changed; neither the commit
    // that shows the page nor the frame that draws it may force that.
    expect(reads).toBe(0);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(reads).toBe(1);
  });

  it('flips at the threshold as the page scrolls, for every subscriber', () => {
    render(
      <>
        <Header />
        <Header id="other" />
      </>,
    );
    runFrames();
    expect(screen.getByTestId('header').textContent).toBe('top');
    scrollTo(77);
    expect(screen.getByTestId('header').textContent).toBe('top');
    scrollTo(78);
    expect(screen.getByTestId('header').textContent).toBe('scrolled');
    expect(screen.getByTestId('other').textContent).toBe('scrolled');
    scrollTo(10);
    expect(screen.getByTestId('header').textContent).toBe('top');
  });

  it('picks up a page already scrolled before it subscribed, in the next frame', () => {
    scrollY = 400;
    render(<Header />);
    runFrames();
    expect(screen.getByTestId('header').textContent).toBe('scrolled');
  });

  it('stops listening once the last subscriber leaves, and starts from the top again', () => {
    const { unmount } = render(<Header />);
    runFrames();
    scrollTo(300);
    expect(screen.getByTestId('header').textContent).toBe('scrolled');
    unmount();
    const before = reads;
    window.dispatchEvent(new Event('scroll'));
    expect(reads).toBe(before);
    scrollY = 0;
    render(<Header />);
    expect(screen.getByTestId('header').textContent).toBe('top');
  });
});
