import type { sellerPanelEndpoints as panel, EndpointParams, EndpointReply } from '@caravan/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { useToken } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

// How the seller centre's endpoints are read and changed (contract §3.1), each for the caller's own
// shop: reads are keyed under one root per session (sellerPanelRoot), which every change refreshes.
// Each endpoint's hook is a file of its area's api/.

/** Items per page in the panel's lists. */
export const PANEL_PAGE_SIZE = 12;

type Endpoint = (typeof panel)[keyof typeof panel];

/** A read of the panel, cached per session, language and parameters. */
export function usePanelQuery<E extends Endpoint>(
  endpoint: E,
  view: string,
  params: EndpointParams<E>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.sellerPanel(token, lang, view, params as object),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint, params, { signal, silent: true }) as Promise<EndpointReply<E>>,
    enabled: token !== null && (options.enabled ?? true),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: 30_000,
  });
}

/** Refreshes every view of the shop (and the header's name) after a change. */
function refreshPanel() {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: queryKeys.currentUserRoot,
      predicate: (q) => q.queryKey[2] === 'seller-panel',
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sellerInfoRoot }),
  ]);
}

/** The browser's time zone, so "today" and each day of the figures are the seller's own. */
export function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A change to the shop: errors are shown by the API client in the user's language, or by the caller
 * itself (`silent`: a form that shows the refusal beside the fields).
 */
export function usePanelChange<E extends Endpoint>(
  endpoint: E,
  { silent = false }: { silent?: boolean } = {},
) {
  return useMutation({
    mutationFn: (params: EndpointParams<E>) =>
      callEndpoint(endpoint, params, { silent }) as Promise<EndpointReply<E>>,
    onSuccess: refreshPanel,
  });
}
