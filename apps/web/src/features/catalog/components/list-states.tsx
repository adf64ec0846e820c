import { Button, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/states';
import classes from './list-page.module.css';

type RetryableList = { refetch: () => Promise<unknown>; isFetching: boolean };

/** A list that failed to load, with a retry. */
export function ListError({ list }: { list: RetryableList }) {
  const { t } = useTranslation('home');
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

/** "Load more" under a list while the server has further pages. */
export function LoadMore({ list, size }: { list: PagedList; size?: MantineSize }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <div className={classes.more}>
      <Button
        variant="default"
        size={size}
        onClick={() => void list.fetchNextPage()}
        loading={list.isFetchingNextPage}
      >
        {t('actions.loadMore')}
      </Button>
    </div>
  );
}
