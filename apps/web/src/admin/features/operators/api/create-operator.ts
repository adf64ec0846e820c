import { type adminEndpoints, adminRoutes, type EndpointParams, type OperatorVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

export type CreateOperatorInput = EndpointParams<typeof adminEndpoints.createOperator>;

/** admin/operator!create (super admin). The password goes in the body, never in a URL. */
export function createOperator(input: CreateOperatorInput): Promise<OperatorVo> {
  return callEndpoint(adminRoutes.createOperator, input);
}

export function useCreateOperator() {
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.operators }),
  });
}
