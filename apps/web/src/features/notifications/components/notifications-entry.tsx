import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon, ChevronIcon } from '../../../components/ui/icons';
import { isolateLtr } from '../../../lib/date';
import { useNotificationUnread } from '../api/get-unread-count';
import { NOTIFICATIONS_PATH } from '../lib/notification-paths';
import { UnreadBadge } from '../../../components/chat/unread-badge';
import classes from './notifications.module.css';

/**
 * The mobile site's "me" page entry to the notification centre, with the unread count (`className`:
 * the page's own row look).
 */
export function NotificationsEntry({ className }: { className?: string }) {
  const { t } = useTranslation('notifications');
  const unread = useNotificationUnread().data ?? 0;
  return (
    <Link to={NOTIFICATIONS_PATH} className={className} data-testid="wap-notifications-link">
      <BellIcon size={22} />
      <span>
        {t('bell.label')}
        <UnreadBadge
          count={unread}
          max={9}
          className={classes.entryBadge}
          testId="wap-notifications-unread"
        />
        {unread > 0 && (
          <span className="cv-visually-hidden">
            {', '}
            {t('unreadCount', { number: isolateLtr(String(unread)) })}
          </span>
        )}
      </span>
      <ChevronIcon size={18} />
    </Link>
  );
}
