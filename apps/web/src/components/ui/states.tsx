import { Button, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from './icons';
import classes from './states.module.css';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className={classes.empty} data-testid="empty-state">
      {children}
    </p>
  );
}

type ErrorStateProps = { title: string; body: string; onRetry: () => void; retrying?: boolean };

export function ErrorState({ title, body, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.error} role="alert" data-testid="error-state">
      <h2 className={classes.errorTitle}>{title}</h2>
      <p className={classes.errorBody}>{body}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

type RetryableList = { refetch: () => Promise<unknown>; isFetching: boolean };

/** A list (of goods, stores, results) that failed to load, with a retry; `title` names what failed. */
export function ListError({ list, title }: { list: RetryableList; title?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={title ?? t('list.errorTitle')}
      body={t('list.errorBody')}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
    />
  );
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
