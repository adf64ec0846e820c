import { formatMessage } from '@caravan/contract/i18n';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { changeLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { LoadMore, QueryError } from './states';

function failedQuery(error: unknown, isFetching = false) {
  return { error, refetch: vi.fn(() => Promise.resolve()), isFetching };
}

describe('QueryError', () => {
  it('says something could not be loaded and retries the query', () => {
    const query = failedQuery(new Error('boom'));
    renderWithProviders(<QueryError query={query} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'This could not be loaded' })).toBeTruthy();
    expect(alert.textContent).toContain('Something went wrong. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('names what failed when the page gives a title', () => {
    renderWithProviders(<QueryError query={failedQuery(new Error('boom'))} title="No results today" />);
    expect(screen.getByRole('heading', { name: 'No results today' })).toBeTruthy();
  });

  it('says why an API call failed, in the user’s language', async () => {
    const { unmount } = renderWithProviders(
      <QueryError query={failedQuery(new ApiError('NETWORK', 'CLIENT_NETWORK', ''))} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Cannot reach the server. Please check your network connection.',
    );
    unmount();

    await changeLanguage('fr');
    renderWithProviders(
      <QueryError query={failedQuery(new ApiError('1', 'COMMON_RATE_LIMITED', 'server text'))} />,
    );
    const message = formatMessage('fr', 'COMMON_RATE_LIMITED', {});
    expect(message).not.toBe('server text');
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  it('shows the retry as busy while the query fetches again', () => {
    renderWithProviders(<QueryError query={failedQuery(new Error('boom'), true)} />);
    const retry = screen.getByRole('button', { name: /Try again/ });
    expect(retry.hasAttribute('data-loading')).toBe(true);
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
