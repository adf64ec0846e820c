import type { OrderLogVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date';
import classes from './order-detail.module.css';

/** Everything that happened to the order, oldest first; the latest event stands out. */
export function OrderTimeline({ logs }: { logs: readonly OrderLogVo[] }) {
  const { t } = useTranslation('orders');
  const events = [...logs].sort((a, b) => a.createTime - b.createTime || a.id - b.id);
  if (events.length === 0) return <p className={classes.muted}>{t('timeline.empty')}</p>;
  return (
    <ol className={classes.events} aria-label={t('timeline.title')}>
      {events.map((event, index) => (
        <li
          key={event.id}
          className={classes.event}
          data-current={index === events.length - 1}
          data-testid="timeline-event"
        >
          <span className={classes.eventText}>{event.content}</span>
          <time className={classes.eventTime} dateTime={new Date(event.createTime).toISOString()} dir="ltr">
            {formatDateTime(event.createTime)}
          </time>
        </li>
      ))}
    </ol>
  );
}
