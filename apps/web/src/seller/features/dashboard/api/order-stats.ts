import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery } from '../../../lib/panel-query';

/** The shop's orders by state, for the dashboard. */
export const useOrderStats = () => usePanelQuery(panel.dashboardStats, 'stats', {});
