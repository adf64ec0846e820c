import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/date';
import { useSellerOrderLog } from '../api/get-seller-order-log';
import classes from './seller-order-detail.module.css';

/** Everything that happened to the order, oldest first; the latest event stands out. */
export function SellerOrderTimeline({ orderId }: { orderId: string }) {
  const { t } = useTranslation('seller');
  const log = useSellerOrderLog(orderId);
  if (log.isError) return <ListError list={log} title={t('detail.timelineFailed')} />;
  if (!log.data) return <Skeleton height={48} radius="sm" />;
  const events = [...log.data].sort((a, b) => a.createTime - b.createTime || a.id - b.id);
  if (events.length === 0) return <p className={classes.muted}>{t('detail.timelineEmpty')}</p>;
  return (
    <ol className={classes.events} aria-label={t('detail.timeline')} data-testid="seller-order-timeline">
      {events.map((event, index) => (
        <li key={event.id} className={classes.event} data-current={index === events.length - 1}>
          <span className={classes.eventText} dir="auto">
            {event.content}
          </span>
          <time className={classes.eventTime} dateTime={new Date(event.createTime).toISOString()} dir="ltr">
            {formatDateTime(event.createTime)}
          </time>
        </li>
      ))}
    </ol>
  );
}
