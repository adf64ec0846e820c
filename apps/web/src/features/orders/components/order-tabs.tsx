import { ORDER_STATUS as S } from '@caravan/contract';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import type { OrderCounts } from '../../../lib/order-counts';
import { ORDER_STATUS_KEYS } from '../../../components/orders/order-status';
import { ORDER_TABS } from '../lib/order-state';
import classes from './orders.module.css';

// Which count of order!countOrderStatus belongs to which tab; the other tabs have none.
const COUNT_OF: Partial<Record<number, keyof OrderCounts>> = {
  [S.pendingPayment]: 'waitPay',
  [S.paid]: 'waitDeliver',
  [S.shipped]: 'waitReceipt',
  [S.received]: 'waitEvaluate',
  [S.refund]: 'refund',
};

export const tabId = (status: number | null) => `order-tab-${status === null ? 'all' : status}`;
export const TAB_PANEL_ID = 'order-tab-panel';

type OrderTabsProps = {
  current: number | null;
  counts: OrderCounts | undefined;
  onChange: (status: number | null) => void;
};

/** The list's tabs (spec §4) with how many orders wait in each; arrow keys move between them. */
export function OrderTabs({ current, counts, onChange }: OrderTabsProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = ORDER_TABS.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | undefined;
    if (event.key === forward) next = index === last ? 0 : index + 1;
    else if (event.key === backward) next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    const status = ORDER_TABS[next] ?? null;
    onChange(status);
    document.getElementById(tabId(status))?.focus();
  };

  return (
    <div className={classes.tabs} role="tablist" aria-label={t('tabs.label')}>
      {ORDER_TABS.map((status, index) => {
        const countKey = status === null ? undefined : COUNT_OF[status];
        const count = countKey && counts ? counts[countKey] : 0;
        const selected = status === current;
        return (
          <button
            key={tabId(status)}
            type="button"
            role="tab"
            id={tabId(status)}
            aria-selected={selected}
            aria-controls={TAB_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={classes.tab}
            onClick={() => onChange(status)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            data-testid={tabId(status)}
          >
            {status === null ? t('tabs.all') : t(`status.${ORDER_STATUS_KEYS[status]}`)}
            {count > 0 && (
              <span className={classes.count} data-testid={`${tabId(status)}-count`}>
                <span className="cv-visually-hidden">{t('tabs.countLabel', { number: count })}</span>
                <span aria-hidden="true">{count > 99 ? '99+' : formatCount(count, lang)}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
