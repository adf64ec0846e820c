import { LOGISTICS_KINDS, type OrderLogVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date';
import classes from './order-detail.module.css';

const SCAN_KINDS: ReadonlySet<string> = new Set(LOGISTICS_KINDS);

/** The carrier's scans of an order, newest first (spec §3: sorted by createTime). */
export function logisticsScans(logs: readonly OrderLogVo[]): OrderLogVo[] {
  return logs.filter((log) => SCAN_KINDS.has(log.kind)).sort((a, b) => b.createTime - a.createTime);
}

type LogisticsViewProps = { carrier: string; trackingNo: string; logs: readonly OrderLogVo[] };

/** Carrier, tracking number and where the parcel has been, the latest scan on top. */
export function LogisticsView({ carrier, trackingNo, logs }: LogisticsViewProps) {
  const { t } = useTranslation('orders');
  const scans = logisticsScans(logs);
  return (
    <div className={classes.logistics} data-testid="logistics">
      <dl className={classes.facts}>
        <div>
          <dt>{t('logistics.carrier')}</dt>
          <dd dir="auto">{carrier || '--'}</dd>
        </div>
        <div>
          <dt>{t('logistics.trackingNo')}</dt>
          <dd className={classes.mono} data-testid="tracking-no">
            {trackingNo || '--'}
          </dd>
        </div>
      </dl>
      {scans.length === 0 ? (
        <p className={classes.muted}>{t('logistics.none')}</p>
      ) : (
        <ol className={classes.events} aria-label={t('logistics.scans')}>
          {scans.map((scan, index) => (
            <li
              key={scan.id}
              className={classes.event}
              data-current={index === 0}
              data-testid="logistics-scan"
            >
              <span className={classes.eventText}>{scan.content}</span>
              <time
                className={classes.eventTime}
                dateTime={new Date(scan.createTime).toISOString()}
                dir="ltr"
              >
                {formatDateTime(scan.createTime)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
