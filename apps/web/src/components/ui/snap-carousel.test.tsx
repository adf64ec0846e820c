import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnapCarousel, SnapSlide } from './snap-carousel';

// jsdom lays nothing out and cannot scroll: the track gets a width, a scroll position that only
// the test (the "browser") moves, and a scrollTo that records where it was asked to go.
const WIDTH = 300;
let position = 0;
let width = WIDTH;
let scrollTo: ReturnType<typeof vi.fn>;
let widthReads: ReturnType<typeof vi.fn<() => number>>;

beforeEach(() => {
  position = 0;
  width = WIDTH;
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  });
  widthReads = vi.fn<() => number>(() => width);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(widthReads);
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => position);
  scrollTo = vi.fn();
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollTo;
  vi.useRealTimers();
});

type HarnessProps = { initial?: number; jump?: boolean; rtl?: boolean; onChange?: (index: number) => void };

/** Four slides whose index is the harness's state, as the carousels keep it. */
function Harness({ initial = 0, jump = false, rtl = false, onChange }: HarnessProps) {
  const [index, setIndex] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setIndex((i) => i + 1)}>
        Next
      </button>
      <button type="button" onClick={() => setIndex(3)}>
        Last
      </button>
      <SnapCarousel
        data-testid="track"
        index={index}
        jump={jump}
        style={rtl ? { direction: 'rtl' } : undefined}
        onIndexChange={(shown) => {
          onChange?.(shown);
          setIndex(shown);
        }}
      >
        {[0, 1, 2, 3].map((i) => (
          <SnapSlide key={i}>Slide {i + 1}</SnapSlide>
        ))}
      </SnapCarousel>
      <output data-testid="index">{index}</output>
    </>
  );
}

const shown = () => Number(screen.getByTestId('index').textContent);

/** The browser scrolls the track to `left` (a swipe, or its smooth scroll on the way). */
function scrollBy(left: number) {
  position = left;
  fireEvent.scroll(screen.getByTestId('track'));
}

const nextFrame = () => act(() => vi.advanceTimersToNextFrame());

describe('SnapCarousel', () => {
  it('starts on the first slide without measuring or moving anything', () => {
    render(<Harness />);
    expect(widthReads).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    const track = screen.getByTestId('track');
    expect(track.children).toHaveLength(4);
  });

  it('slides smoothly to the slide its index moves to', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
  });

  it('scrolls to negative positions right to left', () => {
    render(<Harness rtl />);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -3 * WIDTH, behavior: 'smooth' });
    // A swipe right to left: scrollLeft runs negative.
    scrollBy(-3 * WIDTH);
    nextFrame();
    scrollBy(-WIDTH);
    act(() => vi.advanceTimersByTime(200));
    expect(shown()).toBe(1);
  });

  it('moves at once when it opens on a later slide, and for a jump', () => {
    const { unmount } = render(<Harness initial={2} />);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'auto' });
    unmount();

    render(<Harness jump />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'auto' });
  });

  it('moves at once for reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'auto' });
  });

  it('reports the slide a swipe brings into view, reading the position once a frame', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    scrollBy(100);
    scrollBy(170);
    // The scroll events themselves read nothing: the reading waits for the next frame.
    expect(widthReads).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    nextFrame();
    // Past the middle: the next slide is the one in view.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(shown()).toBe(1);
    scrollBy(300);
    nextFrame();
    expect(onChange).toHaveBeenCalledTimes(1);
    // The slide is in view already: nothing to scroll.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not report the slides its own scroll passes on the way', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * WIDTH, behavior: 'smooth' });
    for (const left of [WIDTH, 2 * WIDTH, 3 * WIDTH]) {
      scrollBy(left);
      nextFrame();
    }
    act(() => vi.advanceTimersByTime(200));
    expect(onChange).not.toHaveBeenCalled();
    expect(shown()).toBe(3);
    // Arrived: a swipe from there is reported again.
    scrollBy(2 * WIDTH);
    nextFrame();
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('reports where its scroll stopped when something cut it short', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    scrollBy(WIDTH);
    nextFrame();
    expect(shown()).toBe(3);
    act(() => {
      screen.getByTestId('track').dispatchEvent(new Event('scrollend'));
    });
    expect(shown()).toBe(1);
  });

  it('does not fight a finger: the slide it leaves in view wins', () => {
    render(<Harness />);
    const track = screen.getByTestId('track');
    fireEvent.touchStart(track, { touches: [{ clientX: 100, clientY: 10 }] });
    // Something (a timer, say) moves the index while the finger is down.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(shown()).toBe(1);
    // The finger lets go without having moved the slides.
    fireEvent.touchEnd(track, { touches: [] });
    act(() => vi.advanceTimersByTime(200));
    expect(shown()).toBe(0);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves at once to its slide when the slides change', () => {
    function Growing() {
      const [slides, setSlides] = useState(['a', 'b', 'c']);
      const [index, setIndex] = useState(2);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setSlides(['new', 'a', 'b', 'c']);
              setIndex(0);
            }}
          >
            Add
          </button>
          <SnapCarousel data-testid="track" index={index} onIndexChange={setIndex}>
            {slides.map((slide) => (
              <SnapSlide key={slide}>{slide}</SnapSlide>
            ))}
          </SnapCarousel>
        </>
      );
    }
    render(<Growing />);
    scrollBy(2 * WIDTH);
    nextFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'auto' });
  });

  it('waits until the track has a size to go to its slide', () => {
    const observers: { callback: ResizeObserverCallback; observing: boolean }[] = [];
    vi.spyOn(window, 'ResizeObserver').mockImplementation(function Watcher(callback: ResizeObserverCallback) {
      const entry = { callback, observing: false };
      observers.push(entry);
      return {
        observe: () => void (entry.observing = true),
        unobserve: () => undefined,
        disconnect: () => void (entry.observing = false),
      } as ResizeObserver;
    });
    width = 0;
    render(<Harness initial={2} />);
    expect(scrollTo).not.toHaveBeenCalled();
    width = WIDTH;
    const watching = observers.filter((o) => o.observing);
    expect(watching).toHaveLength(1);
    act(() => watching[0]!.callback([], {} as ResizeObserver));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'auto' });
  });
});
