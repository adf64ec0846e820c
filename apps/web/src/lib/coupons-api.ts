import { couponRoutes, type CouponVo } from '@caravan/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint, errorMessage } from './api-client';
import { ApiError } from './api-error';
import { getToken, useToken } from './auth';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { toast } from './toast';

// Coupons buyers claim (coupon!list, coupon!claim; issue 54). Here rather than in a feature because
// the coupon centre, the store page and the product page all offer them.

export type CouponFilter = { sellerId?: string; sellerGoodsId?: string; pageNum?: number; pageSize?: number };

/** coupon!list: the coupons one may claim now (a shop's, a listing's, or all), with how many the caller holds. */
export function useClaimableCoupons(filter: CouponFilter, enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.couponList(token, filter),
    queryFn: () => callEndpoint(couponRoutes.list, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * coupon!claim: one more of the coupon for the buyer. Every list that shows it (and the buyer's
 * own coupons, and what a checkout can use) is read again, so its counts stay the server's.
 */
export function useClaimCoupon() {
  return useMutation({
    mutationFn: (couponId: string) => callEndpoint(couponRoutes.claim, { couponId }, { silent: true }),
    onSuccess: (coupon: CouponVo) => {
      queryClient.setQueriesData<{ pageList: CouponVo[] }>({ queryKey: queryKeys.couponListRoot }, (page) =>
        page ? { ...page, pageList: page.pageList.map((c) => (c.id === coupon.id ? coupon : c)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.couponListRoot });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myCouponsRoot(getToken()) });
    },
    onError: (error) => {
      if (error instanceof ApiError) toast.error(errorMessage(error));
    },
  });
}
