import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery } from '../../../lib/panel-query';

/** The shop's profile as its settings page edits it. */
export const useShopProfile = () => usePanelQuery(panel.profile, 'profile', {});
