import type { OperatorVo } from '@caravan/contract';
import { adminRoutes, type OperatorRole } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

export type UpdateOperatorInput = { id: string; role?: OperatorRole; status?: 0 | 1; reason: string };

/** admin/operator!update (super admin): a new role and/or status, with the reason for the audit log. */
export function updateOperator(input: UpdateOperatorInput): Promise<OperatorVo> {
  return callEndpoint(adminRoutes.updateOperator, input);
}

export function useUpdateOperator() {
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.operators }),
  });
}
