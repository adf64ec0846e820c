import { getToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** After any order action: the lists, the counts, the detail and the timeline are all stale. */
export function refreshOrders() {
  return queryClient.invalidateQueries({ queryKey: queryKeys.ordersRoot(getToken()) });
}
