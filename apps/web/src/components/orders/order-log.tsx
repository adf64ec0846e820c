import { LOGISTICS_KINDS, ORDER_STATUS as S, type OrderLogVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date';
import { FactList, type Fact } from './fact-list';
import classes from './order-pieces.module.css';

type EventsProps = {
  events: readonly OrderLogVo[];
  /** The event that stands out: the latest, first or last in the list. */
  currentIndex: number;
  label: string;
  testId: string;
  eventTestId: string;
};

/** Events on a vertical line, each with its time (the order's history, the parcel's scans). */
function Events({ events, currentIndex, label, testId, eventTestId }: EventsProps) {
  return (
    <ol className={classes.events} aria-label={label} data-testid={testId}>
      {events.map((event, index) => (
        <li
          key={event.id}
          className={classes.event}
          data-current={index === currentIndex}
          data-testid={eventTestId}
        >
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

/** Everything that happened to the order (its log, in the request's language), oldest first. */
export function OrderTimeline({ logs }: { logs: readonly OrderLogVo[] }) {
  const { t } = useTranslation('orders');
  const events = [...logs].sort((a, b) => a.createTime - b.createTime || a.id - b.id);
  if (events.length === 0) return <p className={classes.muted}>{t('timeline.empty')}</p>;
  return (
    <Events
      events={events}
      currentIndex={events.length - 1}
      label={t('timeline.title')}
      testId="order-timeline"
      eventTestId="timeline-event"
    />
  );
}

const SCAN_KINDS: ReadonlySet<string> = new Set(LOGISTICS_KINDS);
const SHIPPED_STATES: readonly number[] = [S.shipped, S.received, S.reviewed];

/** The carrier's scans of an order, newest first (spec §3: sorted by createTime). */
export function logisticsScans(logs: readonly OrderLogVo[]): OrderLogVo[] {
  return logs.filter((log) => SCAN_KINDS.has(log.kind)).sort((a, b) => b.createTime - a.createTime);
}

/** Whether the order has left the warehouse: it has a carrier, or a state that comes after shipping. */
export function hasShipment(order: { carrier: string; status: number }): boolean {
  return order.carrier !== '' || SHIPPED_STATES.includes(order.status);
}

type Shipment = { carrier: string; trackingNo: string };

/** The carrier and the tracking number, as facts a screen may list with its others. */
export function useShippingFacts({ carrier, trackingNo }: Shipment): Fact[] {
  const { t } = useTranslation('orders');
  return [
    { key: 'carrier', label: t('logistics.carrier'), value: carrier || '--' },
    {
      key: 'trackingNo',
      label: t('logistics.trackingNo'),
      value: trackingNo || '--',
      isCode: true,
      testId: 'tracking-no',
    },
  ];
}

type LogisticsViewProps = { carrier: string; trackingNo: string; logs: readonly OrderLogVo[] };

/** Carrier, tracking number and where the parcel has been, the latest scan on top. */
export function LogisticsView({ carrier, trackingNo, logs }: LogisticsViewProps) {
  const { t } = useTranslation('orders');
  const shipping = useShippingFacts({ carrier, trackingNo });
  const scans = logisticsScans(logs);
  return (
    <div className={classes.logistics} data-testid="logistics">
      <FactList facts={shipping} />
      {scans.length === 0 ? (
        <p className={classes.muted}>{t('logistics.none')}</p>
      ) : (
        <Events
          events={scans}
          currentIndex={0}
          label={t('logistics.scans')}
          testId="logistics-scans"
          eventTestId="logistics-scan"
        />
      )}
    </div>
  );
}
