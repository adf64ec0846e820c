import type { ShopDayVo } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';

const day = (overrides: Partial<ShopDayVo> = {}): ShopDayVo => ({
  day: '2026-03-01',
  orderNum: 3,
  salesAmount: 1234.5,
  profit: 210.05,
  settledNum: 1,
  settledAmount: 99.9,
  settledProfit: 12,
  viewsNum: 140,
  newFollowers: 2,
  ...overrides,
});

describe('the report as CSV', () => {
  it('writes a BOM, the translated header and a line a day with 2-decimal amounts', () => {
    const csv = reportCsv([day(), day({ day: '2026-03-02', salesAmount: 0, profit: 0 })], (c) => `H:${c}`);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'H:day,H:orderNum,H:salesAmount,H:profit,H:settledNum,H:settledAmount,H:settledProfit,H:viewsNum,H:newFollowers',
    );
    expect(lines[1]).toBe('2026-03-01,3,1234.50,210.05,1,99.90,12.00,140,2');
    expect(lines[2]).toBe('2026-03-02,3,0.00,0.00,1,99.90,12.00,140,2');
    expect(lines[3]).toBe('');
  });

  it('quotes a header with a comma and defuses one that reads as a formula', () => {
    const csv = reportCsv([day()], (c) => (c === 'day' ? 'Day, UTC' : c === 'profit' ? '=profit' : c));
    expect(csv.slice(1).split('\r\n')[0]).toMatch(/^"Day, UTC",orderNum,salesAmount,'=profit,/);
  });
});
