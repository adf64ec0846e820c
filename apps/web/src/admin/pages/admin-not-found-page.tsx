import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagePanel } from '../components/message-panel';
import { ADMIN_NS } from '../lib/admin-i18n';
import { ADMIN_BASE } from '../lib/console-areas';

export function AdminNotFoundPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('notFound.title'));
  return (
    <MessagePanel title={t('notFound.title')} body={t('notFound.body')} testId="admin-not-found">
      <Button component={Link} to={ADMIN_BASE}>
        {t('common.toDashboard')}
      </Button>
    </MessagePanel>
  );
}
