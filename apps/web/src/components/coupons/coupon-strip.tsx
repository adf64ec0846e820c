import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClaimableCoupons, type CouponFilter } from '../../lib/coupons-api';
import { ClaimButton } from './claim-button';
import { CouponTicket } from './coupon-ticket';
import classes from './coupon-strip.module.css';

/**
 * The coupons a store page or a product page offers (a shop's own, and the platform's that its
 * goods can use), each with its "Claim" button; nothing at all when there are none, or while they
 * load (the page around it does not wait for them).
 */
export function CouponStrip({ filter }: { filter: CouponFilter }) {
  const { t } = useTranslation('catalog');
  const coupons = useClaimableCoupons({ ...filter, pageSize: 6 });
  const list = coupons.data?.pageList ?? [];
  if (list.length === 0) return null;
  return (
    <section className={classes.strip} aria-labelledby="coupon-strip-title" data-testid="coupon-strip">
      <div className={classes.head}>
        <h2 className={classes.title} id="coupon-strip-title">
          {t('coupons.stripTitle')}
        </h2>
        <Link to="/coupons" className={classes.more}>
          {t('coupons.allCoupons')}
        </Link>
      </div>
      <div className={classes.list}>
        {list.map((coupon) => (
          <CouponTicket key={coupon.id} coupon={coupon} action={<ClaimButton coupon={coupon} />} />
        ))}
      </div>
    </section>
  );
}
