import { describe, expect, it } from 'vitest';
import {
  LISTING_CSV_LIMITS,
  ListingCsvLineParams,
  ladderFromCell,
  listingTermsCsv,
  readListingTermsCsv,
  type ListingTermsVo,
} from './listing-csv.js';

const ID = '0b6f1c1e-6a2b-4d7e-9a51-3f0f4b2b9c10';
const GOOD = '5e0c3a57-7d0b-4a5f-8f7e-2b8d8f0b8a11';

const row = (overrides: Partial<ListingTermsVo> = {}): ListingTermsVo => ({
  id: ID,
  goodsId: GOOD,
  name: 'Mug, "large"',
  sellingPrice: 15,
  discountRatio: 0.15,
  moq: 10,
  packSize: 10,
  samplePrice: 18.5,
  sampleLimit: 3,
  priceTiers: [
    { minQty: 10, price: 15 },
    { minQty: 100, price: 13.5 },
  ],
  ...overrides,
});

describe('the listings’ terms as a file', () => {
  it('writes a header and a line per listing: prices at 2 decimals, the ladder in one cell', () => {
    const csv = listingTermsCsv([row(), row({ priceTiers: [{ minQty: 1, price: 9 }], samplePrice: null })]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'sellerGoodsId,goodsId,name,sellingPrice,discountRatio,moq,packSize,samplePrice,sampleLimit,priceTiers',
    );
    expect(lines[1]).toBe(`${ID},${GOOD},"Mug, ""large""",15.00,0.15,10,10,18.50,3,10:15.00|100:13.50`);
    // One rung is no ladder: the cell is blank.
    expect(lines[2]).toBe(`${ID},${GOOD},"Mug, ""large""",15.00,0.15,10,10,,3,`);
  });

  it('reads back what it writes, cell for cell', () => {
    const read = readListingTermsCsv(listingTermsCsv([row()]));
    expect(read).toEqual({
      ok: true,
      unreadable: [],
      lines: [
        {
          line: 2,
          cells: {
            sellerGoodsId: ID,
            goodsId: GOOD,
            name: 'Mug, "large"',
            sellingPrice: '15.00',
            discountRatio: '0.15',
            moq: '10',
            packSize: '10',
            samplePrice: '18.50',
            sampleLimit: '3',
            priceTiers: '10:15.00|100:13.50',
          },
        },
      ],
    });
  });

  it('takes the columns in any order and case, and leaves out the ones not named', () => {
    const read = readListingTermsCsv(`SellingPrice, SELLERGOODSID\n16,${ID}\n`);
    expect(read).toMatchObject({
      ok: true,
      lines: [{ line: 2, cells: { sellingPrice: '16', sellerGoodsId: ID } }],
    });
  });

  it('reads a spreadsheet’s semicolon file with decimal commas', () => {
    const read = readListingTermsCsv(
      `sellerGoodsId;sellingPrice;priceTiers\r\n${ID};15,50;10:15,50|100:13,00\r\n`,
    );
    expect(read).toMatchObject({
      ok: true,
      lines: [{ cells: { sellingPrice: '15.50', priceTiers: '10:15.50|100:13.00' } }],
    });
  });

  it('refuses a file with no listings, an unknown or repeated column, or no listing id', () => {
    expect(readListingTermsCsv('')).toMatchObject({ ok: false, code: 'SELLER_IMPORT_EMPTY' });
    expect(readListingTermsCsv('\uFEFFsellerGoodsId,moq\r\n\r\n')).toMatchObject({
      ok: false,
      code: 'SELLER_IMPORT_EMPTY',
    });
    expect(readListingTermsCsv('sellerGoodsId,price\n')).toMatchObject({
      ok: false,
      code: 'SELLER_IMPORT_COLUMN_UNKNOWN',
      params: { column: 'price' },
    });
    expect(readListingTermsCsv('sellerGoodsId,moq,MOQ\n')).toMatchObject({
      code: 'SELLER_IMPORT_COLUMN_UNKNOWN',
      params: { column: 'MOQ' },
    });
    expect(readListingTermsCsv('moq\n10\n')).toMatchObject({
      code: 'SELLER_IMPORT_COLUMN_MISSING',
      params: { column: 'sellerGoodsId' },
    });
  });

  it('refuses a file of more listings than one import takes', () => {
    const text = `sellerGoodsId\n${`${ID}\n`.repeat(LISTING_CSV_LIMITS.maxLines + 1)}`;
    expect(readListingTermsCsv(text)).toMatchObject({
      ok: false,
      code: 'SELLER_IMPORT_TOO_LONG',
      params: { max: LISTING_CSV_LIMITS.maxLines },
    });
  });

  it('names the lines with too many or too few cells, and a quote never closed', () => {
    const read = readListingTermsCsv(`sellerGoodsId,moq\n${ID},10,3\n${ID}\n${ID},"10\n`);
    expect(read).toEqual({
      ok: true,
      lines: [],
      unreadable: [
        { line: 2, code: 'SELLER_IMPORT_CELLS', params: { count: 3, expected: 2 } },
        { line: 3, code: 'SELLER_IMPORT_CELLS', params: { count: 1, expected: 2 } },
        { line: 4, code: 'SELLER_IMPORT_QUOTE_OPEN', params: {} },
      ],
    });
  });
});

describe('a line’s fields', () => {
  const parse = (cells: Record<string, string>) =>
    ListingCsvLineParams.safeParse({ sellerGoodsId: ID, ...cells });

  it('reads a ladder cell as goods!update’s rungs, and hands anything else on to be refused', () => {
    expect(ladderFromCell('10:15.00 | 100 : 13.5')).toEqual([
      { minQty: 10, price: '15.00' },
      { minQty: 100, price: '13.5' },
    ]);
    expect(ladderFromCell('10=15')).toBe('10=15');
    expect(parse({ priceTiers: '10:15.00|100:13.50' }).data?.priceTiers).toEqual([
      { minQty: 10, price: '15.00' },
      { minQty: 100, price: '13.50' },
    ]);
    expect(parse({ priceTiers: '' }).data?.priceTiers).toBeUndefined();
  });

  it('refuses what goods!update refuses, naming the field', () => {
    for (const [cells, field] of [
      [{ sellerGoodsId: 'x' }, 'sellerGoodsId'],
      [{ sellingPrice: '1.234' }, 'sellingPrice'],
      [{ sellingPrice: '-3' }, 'sellingPrice'],
      [{ moq: '0' }, 'moq'],
      [{ packSize: '2.5' }, 'packSize'],
      [{ sampleLimit: '101', samplePrice: '3' }, 'sampleLimit'],
      [{ priceTiers: '10:15|20:14|30:13|40:12|50:11|60:10' }, 'priceTiers'],
      [{ priceTiers: '10:abc' }, 'priceTiers'],
      [{ priceTiers: '10-15' }, 'priceTiers'],
      [{ discountRatio: '1.5' }, 'discountRatio'],
      [{ goodsId: 'not-an-id' }, 'goodsId'],
    ] as const) {
      const result = parse(cells);
      expect(result.success, JSON.stringify(cells)).toBe(false);
      expect(result.error?.issues[0]?.path[0], JSON.stringify(cells)).toBe(field);
    }
  });

  it('takes a sample as its price and limit together, or neither', () => {
    expect(parse({ samplePrice: '', sampleLimit: '' }).success).toBe(true);
    expect(parse({ samplePrice: '4', sampleLimit: '2' }).success).toBe(true);
    const missing = parse({ samplePrice: '4', sampleLimit: '' });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['sampleLimit'],
      params: { error: 'COMMON_PARAM_MISSING', errorParams: { field: 'sampleLimit' } },
    });
    // A file without the limit's column leaves the limit as it is.
    expect(parse({ samplePrice: '4' }).success).toBe(true);
  });
});
