import { couponRoutes, type MyCouponState } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

export const MY_COUPONS_PAGE_SIZE = 20;

/** coupon!mine: the buyer's coupons in one state (available, used, expired), a page at a time. */
export function useMyCoupons(state: MyCouponState, pageNum: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.myCoupons(token, state, pageNum),
    queryFn: () => callEndpoint(couponRoutes.mine, { state, pageNum, pageSize: MY_COUPONS_PAGE_SIZE }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
