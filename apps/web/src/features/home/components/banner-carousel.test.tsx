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

/** Renders the carousel and waits for Embla, which starts once the slides are on the page. */
async function renderCarousel() {
  renderWithProviders(<BannerCarousel banners={BANNERS} />);
  const carousel = screen.getByTestId('banner-carousel');
  // Mantine's next control can be focused once Embla runs.
  const next = carousel.querySelector('[data-type="next"]');
  await waitFor(() => expect(next?.getAttribute('tabindex')).toBe('0'));
  return carousel;
}

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
