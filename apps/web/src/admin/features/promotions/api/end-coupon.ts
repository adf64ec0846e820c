import { adminCouponRoutes, type OwnedCouponVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/coupon!end: no more claims from now on; the claims buyers hold stay usable; audited. */
export function endCoupon(couponId: string): Promise<OwnedCouponVo> {
  return callEndpoint(adminCouponRoutes.end, { couponId });
}

export function useEndCoupon() {
  return useMutation({
    mutationFn: endCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
