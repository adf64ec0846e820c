import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { PANEL_PAGE_SIZE, usePanelQuery } from '../../../lib/panel-query';

/** A page of the shop's followers. */
export const useFollowers = (pageNum: number) =>
  usePanelQuery(panel.followers, 'followers', { pageNum, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });
