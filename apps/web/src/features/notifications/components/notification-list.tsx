import { isWapPath } from '@caravan/contract';
import { Skeleton } from '@mantine/core';
import type { NotificationVo } from '@caravan/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEnd } from '../../../components/ui/infinite-list';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { NOTIFICATION_PAGE_SIZE, useNotificationPage, useNotificationPages } from '../api/get-notifications';
import { NotificationItem, useOpenNotificationAction } from './notification-item';
import classes from './notifications.module.css';

type Loaded = {
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  items?: NotificationVo[];
  busy: boolean;
  /** Under the rows: the desktop's pager, or the mobile site's end of the list. */
  footer: ReactNode;
};

function Rows({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation('notifications');
  const openNotification = useOpenNotificationAction();
  const { items, query } = loaded;
  if (!items) {
    return query.isError ? (
      <QueryError query={query} title={t('loadFailed')} />
    ) : (
      <div className={classes.skeleton} aria-hidden="true" data-testid="notifications-skeleton">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={64} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <EmptyState>{t('page.empty')}</EmptyState>;
  return (
    <>
      <ul className={classes.list} aria-label={t('page.listLabel')} aria-busy={loaded.busy}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
        ))}
      </ul>
      {loaded.footer}
    </>
  );
}

/** The desktop's list: twenty to a page, with page numbers. */
function PagedNotifications() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const list = useNotificationPage(page);
  const data = list.data;
  return (
    <Rows
      loaded={{
        query: list,
        items: data?.pageList,
        busy: list.isPlaceholderData,
        footer: data && (
          <Pager
            page={page}
            totalItems={data.pageInfo.totalElements}
            pageSize={NOTIFICATION_PAGE_SIZE}
            onChange={setPage}
            label={t('page.pages')}
          />
        ),
      }}
    />
  );
}

/** The mobile site's list: further pages load as the user scrolls. */
function ScrolledNotifications() {
  const list = useNotificationPages();
  return (
    <Rows
      loaded={{
        query: list,
        items: list.data?.pages.flatMap((page) => page.pageList),
        busy: list.isPlaceholderData,
        footer: <ListEnd list={list} />,
      }}
    />
  );
}

/** The caller's notifications, newest first: paged on the desktop, growing on the mobile site. */
export function NotificationList() {
  return isWapPath(window.location.pathname) ? <ScrolledNotifications /> : <PagedNotifications />;
}
