import { Button } from '@mantine/core';
import { canUse } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_NS } from '../lib/admin-i18n';
import { ADMIN_BASE, type NavArea } from '../lib/console-areas';
import { MessagePanel } from '../components/message-panel';
import { useOperator } from './operator-context';

/** Shows an area only to roles that may use it; others get a clear "not for your role" page. */
export function AreaGate({ area }: { area: NavArea }) {
  const operator = useOperator();
  return canUse(operator.role, area) ? <Outlet /> : <NoAccess />;
}

function NoAccess() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('noAccess.title'));
  return (
    <MessagePanel title={t('noAccess.title')} body={t('noAccess.body')} testId="no-access">
      <Button component={Link} to={ADMIN_BASE}>
        {t('common.toDashboard')}
      </Button>
    </MessagePanel>
  );
}
