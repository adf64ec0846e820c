import { Button, Popover, Skeleton } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { QueryError } from '../../../components/ui/states';
import { useToken } from '../../../lib/auth';
import { isolateLtr } from '../../../lib/date';
import { useLatestUnread } from '../api/get-latest';
import { useNotificationUnread } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/read-notifications';
import { NOTIFICATIONS_PATH } from '../lib/notification-paths';
import { IconWithBadge, badgeCount } from '../../../components/chat/unread-badge';
import { NotificationItem, useOpenNotificationAction } from './notification-item';
import classes from './notifications.module.css';

/** The popover's content: the latest unread, "Mark all read" and the way to all of them. */
function LatestUnread({
  unread,
  titleId,
  onClose,
}: {
  unread: number;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const latest = useLatestUnread(true);
  const markAll = useMarkAllRead();
  const openNotification = useOpenNotificationAction(onClose);
  let body;
  if (!latest.data) {
    body = latest.isError ? (
      <div className={classes.popoverState}>
        <QueryError query={latest} title={t('loadFailed')} />
      </div>
    ) : (
      <div className={`${classes.popoverState} ${classes.skeleton}`} aria-hidden="true">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  } else if (latest.data.length === 0) {
    body = (
      <p className={classes.popoverState} data-testid="notifications-caught-up">
        {t('bell.empty')}
      </p>
    );
  } else {
    body = (
      <ul className={classes.list} aria-labelledby={titleId}>
        {latest.data.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
        ))}
      </ul>
    );
  }
  return (
    <>
      <div className={classes.popoverHead}>
        <h2 className={classes.popoverTitle} id={titleId}>
          {t('bell.latest')}
        </h2>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unread === 0}
        >
          {t('markAllRead')}
        </Button>
      </div>
      <div className={classes.popoverBody}>{body}</div>
      <Link to={NOTIFICATIONS_PATH} className={classes.popoverFoot} onClick={onClose}>
        {t('bell.seeAll')}
      </Link>
    </>
  );
}

/** The bell's badge counts to 9: a wider one would cover the icons beside it. */
const BELL_MAX = 9;

function Bell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const unread = useNotificationUnread().data ?? 0;
  // The bell shows at most "9+", and its name says what it shows.
  const label =
    unread > 0
      ? t('bell.labelUnread', { number: isolateLtr(badgeCount(unread, BELL_MAX)) })
      : t('bell.label');
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      // The bell stays on screen in the sticky header; a screen without layout (a test's) would
      // otherwise count it as scrolled away and hide the popover.
      hideDetached={false}
    >
      <Popover.Target>
        <button
          type="button"
          className={classes.bell}
          aria-label={label}
          title={t('bell.label')}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((isOpen) => !isOpen)}
          data-testid="notification-bell"
        >
          <IconWithBadge
            icon={<BellIcon />}
            count={unread}
            max={BELL_MAX}
            testId="notification-bell-unread"
          />
        </button>
      </Popover.Target>
      <Popover.Dropdown
        className={classes.dropdown}
        role="dialog"
        aria-labelledby={titleId}
        data-testid="notification-popover"
      >
        {opened && <LatestUnread unread={unread} titleId={titleId} onClose={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

/** The header's bell (logged in only): the unread count, and a popover with the latest unread. */
export function NotificationBell() {
  const token = useToken();
  return token ? <Bell /> : null;
}
