import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { PANEL_PAGE_SIZE, usePanelQuery } from '../../../lib/panel-query';

export type ListingFilter = { pageNum: number; keyword?: string; isShelf?: number; discount?: number };

/** A page of the shop's listings. */
export const useListings = (filter: ListingFilter) =>
  usePanelQuery(panel.listings, 'listings', { ...filter, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });
