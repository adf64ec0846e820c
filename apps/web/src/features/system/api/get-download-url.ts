import { systemRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** index!download-url: the buyer and seller app links. */
export function getDownloadUrls(signal?: AbortSignal) {
  return callEndpoint(systemRoutes.downloadUrl, {}, { signal, silent: true });
}

export function useDownloadUrls() {
  return useQuery({
    queryKey: queryKeys.downloadUrl,
    queryFn: ({ signal }) => getDownloadUrls(signal),
    staleTime: 30 * 60_000,
  });
}
