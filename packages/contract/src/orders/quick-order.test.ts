import { describe, expect, it } from 'vitest';
import { quickOrderItem, readQuickOrder } from './quick-order.js';

const A = '4b9f1c2e-0000-4000-8000-000000000001';
const B = '7c1e0d3f-0000-4000-8000-000000000002';

describe('readQuickOrder', () => {
  it('reads CSV with a header, a BOM, quotes and CRLF, skipping blank lines', () => {
    const read = readQuickOrder(`\uFEFFitem,quantity\r\n"${A}",120\r\n\r\n${A}/${B}, 24\r\n`);
    expect(read.lines).toEqual([
      { line: 2, item: A, quantity: 120 },
      { line: 4, item: `${A}/${B}`, quantity: 24 },
    ]);
    expect(read.unreadable).toEqual([]);
  });

  it('reads columns pasted from a spreadsheet (tabs) and semicolons', () => {
    expect(readQuickOrder(`${A}\t10\n${B}\t20`).lines.map((l) => l.quantity)).toEqual([10, 20]);
    expect(readQuickOrder(`${A};10`).lines).toEqual([{ line: 1, item: A, quantity: 10 }]);
  });

  it('names each line it cannot read, by its number', () => {
    const read = readQuickOrder(`${A},10\nlamp, three\n${A},0\n${A},-2\n${A},1.5\n${A},3,extra\n${A}/nope,1`);
    expect(read.lines).toEqual([{ line: 1, item: A, quantity: 10 }]);
    expect(read.unreadable.map((u) => u.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(read.unreadable[0]?.text).toBe('lamp, three');
  });

  it('stops at a quote never closed, naming its line', () => {
    const read = readQuickOrder(`${A},10\n"${B},5`);
    expect(read.lines).toHaveLength(1);
    expect(read.unreadable).toEqual([{ line: 2, text: '"' }]);
  });
});

describe('quickOrderItem', () => {
  it('takes an id, or offer/SKU, and nothing else', () => {
    expect(quickOrderItem(A.toUpperCase())).toEqual({ first: A, sku: null });
    expect(quickOrderItem(`${A}/${B}`)).toEqual({ first: A, sku: B });
    for (const bad of ['', 'lamp', `${A}/`, `${A}/${B}/${B}`, `${A} x`])
      expect(quickOrderItem(bad)).toBeNull();
  });
});
