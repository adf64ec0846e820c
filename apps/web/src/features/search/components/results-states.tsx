import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/states';
import classes from './search-results.module.css';

/** A result list that failed to load, with a retry. */
export function ResultsError({ list }: { list: { refetch: () => Promise<unknown>; isFetching: boolean } }) {
  const { t } = useTranslation('search');
  return (
    <ErrorState
      title={t('error.title')}
      body={t('error.body')}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
    />
  );
}

type PagedList = { hasNextPage: boolean; fetchNextPage: () => Promise<unknown>; isFetchingNextPage: boolean };

/** "Load more" under a result list while the server has further pages. */
export function LoadMoreResults({ list }: { list: PagedList }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <div className={classes.more}>
      <Button
        variant="default"
        size="md"
        onClick={() => void list.fetchNextPage()}
        loading={list.isFetchingNextPage}
        data-testid="load-more"
      >
        {t('actions.loadMore')}
      </Button>
    </div>
  );
}
