import { isWapPath } from '@caravan/contract';
import { Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from './near-screen';
import { LoadMore } from './states';
import classes from './infinite-list.module.css';

/** What a list built on useInfiniteQuery tells its end. */
type PagedList = {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  /** The previous filter's rows, shown while the chosen one loads: nothing follows them. */
  isPlaceholderData?: boolean;
};

/**
 * getNextPageParam for the API's numbered pages: the next page while fewer rows than the total are
 * loaded and the last page was not empty (a total that shrinks as one scrolls ends the list).
 */
export function nextPageAfter<P>(
  pages: readonly P[],
  rows: (page: P) => readonly unknown[],
  total: (page: P) => number,
): number | undefined {
  const last = pages.at(-1);
  if (last === undefined || rows(last).length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + rows(page).length, 0);
  return loaded < total(last) ? pages.length + 1 : undefined;
}

/** nextPageAfter for the contract's usual page (`pageList`, `pageInfo.totalElements`). */
export function nextListPage(
  _last: unknown,
  pages: readonly { pageList: readonly unknown[]; pageInfo: { totalElements: number } }[],
): number | undefined {
  return nextPageAfter(
    pages,
    (page) => page.pageList,
    (page) => page.pageInfo.totalElements,
  );
}

/** nextPageAfter for the legacy wallet lists' page (`elements`, `totalElements`). */
export function nextElementsPage(
  _last: unknown,
  pages: readonly { elements: readonly unknown[]; totalElements: number }[],
): number | undefined {
  return nextPageAfter(
    pages,
    (page) => page.elements,
    (page) => page.totalElements,
  );
}

// The next page is asked for while the end is still this far below the screen, so it has usually
// arrived by the time the user gets there.
const AHEAD = 600;

/**
 * The mobile site's end of a list: the next page loads by itself as the end nears, with a "Load
 * more" button for a keyboard or a browser without IntersectionObserver (and to try again after a
 * failed page), a spinner while it loads, and a line once everything is shown.
 */
function InfiniteListEnd({ list }: { list: PagedList }) {
  const { t } = useTranslation();
  // After a failed page it waits for the button rather than asking again and again.
  const active = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  const sentinel = useNearScreen(active, () => void list.fetchNextPage(), AHEAD);
  return (
    <div className={classes.end} data-testid="infinite-list-end">
      <p className={classes.status} role="status">
        {list.isFetchingNextPage && (
          <>
            <Loader size="sm" aria-hidden="true" />
            {t('list.loadingMore')}
          </>
        )}
        {!list.hasNextPage && <span data-testid="list-end">{t('list.end')}</span>}
      </p>
      {list.hasNextPage && (
        <>
          <div ref={sentinel} className={classes.sentinel} data-testid="list-sentinel" />
          <Button
            variant="default"
            className={classes.button}
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            data-testid="load-more"
          >
            {t('actions.loadMore')}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * What follows a list built on useInfiniteQuery: on the mobile site it loads further pages as the
 * user scrolls; on the desktop site it is the "Load more" button. (The user centre's lists page on
 * the desktop, and use it on the mobile site only.)
 */
export function ListEnd({ list }: { list: PagedList }) {
  if (list.isPlaceholderData) return null;
  if (isWapPath(window.location.pathname)) return <InfiniteListEnd list={list} />;
  return <LoadMore list={list} size="md" />;
}
