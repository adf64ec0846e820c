import { sellerCouponRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * seller/coupon!end: no more claims of the coupon from now on; what buyers hold stays usable until
 * its end date. A refusal is shown by the API client (a toast) while the confirmation stays open.
 */
export function useEndCoupon() {
  const token = useToken();
  return useMutation({
    mutationFn: (couponId: string) => callEndpoint(sellerCouponRoutes.end, { couponId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerCouponsRoot(token) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.couponListRoot }),
      ]),
  });
}
