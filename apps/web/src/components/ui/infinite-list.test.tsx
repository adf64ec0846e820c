import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersections } from '../../test/intersection';
import { renderWithProviders } from '../../test/render';
import { ListEnd } from './infinite-list';

const PAGES = 3;

/** Three pages of two rows; `load` is the query function, to count and to hold back pages. */
function Rows({ load }: { load: (page: number) => Promise<string[]> }) {
  const list = useInfiniteQuery({
    queryKey: ['infinite-list-test'],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => (pages.length < PAGES ? pages.length + 1 : undefined),
  });
  if (!list.data) return null;
  return (
    <>
      <ul>
        {list.data.pages.flat().map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <ListEnd list={list} />
    </>
  );
}

const rowsOf = (page: number) => Promise.resolve([`row ${page}-1`, `row ${page}-2`]);

function renderRows(load = vi.fn(rowsOf)) {
  renderWithProviders(<Rows load={load} />);
  return load;
}

const onWap = () => window.history.replaceState(null, '', '/wap/commodity');

describe('ListEnd on the mobile site', () => {
  let intersections: ReturnType<typeof fakeIntersections> | undefined;
  afterEach(() => intersections?.restore());

  it('loads the next page as the end of the list comes near, until the last, then says so', async () => {
    onWap();
    intersections = fakeIntersections();
    let release: () => void = () => undefined;
    const load = renderRows(
      vi.fn((page: number) =>
        page === 2 ? new Promise<string[]>((done) => (release = () => void done(['row 2-1']))) : rowsOf(page),
      ),
    );
    await screen.findByText('row 1-2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('list-end')).toBeNull();

    intersections.show(screen.getByTestId('list-sentinel'));
    // While the page loads: a spinner and its words, and no second request however far one scrolls.
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading more…');
    expect(load).toHaveBeenLastCalledWith(2);
    expect(intersections.watching(screen.getByTestId('list-sentinel'))).toBe(false);
    expect(screen.getByTestId('load-more').hasAttribute('disabled')).toBe(true);
    release();
    await screen.findByText('row 2-1');

    intersections.show(screen.getByTestId('list-sentinel'));
    await screen.findByText('row 3-2');
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('list-end').textContent).toBe('You have reached the end of the list.');
    expect(screen.queryByTestId('list-sentinel')).toBeNull();
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('keeps a "Load more" button for a keyboard or a browser without IntersectionObserver', async () => {
    onWap();
    const original = window.IntersectionObserver;
    // @ts-expect-error -- an old browser: no IntersectionObserver at all.
    delete window.IntersectionObserver;
    try {
      const load = renderRows();
      await screen.findByText('row 1-2');
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('row 2-2');
      expect(load).toHaveBeenLastCalledWith(2);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('row 3-2');
      expect(screen.getByTestId('list-end')).toBeTruthy();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('after a page fails, waits for the button instead of asking again by itself', async () => {
    onWap();
    intersections = fakeIntersections();
    let fail = true;
    const load = renderRows(
      vi.fn((page: number) => (page === 2 && fail ? Promise.reject(new Error('offline')) : rowsOf(page))),
    );
    await screen.findByText('row 1-2');
    intersections.show(screen.getByTestId('list-sentinel'));
    await waitFor(() => expect(screen.getByTestId('load-more').hasAttribute('disabled')).toBe(false));
    expect(intersections.watching(screen.getByTestId('list-sentinel'))).toBe(false);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('row 2-2');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("ListEnd under the previous filter's rows", () => {
  it('shows nothing, and loads nothing, until the chosen list has come', () => {
    onWap();
    const fetchNextPage = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <ListEnd
        list={{ hasNextPage: true, fetchNextPage, isFetchingNextPage: false, isPlaceholderData: true }}
      />,
    );
    expect(screen.queryByTestId('infinite-list-end')).toBeNull();
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});

describe('ListEnd on the desktop site', () => {
  it('is the "Load more" button alone: nothing loads by itself', async () => {
    const intersections = fakeIntersections();
    try {
      const load = renderRows();
      await screen.findByText('row 1-2');
      expect(screen.queryByTestId('list-sentinel')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('row 2-2');
      expect(load).toHaveBeenCalledTimes(2);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await screen.findByText('row 3-2');
      expect(screen.queryByTestId('load-more')).toBeNull();
      expect(screen.queryByTestId('list-end')).toBeNull();
    } finally {
      intersections.restore();
    }
  });
});
