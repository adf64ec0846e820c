import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { PANEL_PAGE_SIZE, usePanelQuery } from '../../../lib/panel-query';

export type ReviewFilter = { pageNum: number; evaluationType?: number };

/** A page of buyers' reviews of the shop's goods. */
export const useShopReviews = (filter: ReviewFilter) =>
  usePanelQuery(panel.reviews, 'reviews', { ...filter, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });
