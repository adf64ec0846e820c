import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/** Lists a platform good in the shop at a price (or reprices it). */
export const useAddListing = () => usePanelChange(panel.addOrUpdate);
