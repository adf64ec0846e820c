import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/** Saves the shop's profile. */
export const useUpdateShop = () => usePanelChange(panel.updateProfile);
