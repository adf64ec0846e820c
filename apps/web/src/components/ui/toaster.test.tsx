import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts, toast } from '../../lib/toast';
import { renderWithProviders } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces successes politely and errors at once, each with a dismiss button', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast.success('Saved');
      toast.error('Not saved');
    });

    const success = await screen.findByRole('status');
    expect(success.textContent).toContain('Saved');
    expect(success.closest('[aria-live="polite"]')).not.toBeNull();
    const error = screen.getByRole('alert');
    expect(error.textContent).toContain('Not saved');

    fireEvent.click(within(error).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['success', 'Saved']]);
  });

  it('is not drawn until the first toast, then stays', async () => {
    renderWithProviders(<div />);
    expect(document.querySelector('[data-position="top-center"]')).toBeNull();

    act(() => toast.info('Copied'));
    expect((await screen.findByRole('status')).textContent).toContain('Copied');
    const region = document.querySelector('[data-position="top-center"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');

    act(() => resetToasts());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(document.querySelector('[data-position="top-center"]')).toBe(region);
  });

  it('shows the same message once while it is on screen', () => {
    renderWithProviders(<div />);
    act(() => {
      toast.warning('Please enter a keyword to search');
      toast.warning('Please enter a keyword to search');
      toast.error('Please enter a keyword to search');
    });
    expect(getToasts().map((t) => t.kind)).toEqual(['warning', 'error']);
  });

  it('closes each kind after its own time, or the time the caller asks for', () => {
    vi.useFakeTimers();
    renderWithProviders(<div />);
    act(() => {
      toast.success('Saved');
      toast.warning('Type something', { durationMs: 1500 });
      toast.error('Not saved');
    });
    act(() => vi.advanceTimersByTime(1499));
    expect(getToasts().map((t) => t.message)).toEqual(['Saved', 'Type something', 'Not saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(getToasts().map((t) => t.message)).toEqual(['Saved', 'Not saved']);
    act(() => vi.advanceTimersByTime(1000));
    expect(getToasts().map((t) => t.message)).toEqual(['Not saved']);
    act(() => vi.advanceTimersByTime(1500));
    expect(getToasts()).toEqual([]);
  });
});
