import type { ShopDayVo } from '@caravan/contract';

// The sales report as a CSV file: one row a day, the header in the user's language, amounts as the
// server's 2-decimal figures, a byte-order mark so spreadsheet programs read it as UTF-8.

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

/** One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvField(value: string): string {
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: a quote mark stops it.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(day: ShopDayVo, column: ReportColumn): string {
  const value = day[column];
  if (typeof value === 'string') return value;
  return MONEY.includes(column) ? value.toFixed(2) : String(value);
}

/** The whole file: BOM, header, one line per day, CRLF line ends (RFC 4180). */
export function reportCsv(days: readonly ShopDayVo[], header: (column: ReportColumn) => string): string {
  const lines = [REPORT_COLUMNS.map((c) => csvField(header(c))).join(',')];
  for (const day of days) lines.push(REPORT_COLUMNS.map((c) => csvField(cell(day, c))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers `text` as a file download named `name`. */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
