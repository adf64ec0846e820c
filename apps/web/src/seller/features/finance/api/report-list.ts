import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { callEndpoint } from '../../../../lib/api-client';
import { PANEL_PAGE_SIZE, timeZone, usePanelQuery } from '../../../lib/panel-query';

/** A page of the sales report's days over the last `days` days. */
export const useReportList = (days: number, pageNum: number) =>
  usePanelQuery(
    panel.reportList,
    'report',
    { days, tz: timeZone(), pageNum, pageSize: PANEL_PAGE_SIZE },
    { keepPrevious: true },
  );

/** Every day of the report at once (report!list with all=1), for the CSV file. */
export function fetchWholeReport(days: number) {
  return callEndpoint(panel.reportList, {
    days,
    tz: timeZone(),
    all: 1,
    pageNum: 1,
    pageSize: PANEL_PAGE_SIZE,
  });
}
