import {
  type AdminSellerApplicationVo,
  type EndpointReply,
  type kycEndpoints,
  kycRoutes,
} from '@caravan/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys, type SellerApplicationFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type SellerApplicationPage = EndpointReply<typeof kycEndpoints.admin.list>;

/** admin/sellerApplication!list (operations): shop applications in one state, waiting ones oldest first. */
export function useSellerApplications(filter: SellerApplicationFilter) {
  return useQuery({
    queryKey: adminKeys.sellerApplicationList(filter),
    queryFn: ({ signal }) =>
      callEndpoint(kycRoutes.admin.list, { ...filter, pageSize: ADMIN_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.sellerApplications });

/** admin/sellerApplication!approve: opens the shop for the applicant, once; audited. */
export function useApproveApplication() {
  return useMutation({
    mutationFn: (id: string): Promise<AdminSellerApplicationVo> =>
      callEndpoint(kycRoutes.admin.approve, { id }),
    onSuccess: refresh,
  });
}

/** admin/sellerApplication!reject: the applicant sees the reason and may apply again; audited. */
export function useRejectApplication() {
  return useMutation({
    mutationFn: (input: { id: string; reason: string }): Promise<AdminSellerApplicationVo> =>
      callEndpoint(kycRoutes.admin.reject, input),
    onSuccess: refresh,
  });
}
