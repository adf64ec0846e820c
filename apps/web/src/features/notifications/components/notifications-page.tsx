import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolateLtr } from '../../../lib/date';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotificationUnread } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/read-notifications';
import { NOTIFICATION_EMAILS_PATH } from '../lib/notification-paths';
import { NotificationList } from './notification-list';
import classes from './notifications.module.css';

/**
 * The notification centre (/userInfo/notifications, and /seller/notifications in the seller panel):
 * every notification, newest first; opening one marks it read and goes to what it is about.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { t: tp } = useTranslation('pages');
  const title = tp('titles.notifications');
  useDocumentTitle(title);
  const unread = useNotificationUnread().data ?? 0;
  const markAll = useMarkAllRead();
  return (
    <section className={classes.panel} data-testid="page-notifications">
      <div className={classes.head}>
        <div className={classes.headText}>
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.lead}>{t('page.lead')}</p>
        </div>
        <div className={classes.headActions}>
          {unread > 0 && (
            <span className={classes.count} data-testid="notifications-unread">
              {t('unreadCount', { number: isolateLtr(String(unread)) })}
            </span>
          )}
          <Button
            variant="light"
            size="sm"
            onClick={() => markAll.mutate(undefined, { onSuccess: () => toast.success(t('markedAllRead')) })}
            loading={markAll.isPending}
            disabled={unread === 0}
          >
            {t('markAllRead')}
          </Button>
          <Button component={Link} to={NOTIFICATION_EMAILS_PATH} variant="subtle" size="sm">
            {t('page.emailSettings')}
          </Button>
        </div>
      </div>
      <NotificationList />
    </section>
  );
}
