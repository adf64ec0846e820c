import { useTranslation } from 'react-i18next';
import { MessagePanel } from '../components/message-panel';
import { ADMIN_NS } from '../lib/admin-i18n';

export function AdminNotFoundPage() {
  const { t } = useTranslation(ADMIN_NS);
  return <MessagePanel title={t('notFound.title')} body={t('notFound.body')} testId="admin-not-found" />;
}
