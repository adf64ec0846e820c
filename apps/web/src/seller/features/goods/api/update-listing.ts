import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/** Changes a listing (its price, its descriptions). */
export const useUpdateListing = () => usePanelChange(panel.update);
