import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListError, LoadMore } from './states';

describe('ListError', () => {
  it('says a list could not be loaded and retries it', () => {
    const list = { refetch: vi.fn(() => Promise.resolve()), isFetching: false };
    renderWithProviders(<ListError list={list} />);
    expect(screen.getByRole('alert').textContent).toContain('This list could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });

  it('names what failed when the page gives a title', () => {
    renderWithProviders(
      <ListError list={{ refetch: () => Promise.resolve(), isFetching: false }} title="No results today" />,
    );
    expect(screen.getByRole('heading', { name: 'No results today' })).toBeTruthy();
  });
});

describe('LoadMore', () => {
  it('asks for the next page while there is one, and is gone after the last', () => {
    const list = {
      hasNextPage: true,
      fetchNextPage: vi.fn(() => Promise.resolve()),
      isFetchingNextPage: false,
    };
    const { unmount } = renderWithProviders(<LoadMore list={list} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<LoadMore list={{ ...list, hasNextPage: false }} />);
    expect(screen.queryByTestId('load-more')).toBeNull();
  });
});
