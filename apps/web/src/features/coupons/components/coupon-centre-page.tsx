import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimButton } from '../../../components/coupons/claim-button';
import { CouponTicket } from '../../../components/coupons/coupon-ticket';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, InlineLoader, QueryError } from '../../../components/ui/states';
import { useClaimableCoupons } from '../../../lib/coupons-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
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
  const data = coupons.data;

  let body;
  if (data) {
    body =
      data.pageList.length === 0 ? (
        <EmptyState>{t('coupons.centreEmpty')}</EmptyState>
      ) : (
        <>
          <div className={classes.grid} aria-busy={coupons.isPlaceholderData}>
            {data.pageList.map((coupon) => (
              <CouponTicket
                key={coupon.id}
                coupon={coupon}
                muted={coupon.claimed >= coupon.total}
                action={<ClaimButton coupon={coupon} size="sm" />}
              />
            ))}
          </div>
          <Pager
            page={page}
            totalItems={data.pageInfo.totalElements}
            pageSize={PAGE_SIZE}
            onChange={setPage}
            label={t('coupons.pages')}
          />
        </>
      );
  } else if (coupons.isError) {
    body = <QueryError query={coupons} title={t('coupons.loadFailed')} />;
  } else {
    body = <InlineLoader label={t('coupons.loading')} />;
  }
  return (
    <div className={`cv-container ${classes.page}`} data-testid="page-coupons">
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.intro}>{t('coupons.centreIntro')}</p>
      {body}
    </div>
  );
}
