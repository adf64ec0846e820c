import { OperatorVo, type OperatorRole } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

export type CreateOperatorInput = { username: string; password: string; role: OperatorRole };

/** admin/operator!create (super admin). The password goes in the body, never in a URL. */
export function createOperator(input: CreateOperatorInput): Promise<OperatorVo> {
  return apiRequest('operator!create', { scope: 'admin', body: input, schema: OperatorVo });
}

export function useCreateOperator() {
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.operators }),
  });
}
