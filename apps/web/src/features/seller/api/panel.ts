import { sellerPanelEndpoints as panel, type EndpointParams, type EndpointReply } from '@caravan/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

// The seller panel's reads and changes (contract §3.1), each for the caller's own shop. Reads are
// keyed under one root per session (sellerPanelRoot), which every change refreshes.

/** Items per page in the panel's lists. */
export const PANEL_PAGE_SIZE = 12;

type Endpoint = (typeof panel)[keyof typeof panel];

/** A read of the panel, cached per session, language and parameters. */
function usePanelQuery<E extends Endpoint>(
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
      queryKey: ['current-user'],
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

// The dashboard and the report ask for the last `days` days: the server counts them to its own today
// in the browser's zone, and says which days those were.

export const useDashboardHead = (days: number) =>
  usePanelQuery(panel.dashboardHead, 'head', { days, tz: timeZone() });
export const useDashboardLine = (days: number) =>
  usePanelQuery(panel.dashboardLine, 'line', { days, tz: timeZone() });
export const useDashboardGoods = (days: number) =>
  usePanelQuery(panel.dashboardGoods, 'top-goods', { days, tz: timeZone(), limit: 5, sortBy: 'amount' });
export const useOrderStats = () => usePanelQuery(panel.dashboardStats, 'stats', {});

export const useReportHead = (days: number) =>
  usePanelQuery(panel.reportHead, 'report-head', { days, tz: timeZone() });
export const useReportList = (days: number, pageNum: number) =>
  usePanelQuery(
    panel.reportList,
    'report',
    { days, tz: timeZone(), pageNum, pageSize: PANEL_PAGE_SIZE },
    { keepPrevious: true },
  );

/** Every day of the report at once (report!list with all=1), for the CSV file. */
export function fetchWholeReport(days: number) {
  return callEndpoint(panel.reportList, {
    days,
    tz: timeZone(),
    all: 1,
    pageNum: 1,
    pageSize: PANEL_PAGE_SIZE,
  });
}

export const useProfitRange = () => usePanelQuery(panel.profitRange, 'profit-range', {});

export type LibraryFilter = { pageNum: number; categoryId?: string; keyword?: string };
export const useLibrary = (filter: LibraryFilter) =>
  usePanelQuery(panel.library, 'library', { ...filter, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });

export type ListingFilter = { pageNum: number; keyword?: string; isShelf?: number; discount?: number };
export const useListings = (filter: ListingFilter) =>
  usePanelQuery(panel.listings, 'listings', { ...filter, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });

export const useShopProfile = () => usePanelQuery(panel.profile, 'profile', {});

export type ReviewFilter = { pageNum: number; evaluationType?: number };
export const useShopReviews = (filter: ReviewFilter) =>
  usePanelQuery(panel.reviews, 'reviews', { ...filter, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });

export const useFollowers = (pageNum: number) =>
  usePanelQuery(panel.followers, 'followers', { pageNum, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });

/** A change to the shop: errors are shown by the API client in the user's language. */
function usePanelChange<E extends Endpoint>(endpoint: E) {
  return useMutation({
    mutationFn: (params: EndpointParams<E>) => callEndpoint(endpoint, params) as Promise<EndpointReply<E>>,
    onSuccess: refreshPanel,
  });
}

export const useAddListing = () => usePanelChange(panel.addOrUpdate);
export const useUpdateListing = () => usePanelChange(panel.update);
export const useRemoveListing = () => usePanelChange(panel.remove);
export const useShelfBatch = () => usePanelChange(panel.shelfBatch);
export const useDiscountBatch = () => usePanelChange(panel.discountBatch);
export const useUpdateShop = () => usePanelChange(panel.updateProfile);
