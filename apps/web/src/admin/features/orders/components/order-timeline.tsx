import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/date';
import { useOrderLog } from '../api/list-order-log';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { QueryError } from '../../../components/query-error';
import orders from './orders.module.css';

/** Everything that happened to the order, oldest first (texts already in the console's language). */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const log = useOrderLog(orderId);
  if (log.isError)
    return <QueryError error={log.error} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  if (!log.data) return <Skeleton height={56} radius="sm" />;
  const events = [...log.data].sort((a, b) => a.createTime - b.createTime || a.id - b.id);
  if (events.length === 0) return <p className={classes.muted}>{t('orders.timelineEmpty')}</p>;
  return (
    <ol className={orders.events} aria-label={t('orders.sections.timeline')} data-testid="order-timeline">
      {events.map((event, index) => (
        <li
          key={event.id}
          className={orders.event}
          data-current={index === events.length - 1}
          data-testid="order-event"
        >
          <span className={orders.eventText} dir="auto">
            {event.content}
          </span>
          <time className={orders.eventTime} dateTime={new Date(event.createTime).toISOString()} dir="ltr">
            {formatDateTime(event.createTime)}
          </time>
        </li>
      ))}
    </ol>
  );
}
