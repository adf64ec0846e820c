import { canUse } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ADMIN_NS } from '../../lib/i18n';
import type { NavArea } from '../lib/console-areas';
import { MessagePanel } from './message-panel';
import { useOperator } from '../lib/operator-context';

/** Shows an area only to roles that may use it; others get a clear "not for your role" page. */
export function AreaGate({ area }: { area: NavArea }) {
  const operator = useOperator();
  return canUse(operator.role, area) ? <Outlet /> : <NoAccess />;
}

function NoAccess() {
  const { t } = useTranslation(ADMIN_NS);
  return <MessagePanel title={t('noAccess.title')} body={t('noAccess.body')} testId="no-access" />;
}
