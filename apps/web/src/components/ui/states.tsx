import { Button, Loader, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { ChevronIcon } from './icons';
import classes from './states.module.css';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className={classes.empty} data-testid="empty-state">
      {children}
    </p>
  );
}

type FailedQuery = { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };

/**
 * A query that failed, on the storefront, in the user centre, the seller panel or the console:
 * `title` names what could not be loaded, the body says why in the user's language (the API's error
 * message, or a general hint for a failure that is not an API error) and "Try again" refetches.
 */
export function QueryError({ query, title }: { query: FailedQuery; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.error} role="alert" data-testid="error-state">
      <h2 className={classes.errorTitle}>{title ?? t('errors.loadFailed')}</h2>
      <p className={classes.errorBody}>
        {query.error instanceof ApiError ? errorMessage(query.error) : t('errors.loadFailedBody')}
      </p>
      <Button onClick={() => void query.refetch()} loading={query.isFetching}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/**
 * A small spinner in place of a part of a page that is still loading, named ("Loading…" unless the
 * caller says what loads) as a status, the role that lets a screen reader hear its name.
 */
export function InlineLoader({ label, size = 'sm' }: { label?: string; size?: MantineSize }) {
  const { t } = useTranslation();
  return <Loader size={size} role="status" aria-label={label ?? t('loading')} />;
}

type PagedList = { hasNextPage: boolean; fetchNextPage: () => Promise<unknown>; isFetchingNextPage: boolean };

/** "Load more" under a list while the server has further pages. */
export function LoadMore({ list, size = 'md' }: { list: PagedList; size?: MantineSize }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <div className={classes.more}>
      <Button
        variant="default"
        size={size}
        onClick={() => void list.fetchNextPage()}
        loading={list.isFetchingNextPage}
        data-testid="load-more"
      >
        {t('actions.loadMore')}
      </Button>
    </div>
  );
}

type SectionProps = {
  id: string;
  title: string;
  icon?: ReactNode;
  viewAllTo?: string;
  children: ReactNode;
};

/** A titled home-page band with an optional "View all" link. */
export function Section({ id, title, icon, viewAllTo, children }: SectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <section className={classes.section} aria-labelledby={headingId} data-testid={`section-${id}`}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id={headingId}>
          {icon && <span className={classes.sectionIcon}>{icon}</span>}
          {title}
        </h2>
        {viewAllTo && (
          <Link to={viewAllTo} className={classes.viewAll}>
            {t('actions.viewAll')}
            <ChevronIcon size={16} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
