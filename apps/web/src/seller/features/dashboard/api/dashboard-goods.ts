import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery, timeZone } from '../../../lib/panel-query';

/** The five goods that sold most over the last `days` days. */
export const useDashboardGoods = (days: number) =>
  usePanelQuery(panel.dashboardGoods, 'top-goods', { days, tz: timeZone(), limit: 5, sortBy: 'amount' });
