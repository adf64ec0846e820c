import type { NotificationVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateTime } from '../../../components/ui/date-time';
import { useOpenNotification } from '../api/read-notifications';
import { notificationTargetPath } from '../lib/notification-target';
import classes from './notifications.module.css';

/**
 * Opening a notification: it is marked read (notification!message.detail) and, when its kind links
 * somewhere, its page opens at once (the reading goes on without waiting for it).
 */
export function useOpenNotificationAction(afterOpen?: () => void) {
  const open = useOpenNotification();
  const navigate = useNavigate();
  return (notification: NotificationVo) => {
    open.mutate(notification);
    const path = notificationTargetPath(notification);
    afterOpen?.();
    if (path) void navigate(path);
  };
}

/** One notification: its title, text and time; unread ones bold with a dot. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationVo;
  onOpen: (notification: NotificationVo) => void;
}) {
  const { t } = useTranslation('notifications');
  const { isRead } = notification;
  return (
    <li
      className={isRead ? classes.item : `${classes.item} ${classes.unread}`}
      data-testid="notification"
      data-read={isRead}
    >
      <button type="button" className={classes.itemButton} onClick={() => onOpen(notification)}>
        {isRead ? <span /> : <span className={classes.dot} aria-hidden="true" />}
        <span className={classes.itemText}>
          <span className={classes.itemTitle} dir="auto">
            {!isRead && <span className="cv-visually-hidden">{t('unread')}: </span>}
            {notification.title}
          </span>
          <span className={classes.itemContent} dir="auto">
            {notification.content}
          </span>
          <DateTime value={notification.createTime} className={classes.itemTime} />
        </span>
      </button>
    </li>
  );
}
