import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery, timeZone } from '../../../lib/panel-query';

/** The sales report's totals over the last `days` days. */
export const useReportHead = (days: number) =>
  usePanelQuery(panel.reportHead, 'report-head', { days, tz: timeZone() });
