import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18next } from '../../../lib/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBanner } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { BannerCarousel } from './banner-carousel';

afterEach(() => vi.useRealTimers());

const BANNERS = [
  makeBanner({ title: 'Spring wholesale week', link: '/categories' }),
  makeBanner({ title: 'New stores this month', link: 'https://example.com/stores' }),
  makeBanner({ title: 'Free shipping' }),
];

/** The slide on show: the others are hidden from assistive technology (and inert). */
const shownSlide = () => screen.getByRole('group');

/** The position (from 0) of the slide on show. */
const shownIndex = () =>
  [...screen.getByTestId('banner-carousel').querySelectorAll('[aria-roledescription="slide"]')].indexOf(
    shownSlide(),
  );

/** Renders the carousel; its controls work at once (nothing waits for a measurement). */
async function renderCarousel(banners = BANNERS) {
  renderWithProviders(<BannerCarousel banners={banners} />);
  const carousel = screen.getByTestId('banner-carousel');
  await waitFor(() => expect(shownSlide()).toBeTruthy());
  return carousel;
}

/** Every slide, in order, shown or not. */
const allSlides = () => [
  ...screen.getByTestId('banner-carousel').querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'),
];

describe('BannerCarousel', () => {
  it('moves with the previous / next controls, the dots and the keys, and keeps the links', async () => {
    const carousel = await renderCarousel();
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect(within(shownSlide()).getByRole('link').getAttribute('href')).toBe('/categories');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    const external = within(shownSlide()).getByRole('link');
    expect(external.getAttribute('href')).toBe('https://example.com/stores');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(within(shownSlide()).getByText('Free shipping')).toBeTruthy();

    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('advances on its own until paused, hovered or focused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const carousel = await renderCarousel();
    act(() => vi.advanceTimersByTime(5000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(10000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    fireEvent.mouseLeave(carousel);

    const link = within(shownSlide()).getByRole('link');
    fireEvent.focusIn(link);
    act(() => vi.advanceTimersByTime(10000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    fireEvent.focusOut(link);

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(10000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
  });

  it('waits while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderCarousel();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(10000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');

    visibility.mockRestore();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('loops: previous on the first slide shows the last, next on the last the first', async () => {
    const carousel = await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
  });

  it('hides the slides out of view and loads only the shown one and its neighbours first', async () => {
    const banners = [1, 2, 3, 4, 5].map((n) => makeBanner({ title: `Banner ${n}` }));
    await renderCarousel(banners);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    const slides = allSlides();
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([
      'true',
      'false',
      'true',
      'true',
      'true',
    ]);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true, true, true]);
    const pictures = slides.map((slide) => slide.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'low',
      'high',
      'low',
      'low',
      'low',
    ]);
    // Looping, the last slide is the first one's neighbour.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'eager',
    ]);
  });

  it('announces the slides only while it is not playing on its own', async () => {
    const carousel = await renderCarousel();
    const track = shownSlide().parentElement!;
    expect(track.getAttribute('aria-live')).toBe('off');
    fireEvent.mouseEnter(carousel);
    expect(track.getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(carousel);
    expect(track.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.mouseLeave(carousel);
    expect(track.getAttribute('aria-live')).toBe('polite');
  });

  it('does not play on its own for people who asked for reduced motion', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(15000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
  });

  it('keeps focus on the slide the keys bring instead of losing it with the one that left', async () => {
    await renderCarousel();
    const link = within(shownSlide()).getByRole('link');
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    expect(document.activeElement).toBe(within(shownSlide()).getByRole('link'));
    // A slide without a link takes focus itself (and a keyboard reaches it with Tab).
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 3 of 3');
    expect(document.activeElement).toBe(shownSlide());
    expect(shownSlide().tabIndex).toBe(0);
    // The buttons keep focus: they do not move with the slides.
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    fireEvent.keyDown(next, { key: 'Home' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect(document.activeElement).toBe(next);
  });

  it('shows the slide a swipe brings', async () => {
    await renderCarousel();
    const track = shownSlide().parentElement!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 320 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 640 });
    fireEvent.scroll(track);
    await waitFor(() => expect(shownSlide().getAttribute('aria-label')).toBe('Slide 3 of 3'));
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('mirrors the arrow keys right to left', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const carousel = await renderCarousel();
    expect(shownIndex()).toBe(0);
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownIndex()).toBe(1);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownIndex()).toBe(0);
  });
});
