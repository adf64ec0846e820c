import { sellerCouponRoutes, type CouponState } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryKeys } from '../../../../lib/query-keys';
import { PANEL_PAGE_SIZE } from '../../../lib/panel-query';

export type CouponFilter = { state?: CouponState; pageNum: number };

/**
 * seller/coupon!list: a page of the shop's own coupons, all or in one state, newest first. The page
 * shows a failure itself (silent).
 */
export function useSellerCoupons(filter: CouponFilter) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.sellerCoupons(token, filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        sellerCouponRoutes.list,
        { ...filter, pageSize: PANEL_PAGE_SIZE },
        { signal, silent: true },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    // A coupon moves from scheduled to running to ended with the clock, not only with a change here.
    staleTime: 30_000,
  });
}
