import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import type { CouponOptionVo, ErrorCode } from '@caravan/contract';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCouponValue } from '../../../components/coupons/coupon-ticket';
import { isolateLtr } from '../../../lib/date';
import { translateError } from '../../../lib/error-messages';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount, formatPrice } from '../../../lib/money';
import classes from './checkout.module.css';

/**
 * The coupons chosen for a checkout: undefined until the buyer changes them (the server then uses
 * the best it holds, as `best` marks), else the chosen coupon ids (none: an empty list).
 */
export type CouponChoice = readonly string[] | undefined;

/** The coupons in effect: the chosen ones, or the server's best. */
export function chosenIds(options: readonly CouponOptionVo[], choice: CouponChoice): string[] {
  return choice ? [...choice] : options.filter((o) => o.best).map((o) => o.id);
}

/**
 * A coupon ticked or unticked: at most one per shop and one of the platform's, so ticking one
 * unticks the other of its kind.
 */
export function toggled(options: readonly CouponOptionVo[], choice: CouponChoice, id: string): string[] {
  const current = chosenIds(options, choice);
  if (current.includes(id)) return current.filter((c) => c !== id);
  const coupon = options.find((o) => o.id === id);
  const sameKind = (o: CouponOptionVo | undefined) => o !== undefined && o.sellerId === coupon?.sellerId;
  return [...current.filter((c) => !sameKind(options.find((o) => o.id === c))), id];
}

function Option({
  option,
  checked,
  onToggle,
}: {
  option: CouponOptionVo;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const value = useCouponValue(option);
  const why = option.reason
    ? translateError(lang, option.reason as ErrorCode, { min: formatAmount(option.minSpend, lang) })
    : undefined;
  return (
    <li className={classes.coupon} data-testid="checkout-coupon" data-applicable={option.applicable}>
      <Checkbox
        checked={checked && option.applicable}
        disabled={!option.applicable}
        onChange={onToggle}
        label={
          <span className={classes.couponLabel}>
            <strong dir="ltr">{value}</strong> <span dir="auto">{option.title}</span>
            <span className={classes.couponScope} dir="auto">
              {option.sellerId ? option.sellerName : t('coupons.platform')}
            </span>
          </span>
        }
        description={
          option.applicable
            ? t('coupons.saves', { amount: isolateLtr(formatPrice(option.saving, lang)) })
            : (why ?? t('coupons.notApplicable'))
        }
      />
    </li>
  );
}

type CouponSectionProps = {
  options: readonly CouponOptionVo[] | undefined;
  choice: CouponChoice;
  onChange: (choice: string[]) => void;
};

/**
 * The checkout's coupons (issue 54): the best are ticked for the buyer, who may change them; what
 * each saves is beside it, and the quote's figures follow.
 */
export function CouponSection({ options, choice, onChange }: CouponSectionProps) {
  const { t } = useTranslation('cart');
  if (!options) return null;
  const chosen = chosenIds(options, choice);
  return (
    <section className={classes.card} aria-labelledby="checkout-coupons-title" data-testid="checkout-coupons">
      <h2 className={classes.cardTitle} id="checkout-coupons-title">
        {t('coupons.title')}
      </h2>
      {options.length === 0 ? (
        <p className={classes.note}>
          {t('coupons.none')} <Link to="/coupons">{t('coupons.find')}</Link>
        </p>
      ) : (
        <ul className={classes.coupons}>
          {options.map((option) => (
            <Option
              key={option.id}
              option={option}
              checked={chosen.includes(option.id)}
              onToggle={() => onChange(toggled(options, choice, option.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
