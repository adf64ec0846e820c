import {
  type AdminOfferVo,
  type catalogAdminEndpoints,
  catalogAdminRoutes,
  type EndpointParams,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/**
 * admin/sellerGoods!updateTerms: an offer's price ladder (JSON text), minimum, pack and sample, with
 * the operator's reason. The terms dialog shows a refusal beside its fields, so no toast says it.
 */
export function updateOfferTerms(
  params: EndpointParams<typeof catalogAdminEndpoints.updateOfferTerms>,
): Promise<AdminOfferVo> {
  return callEndpoint(catalogAdminRoutes.updateOfferTerms, params, { silent: true });
}

export function useUpdateOfferTerms() {
  return useMutation({
    mutationFn: updateOfferTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.offers }),
  });
}
