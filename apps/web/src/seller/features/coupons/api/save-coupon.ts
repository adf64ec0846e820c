import { sellerCouponRoutes, type EndpointParams, type sellerCouponEndpoints } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

export type CouponSaveParams = EndpointParams<typeof sellerCouponEndpoints.save>;

/**
 * seller/coupon!save: a new coupon of the shop (no `id`) or changes to one. The dialog shows a
 * refusal beside its fields (silent); the shop's lists, and the coupons buyers are offered, are read
 * again.
 */
export function useSaveCoupon() {
  const token = useToken();
  return useMutation({
    mutationFn: (params: CouponSaveParams) => callEndpoint(sellerCouponRoutes.save, params, { silent: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCouponsRoot(token) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.couponListRoot }),
      ]),
  });
}
