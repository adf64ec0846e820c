import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { Gallery } from './gallery';

const PICTURES = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'];

/** The large picture on show: the other slides are hidden from assistive technology. */
function shownPicture() {
  const open = within(screen.getByTestId('gallery')).getByRole('button', { name: /^Open picture/ });
  return { label: open.getAttribute('aria-label'), src: open.querySelector('img')?.getAttribute('src') };
}

function WithHighlight({ highlight }: { highlight: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setChosen(highlight)}>
        Choose SKU
      </button>
      <Gallery images={PICTURES} name="Cotton Tee" highlight={chosen} />
    </>
  );
}

describe('Gallery', () => {
  it('shows the picture a thumbnail chooses, and opens it full size', async () => {
    renderWithProviders(<Gallery images={PICTURES} name="Cotton Tee" />);
    expect(shownPicture()).toEqual({ label: 'Open picture 1 of 3 full size', src: '/uploads/a.webp' });

    const third = screen.getByRole('button', { name: 'Show picture 3 of 3' });
    fireEvent.click(third);
    expect(shownPicture()).toEqual({ label: 'Open picture 3 of 3 full size', src: '/uploads/c.webp' });
    expect(third.getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Open picture 3 of 3 full size' }));
    const viewer = await screen.findByTestId('picture-viewer');
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/c.webp');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous picture' }));
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/b.webp');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    // The large picture follows the viewer.
    expect(shownPicture().src).toBe('/uploads/b.webp');
  });

  it('brings the chosen SKU’s picture forward', () => {
    renderWithProviders(<WithHighlight highlight="/uploads/c.webp" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose SKU' }));
    expect(shownPicture()).toEqual({ label: 'Open picture 3 of 3 full size', src: '/uploads/c.webp' });
  });

  it('adds a chosen SKU’s picture that is not among the product’s', () => {
    renderWithProviders(<WithHighlight highlight="/uploads/sku.webp" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose SKU' }));
    expect(shownPicture()).toEqual({ label: 'Open picture 1 of 4 full size', src: '/uploads/sku.webp' });
    expect(screen.getAllByRole('button', { name: /^Show picture/ })).toHaveLength(4);
  });

  it('follows a swipe: the picture in view is the one shown, and its thumbnail is marked', async () => {
    renderWithProviders(<Gallery images={PICTURES} name="Cotton Tee" />);
    const open = screen.getByRole('button', { name: 'Open picture 1 of 3 full size' });
    const track = open.closest('[aria-hidden]')!.parentElement!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 360 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 360 });
    fireEvent.scroll(track);
    await waitFor(() => expect(shownPicture().src).toBe('/uploads/b.webp'));
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('slides to a clicked thumbnail’s picture, and jumps to one the mouse passes over', () => {
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(360);
    const scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo'];
    try {
      renderWithProviders(<Gallery images={PICTURES} name="Cotton Tee" />);
      fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 360, behavior: 'smooth' });
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Show picture 3 of 3' }), {
        pointerType: 'mouse',
      });
      expect(shownPicture().src).toBe('/uploads/c.webp');
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 720, behavior: 'auto' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollTo;
    }
  });

  it('loops through the pictures in the viewer', async () => {
    renderWithProviders(<Gallery images={PICTURES} name="Cotton Tee" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 3 full size' }));
    const viewer = await screen.findByTestId('picture-viewer');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous picture' }));
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/c.webp');
    expect(screen.getByText('3 / 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/a.webp');
    // The pictures out of view are hidden and inert; the track can take focus (it scrolls).
    const slides = [...viewer.querySelectorAll('img')].map((img) => img.parentElement!);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(slides[0]!.parentElement!.tabIndex).toBe(0);
  });
});
