import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { PANEL_PAGE_SIZE, usePanelQuery } from '../../../lib/panel-query';

export type LibraryFilter = { pageNum: number; categoryId?: string; keyword?: string };

/** A page of the platform's goods a shop may list. */
export const useLibrary = (filter: LibraryFilter) =>
  usePanelQuery(panel.library, 'library', { ...filter, pageSize: PANEL_PAGE_SIZE }, { keepPrevious: true });
