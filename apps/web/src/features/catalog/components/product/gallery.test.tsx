import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
    // Mantine's controls drive Embla, which starts once the dialog has opened.
    const previous = within(viewer).getByRole('button', { name: 'Previous picture' });
    await waitFor(() => expect(previous.getAttribute('tabindex')).toBe('0'));
    fireEvent.click(previous);
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
});
