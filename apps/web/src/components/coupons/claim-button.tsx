import type { CouponVo } from '@caravan/contract';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClaimCoupon } from '../../lib/coupons-api';
import { useRequireLogin } from '../../lib/require-login';
import { toast } from '../../lib/toast';

/**
 * A claimable coupon's button: "Claim" (a visitor is sent to log in first), "Claimed" once the
 * buyer holds as many as one may, "All claimed" when none are left.
 */
export function ClaimButton({ coupon, size = 'xs' }: { coupon: CouponVo; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('catalog');
  const claim = useClaimCoupon();
  const requireLogin = useRequireLogin();
  const held = coupon.mine >= coupon.perBuyer;
  const soldOut = coupon.claimed >= coupon.total;
  if (held || soldOut) {
    return (
      <Button size={size} variant="default" disabled data-testid="coupon-claimed">
        {held ? t('coupons.claimed') : t('coupons.soldOut')}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      color={coupon.sellerId ? 'red' : undefined}
      loading={claim.isPending}
      data-testid="coupon-claim"
      onClick={() =>
        requireLogin(() =>
          claim.mutate(coupon.id, { onSuccess: () => toast.success(t('coupons.claimDone')) }),
        )
      }
    >
      {coupon.mine > 0 ? t('coupons.claimAnother') : t('coupons.claim')}
    </Button>
  );
}
