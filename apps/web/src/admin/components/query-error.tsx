import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { ADMIN_NS } from '../../lib/i18n';

type QueryErrorProps = { error: unknown; onRetry: () => void; retrying: boolean };

/** A failed load: what went wrong, in the operator's language, and a retry button. */
export function QueryError({ error, onRetry, retrying }: QueryErrorProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ErrorState
      title={t('common.loadFailed')}
      body={error instanceof ApiError ? errorMessage(error) : t('common.loadFailedBody')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
