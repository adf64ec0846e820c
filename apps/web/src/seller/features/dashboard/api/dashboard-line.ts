import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery, timeZone } from '../../../lib/panel-query';

/** The dashboard's day-by-day line over the last `days` days. */
export const useDashboardLine = (days: number) =>
  usePanelQuery(panel.dashboardLine, 'line', { days, tz: timeZone() });
