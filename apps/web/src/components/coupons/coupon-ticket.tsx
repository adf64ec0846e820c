import type { CouponVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../lib/date';
import { useLanguage } from '../../lib/i18n';
import { formatPrice, formatRate } from '../../lib/money';
import { DateTime } from '../ui/date-time';
import classes from './coupon-ticket.module.css';

/** "$5.00 off" or "15% off": what the coupon takes off, as the language writes it. */
export function useCouponValue(coupon: Pick<CouponVo, 'kind' | 'amount' | 'rate'>): string {
  const lang = useLanguage();
  return coupon.kind === 'amount' ? formatPrice(coupon.amount, lang) : formatRate(coupon.rate, lang, 0);
}

/** What the coupon asks for: its minimum spend, a percentage's cap, where it can be used. */
export function CouponTerms({ coupon }: { coupon: CouponVo }) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  return (
    <>
      <span className={classes.condition}>
        {coupon.minSpend > 0
          ? t('coupons.minSpend', { amount: isolateLtr(formatPrice(coupon.minSpend, lang)) })
          : t('coupons.noMinimum')}
        {coupon.kind === 'percent' && coupon.cap > 0 && (
          <> · {t('coupons.upTo', { amount: isolateLtr(formatPrice(coupon.cap, lang)) })}</>
        )}
      </span>
      <span className={classes.scope} dir="auto">
        {coupon.sellerId ? coupon.sellerName : t('coupons.allShops')}
        {coupon.categoryIds.length > 0 && <> · {t('coupons.someCategories')}</>}
      </span>
    </>
  );
}

type CouponTicketProps = {
  coupon: CouponVo;
  /** The ticket's button or its state ("Claimed", "Used"), at its end. */
  action?: ReactNode;
  /** Faded: used, expired or all claimed. */
  muted?: boolean;
  testId?: string;
};

/** A coupon drawn as a ticket: its value on the left stub, its terms and validity, and an action. */
export function CouponTicket({ coupon, action, muted = false, testId = 'coupon-ticket' }: CouponTicketProps) {
  const { t } = useTranslation('catalog');
  const value = useCouponValue(coupon);
  return (
    <article
      className={classes.ticket}
      data-muted={muted || undefined}
      data-funder={coupon.sellerId ? 'shop' : 'platform'}
      data-testid={testId}
      aria-label={t('coupons.ticketLabel', { value, title: coupon.title })}
    >
      <div className={classes.stub}>
        <strong className={classes.value} dir="ltr">
          {value}
        </strong>
        <span className={classes.off}>{t('coupons.off')}</span>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title} dir="auto">
          {coupon.title}
        </h3>
        <CouponTerms coupon={coupon} />
        <span className={classes.valid}>
          {t('coupons.validUntil')} <DateTime value={coupon.endTime} />
        </span>
      </div>
      {action && <div className={classes.action}>{action}</div>}
    </article>
  );
}
