import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/states';

type Query = { isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> };

/**
 * What a user-centre page shows in place of data it does not have: the failure with a retry when
 * the query failed, else a small spinner while it loads.
 */
export function QueryFallback({ query, failedTitle }: { query: Query; failedTitle: string }) {
  const { t } = useTranslation('account');
  if (query.isError) {
    return (
      <ErrorState
        title={failedTitle}
        body={t('dashboard.loadFailedBody')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />;
}
