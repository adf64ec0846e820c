import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { clearOperatorSession } from '../../lib/operator-auth';

/** admin/auth!logout: ends the session on the server; the console forgets it whatever the reply. */
export async function logoutOperator(): Promise<void> {
  try {
    await apiRequest('auth!logout', { scope: 'admin', silent: true });
  } finally {
    clearOperatorSession();
  }
}

export function useOperatorLogout() {
  return useMutation({ mutationFn: logoutOperator });
}
