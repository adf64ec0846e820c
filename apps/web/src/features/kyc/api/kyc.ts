import { type EndpointParams, type kycEndpoints, kycRoutes } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type SellerRegisterInput = EndpointParams<typeof kycEndpoints.register>;

/** kyc!get: the caller's application to sell and where it stands. */
export function useKyc() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.kyc(token),
    queryFn: ({ signal }) => callEndpoint(kycRoutes.get, {}, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** seller/version!register: the shop application, with the identity behind it. */
export function useRegisterShop() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: SellerRegisterInput) => callEndpoint(kycRoutes.register, input),
    onSuccess: (kyc) => {
      queryClient.setQueryData(queryKeys.kyc(token), kyc);
      return queryClient.invalidateQueries({ queryKey: queryKeys.currentUser(token) });
    },
  });
}
