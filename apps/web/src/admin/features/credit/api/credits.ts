import {
  type AdminCreditVo,
  type creditEndpoints,
  creditRoutes,
  type EndpointParams,
} from '@caravan/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys, type CreditFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

/** admin/credit!list (finance): loans in one state, waiting ones oldest first. */
export function useCredits(filter: CreditFilter) {
  return useQuery({
    queryKey: adminKeys.creditList(filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        creditRoutes.admin.list,
        { ...filter, pageSize: ADMIN_PAGE_SIZE },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.credits });

/** admin/credit!approve: pays the loan out to the borrower's wallet, once; audited. */
export function useApproveCredit() {
  return useMutation({
    mutationFn: (id: string): Promise<AdminCreditVo> => callEndpoint(creditRoutes.admin.approve, { id }),
    onSuccess: refresh,
  });
}

/** admin/credit!reject: the borrower reads the reason and may apply again; audited. */
export function useRejectCredit() {
  return useMutation({
    mutationFn: (input: { id: string; reason: string }): Promise<AdminCreditVo> =>
      callEndpoint(creditRoutes.admin.reject, input),
    onSuccess: refresh,
  });
}

/** admin/creditProduct!get: the loan on offer. */
export function useCreditProduct() {
  return useQuery({
    queryKey: adminKeys.creditProduct,
    queryFn: ({ signal }) => callEndpoint(creditRoutes.admin.product, {}, { signal, silent: true }),
  });
}

/** admin/creditProduct!save: the loan on offer, for applications from now on; audited. */
export function useSaveCreditProduct() {
  return useMutation({
    mutationFn: (input: EndpointParams<typeof creditEndpoints.admin.saveProduct>) =>
      callEndpoint(creditRoutes.admin.saveProduct, input),
    onSuccess: (product) => queryClient.setQueryData(adminKeys.creditProduct, product),
  });
}
