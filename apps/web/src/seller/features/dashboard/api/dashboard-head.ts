import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery, timeZone } from '../../../lib/panel-query';

/** The dashboard's figures over the last `days` days (counted in the browser's zone). */
export const useDashboardHead = (days: number) =>
  usePanelQuery(panel.dashboardHead, 'head', { days, tz: timeZone() });
