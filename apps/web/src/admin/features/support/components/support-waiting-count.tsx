import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import { useSupportConversations } from '../api/support-conversations';
import { useSupportListsLive } from '../api/support-live';
import classes from './support.module.css';

/** Shown past this as "99+". */
const MAX_SHOWN = 99;

/**
 * The navigation's count of conversations waiting for an answer (the waiting list's first page,
 * which the inbox shares), live from the websocket or polled while it is down.
 */
export function SupportWaitingCount() {
  const { t } = useTranslation(ADMIN_NS);
  const isConnected = useSupportListsLive();
  const waiting = useSupportConversations({ view: 'waiting', pageNum: 1 }, { poll: !isConnected });
  const count = waiting.data?.pageInfo.totalElements ?? 0;
  if (count === 0) return null;
  return (
    <span className={classes.navCount} data-testid="support-waiting-count">
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className="cv-visually-hidden">{t('support.waitingCount', { count })}</span>
    </span>
  );
}
