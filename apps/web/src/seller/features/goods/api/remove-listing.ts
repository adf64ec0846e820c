import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/** Takes a listing out of the shop. */
export const useRemoveListing = () => usePanelChange(panel.remove);
