import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { clearOperatorSession } from '../../../../lib/operator-auth';

/** admin/auth!logout: ends the session on the server; the console forgets it whatever the reply. */
export async function logoutOperator(): Promise<void> {
  try {
    await callEndpoint(adminRoutes.logout, {}, { silent: true });
  } finally {
    clearOperatorSession();
  }
}

export function useOperatorLogout() {
  return useMutation({ mutationFn: logoutOperator });
}
