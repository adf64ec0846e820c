import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/** Puts listings on or takes them off the shelf. */
export const useShelfBatch = () => usePanelChange(panel.shelfBatch);
