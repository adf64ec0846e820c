import { adminCouponRoutes, type CouponState } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

/** Which coupons the page lists: one state (or all) and a page. */
export type CouponFilter = { state?: CouponState; pageNum: number };

/** admin/coupon!list (operations): every campaign's coupons, newest first, optionally in one state. */
export function useCoupons(filter: CouponFilter) {
  return useQuery({
    queryKey: adminKeys.couponList(filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        adminCouponRoutes.list,
        { ...filter, pageSize: ADMIN_PAGE_SIZE },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
