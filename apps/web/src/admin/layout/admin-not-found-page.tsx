import { useTranslation } from 'react-i18next';
import { MessagePanel } from './message-panel';
import { ADMIN_NS } from '../../lib/i18n';

export function AdminNotFoundPage() {
  const { t } = useTranslation(ADMIN_NS);
  return <MessagePanel title={t('notFound.title')} body={t('notFound.body')} testId="admin-not-found" />;
}
