import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimButton } from '../../../components/coupons/claim-button';
import { CouponTicket } from '../../../components/coupons/coupon-ticket';
import { useClaimableCoupons } from '../../../lib/coupons-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CouponGrid } from './coupon-grid';
import classes from './coupons.module.css';

const PAGE_SIZE = 20;

/**
 * /coupons (and /wap/coupons): every coupon buyers may claim now, the platform's and the shops',
 * soonest to end first; claiming one asks a visitor to log in.
 */
export function CouponCentrePage() {
  const { t } = useTranslation('catalog');
  const title = t('coupons.centreTitle');
  useDocumentTitle(title);
  const [page, setPage] = useState(1);
  const coupons = useClaimableCoupons({ pageNum: page, pageSize: PAGE_SIZE });
  return (
    <div className={`cv-container ${classes.page}`} data-testid="page-coupons">
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.intro}>{t('coupons.centreIntro')}</p>
      <CouponGrid
        query={coupons}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={t('coupons.centreEmpty')}
        renderItem={(coupon) => (
          <CouponTicket
            key={coupon.id}
            coupon={coupon}
            muted={coupon.claimed >= coupon.total}
            action={<ClaimButton coupon={coupon} size="sm" />}
          />
        )}
      />
    </div>
  );
}
