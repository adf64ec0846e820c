import { Badge, Button } from '@mantine/core';
import type { CouponState, OwnedCouponVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ButtonSubject } from '../../../../components/ui/button-subject';
import { DateTime } from '../../../../components/ui/date-time';
import { PencilIcon } from '../../../../components/ui/icons';
import { isolateLtr } from '../../../../lib/date';
import { useLanguage } from '../../../../lib/i18n';
import { formatAmount, formatCount, formatRate } from '../../../../lib/money';
import { percentDecimals } from '../../../../lib/coupon-terms';
import classes from './coupons.module.css';

const STATE_COLOURS: Record<CouponState, string> = { scheduled: 'blue', running: 'teal', ended: 'gray' };

type Terms = Pick<OwnedCouponVo, 'kind' | 'amount' | 'rate' | 'cap' | 'minSpend'>;

/** "5.00 USDT off", "15% off" or "15% off, at most 20.00 USDT", and "On orders from 30.00 USDT". */
function useCouponTerms(coupon: Terms): { value: string; condition: string } {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  // Inside a sentence an amount or a rate keeps its digits left to right, whatever the sentence's direction.
  const money = (amount: number) => isolateLtr(formatAmount(amount, lang));
  const rate = isolateLtr(formatRate(coupon.rate, lang, percentDecimals(coupon.rate)));
  const value =
    coupon.kind === 'amount'
      ? t('coupons.valueAmount', { amount: money(coupon.amount) })
      : coupon.cap > 0
        ? t('coupons.valuePercentCap', { rate, cap: money(coupon.cap) })
        : t('coupons.valuePercent', { rate });
  const condition =
    coupon.minSpend > 0 ? t('coupons.minSpend', { amount: money(coupon.minSpend) }) : t('coupons.noMinimum');
  return { value, condition };
}

type CouponCardProps = {
  coupon: OwnedCouponVo;
  onEdit: () => void;
  onEnd: () => void;
};

/**
 * One coupon of the shop: its title and state, what it takes off and from what spend, its window,
 * how many were claimed of how many and how many used; Edit and End while it has not ended.
 */
export function CouponCard({ coupon, onEdit, onEnd }: CouponCardProps) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const { value, condition } = useCouponTerms(coupon);
  const isOver = coupon.state === 'ended';
  return (
    <li className={classes.row} data-testid="seller-coupon" data-coupon-id={coupon.id}>
      <div className={classes.rowHead}>
        {/* The page's direction places it; the title's own runs inside (an Arabic title on an English page). */}
        <h2 className={classes.rowTitle}>
          <bdi>{coupon.title}</bdi>
        </h2>
        <Badge color={STATE_COLOURS[coupon.state]} variant="light" data-testid="coupon-state">
          {t(`coupons.states.${coupon.state}`)}
        </Badge>
      </div>
      <p className={classes.value} data-testid="coupon-value">
        {value}
      </p>
      <p className={classes.condition} data-testid="coupon-condition">
        {condition}
      </p>
      <dl className={classes.facts}>
        <div className={classes.date}>
          <dt>{t('coupons.starts')}</dt>
          <dd>
            <DateTime value={coupon.startTime} />
          </dd>
        </div>
        <div className={classes.date}>
          <dt>{t('coupons.ends')}</dt>
          <dd>
            <DateTime value={coupon.endTime} />
          </dd>
        </div>
        <div>
          <dt>{t('coupons.claimed')}</dt>
          <dd data-testid="coupon-claimed">
            <bdi dir="ltr">
              {formatCount(coupon.claimed, lang)} / {formatCount(coupon.total, lang)}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t('coupons.used')}</dt>
          <dd data-testid="coupon-used">{formatCount(coupon.used, lang)}</dd>
        </div>
        <div>
          <dt>{t('coupons.perBuyer')}</dt>
          <dd>{formatCount(coupon.perBuyer, lang)}</dd>
        </div>
      </dl>
      {!isOver && (
        <div className={classes.actions}>
          <Button
            size="xs"
            variant="default"
            leftSection={<PencilIcon size={14} />}
            onClick={onEdit}
            data-testid="coupon-edit"
          >
            {t('coupons.edit')}
            <ButtonSubject>{coupon.title}</ButtonSubject>
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onEnd} data-testid="coupon-end">
            {t('coupons.end')}
            <ButtonSubject>{coupon.title}</ButtonSubject>
          </Button>
        </div>
      )}
    </li>
  );
}
