import { MY_COUPON_STATES, type MyCouponState, type MyCouponVo } from '@caravan/contract';
import { Button, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CouponTicket } from '../../../components/coupons/coupon-ticket';
import { DateTime } from '../../../components/ui/date-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MY_COUPONS_PAGE_SIZE, useMyCoupons } from '../api/get-my-coupons';
import { CouponGrid } from './coupon-grid';
import classes from './coupons.module.css';

/** Where a coupon can be spent: its shop's page, or the home for one of the platform's. */
function whereToUse(coupon: MyCouponVo): string {
  return coupon.sellerId ? `/store?id=${coupon.sellerId}` : '/index';
}

function MyCoupon({ coupon }: { coupon: MyCouponVo }) {
  const { t } = useTranslation('catalog');
  const where = whereToUse(coupon);
  let action;
  if (coupon.state === 'available') {
    action = (
      <Button component={Link} to={where} size="xs" variant="light" data-testid="coupon-use">
        {t('coupons.use')}
      </Button>
    );
  } else if (coupon.state === 'used') {
    action = (
      <span className={classes.stamp}>
        {t('coupons.usedOn')} <DateTime value={coupon.useTime} />
      </span>
    );
  } else {
    action = <span className={classes.stamp}>{t('coupons.expired')}</span>;
  }
  return <CouponTicket coupon={coupon} muted={coupon.state !== 'available'} action={action} />;
}

/** /userInfo/coupons: the buyer's coupons, ready to use, used, or expired. */
export function MyCouponsPage() {
  const { t } = useTranslation('catalog');
  const title = t('coupons.mineTitle');
  useDocumentTitle(title);
  const [state, setState] = useState<MyCouponState>('available');
  const [page, setPage] = useState(1);
  const coupons = useMyCoupons(state, page);
  return (
    <section className={classes.mine} data-testid="page-my-coupons">
      <div className={classes.mineHead}>
        <h1 className={classes.title}>{title}</h1>
        <Button component={Link} to="/coupons" variant="subtle" size="sm">
          {t('coupons.goCentre')}
        </Button>
      </div>
      <SegmentedControl
        value={state}
        onChange={(next) => {
          setState(next as MyCouponState);
          setPage(1);
        }}
        data={MY_COUPON_STATES.map((s) => ({ value: s, label: t(`coupons.states.${s}`) }))}
        aria-label={t('coupons.stateLabel')}
        data-testid="my-coupons-state"
      />
      <CouponGrid
        query={coupons}
        page={page}
        pageSize={MY_COUPONS_PAGE_SIZE}
        onPage={setPage}
        testId="my-coupons"
        empty={
          <>
            {t(`coupons.mineEmpty.${state}`)}{' '}
            {state === 'available' && <Link to="/coupons">{t('coupons.goCentre')}</Link>}
          </>
        }
        renderItem={(coupon) => <MyCoupon key={coupon.claimId} coupon={coupon} />}
      />
    </section>
  );
}
