import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/** Sets or clears a discount on listings. */
export const useDiscountBatch = () => usePanelChange(panel.discountBatch);
