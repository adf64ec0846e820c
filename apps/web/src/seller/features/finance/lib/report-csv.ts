import { writeCsv, type ShopDayVo } from '@caravan/contract';

// The sales report as a CSV file (the contract's writeCsv): one row a day, the header in the user's
// language, amounts as the server's 2-decimal figures.

export const REPORT_COLUMNS = [
  'day',
  'orderNum',
  'salesAmount',
  'profit',
  'settledNum',
  'settledAmount',
  'settledProfit',
  'viewsNum',
  'newFollowers',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

const MONEY: readonly ReportColumn[] = ['salesAmount', 'profit', 'settledAmount', 'settledProfit'];

function cell(day: ShopDayVo, column: ReportColumn): string {
  const value = day[column];
  if (typeof value === 'string') return value;
  return MONEY.includes(column) ? value.toFixed(2) : String(value);
}

/** The whole file: BOM, header, one line per day, CRLF line ends (RFC 4180). */
export function reportCsv(days: readonly ShopDayVo[], header: (column: ReportColumn) => string): string {
  return writeCsv([
    REPORT_COLUMNS.map(header),
    ...days.map((day) => REPORT_COLUMNS.map((c) => cell(day, c))),
  ]);
}
