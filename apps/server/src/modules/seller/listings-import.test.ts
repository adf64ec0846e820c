// Issue 53: a seller exports the listings' prices and wholesale terms as CSV and imports them back.
// The import checks every line as goods!update checks one listing and changes all of them in one
// transaction, or, when one line is refused, nothing, naming every refused line.
import { LISTING_CSV_LIMITS, ListingImportVo, ListingTermsVo, listingTermsCsv } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { sellerGoods } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import {
  callPanel,
  libraryGood,
  listGood,
  outsiders,
  panel,
  panelPath,
  sellerWithToken,
} from '../../../test/seller-fixtures.js';

const t = useTestApp({ rateLimitPerMinute: 0 });
const call = callPanel(t);
type Shop = Awaited<ReturnType<typeof sellerWithToken>>;

const HEADER =
  'sellerGoodsId,goodsId,name,sellingPrice,discountRatio,moq,packSize,samplePrice,sampleLimit,priceTiers';

/** Sends a file to goods!import in a JSON body, as the panel does. */
async function importCsv(token: string, body: Record<string, unknown>) {
  return t.action(
    panelPath(panel.importTerms),
    {},
    {
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    },
  );
}

async function importFile(shop: Shop, csv: string) {
  const res = await importCsv(shop.token, { csv });
  expect(res.code, `${res.key} ${res.msg}`).toBe('0');
  return ListingImportVo.parse(res.data);
}

async function exported(shop: Shop) {
  const res = await call(panel.exportTerms, shop.token);
  expect(res.code, res.msg).toBe('0');
  return z.array(ListingTermsVo).parse(res.data);
}

/** The shop's listings as stored, for "nothing changed". */
async function stored(shop: Shop) {
  const rows = await t.db.select().from(sellerGoods).where(eq(sellerGoods.sellerId, shop.shop.id));
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * A shop with three listings (wholesale 10.00 each): one on a ladder with a sample, one at a plain
 * price under a running discount, one at a plain price.
 */
async function threeListings() {
  const shop = await sellerWithToken(t);
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => libraryGood(t, { systemPrice: '10.00' })));
  const ladder = await listGood(t, shop, a!.id, '15.00');
  const discounted = await listGood(t, shop, b!.id, '16.00');
  const plain = await listGood(t, shop, c!.id, '12.00');
  const set = async (params: Record<string, string | number>) => {
    const res = await call(panel.update, shop.token, params);
    expect(res.code, res.msg).toBe('0');
  };
  await set({
    sellerGoodsId: ladder.id,
    priceTiers: JSON.stringify([
      { minQty: 10, price: '15.00' },
      { minQty: 100, price: '13.50' },
    ]),
    packSize: 10,
    samplePrice: '18.00',
    sampleLimit: 3,
  });
  await set({
    sellerGoodsId: discounted.id,
    discountRatio: '0.1',
    discountEndTime: t.clock.now().getTime() + 86_400_000,
  });
  return { shop, ladder, discounted, plain };
}

/** The exported file with listings' lines changed: `edits` by listing id, each given the line's cells by column. */
function edited(rows: ListingTermsVo[], edits: Record<string, (cells: Record<string, string>) => void>) {
  const [header, ...lines] = listingTermsCsv(rows).slice(1).trimEnd().split('\r\n');
  const columns = header!.split(',');
  return [
    header,
    ...lines.map((line) => {
      const edit = edits[line.slice(0, 36)];
      if (!edit) return line;
      // The factories' names hold no comma: a plain split reads the line.
      const cells = Object.fromEntries(line.split(',').map((cell, i) => [columns[i]!, cell]));
      edit(cells);
      return columns.map((c) => cells[c]).join(',');
    }),
  ].join('\r\n');
}

/** The line number (header = 1) of a listing in the exported file. */
const lineOf = (rows: ListingTermsVo[], id: string) => rows.findIndex((r) => r.id === id) + 2;

describe('goods!export and goods!import: who may call', () => {
  it('refuses a visitor and a buyer without a shop', async () => {
    const { buyer } = await outsiders(t);
    expect(await call(panel.exportTerms, '')).toMatchObject({ code: '403' });
    expect(await importCsv('', { csv: HEADER })).toMatchObject({ code: '403' });
    expect(await call(panel.exportTerms, buyer)).toMatchObject({ code: '1', key: 'AUTH_NOT_A_SELLER' });
    expect(await importCsv(buyer, { csv: HEADER })).toMatchObject({ code: '1', key: 'AUTH_NOT_A_SELLER' });
  });
});

describe('goods!export', () => {
  it('gives every listing of the shop with its price, discount as set and terms, newest first', async () => {
    const { shop, ladder, discounted, plain } = await threeListings();
    const other = await threeListings();
    const rows = await exported(shop);
    expect(rows.map((r) => r.id).sort()).toEqual([ladder.id, discounted.id, plain.id].sort());
    expect(rows.find((r) => r.id === ladder.id)).toMatchObject({
      goodsId: ladder.goodsId,
      sellingPrice: 15,
      discountRatio: null,
      moq: 10,
      packSize: 10,
      samplePrice: 18,
      sampleLimit: 3,
      priceTiers: [
        { minQty: 10, price: 15 },
        { minQty: 100, price: 13.5 },
      ],
    });
    expect(rows.find((r) => r.id === discounted.id)).toMatchObject({
      sellingPrice: 16,
      discountRatio: 0.1,
      priceTiers: [{ minQty: 1, price: 16 }],
    });
    expect(rows.some((r) => other.ladder.id === r.id)).toBe(false);
  });
});

describe('goods!import', () => {
  it('takes an exported file back unchanged: nothing to change, nothing refused', async () => {
    const { shop } = await threeListings();
    const before = await stored(shop);
    expect(await importFile(shop, listingTermsCsv(await exported(shop)))).toEqual({ updated: 0, errors: [] });
    expect(await stored(shop)).toEqual(before);
  });

  it('changes prices, ladders, packs and samples as the file says, in one go', async () => {
    const { shop, ladder, discounted, plain } = await threeListings();
    const rows = await exported(shop);
    const csv = edited(rows, {
      [ladder.id]: (c) => {
        c.sellingPrice = '16.00';
        c.priceTiers = '10:16.00|100:14.00|200:12.50';
        c.samplePrice = '';
        c.sampleLimit = '';
      },
      [plain.id]: (c) => {
        Object.assign(c, {
          sellingPrice: '12.50',
          moq: '6',
          packSize: '6',
          samplePrice: '13.00',
          sampleLimit: '2',
        });
        c.priceTiers = '6:12.50|60:11.00';
      },
    });
    expect(await importFile(shop, csv)).toEqual({ updated: 2, errors: [] });
    const after = await exported(shop);
    expect(after.find((r) => r.id === ladder.id)).toMatchObject({
      sellingPrice: 16,
      samplePrice: null,
      sampleLimit: null,
      priceTiers: [
        { minQty: 10, price: 16 },
        { minQty: 100, price: 14 },
        { minQty: 200, price: 12.5 },
      ],
    });
    expect(after.find((r) => r.id === plain.id)).toMatchObject({
      sellingPrice: 12.5,
      moq: 6,
      packSize: 6,
      samplePrice: 13,
      sampleLimit: 2,
      priceTiers: [
        { minQty: 6, price: 12.5 },
        { minQty: 60, price: 11 },
      ],
    });
    expect(after.find((r) => r.id === discounted.id)).toEqual(rows.find((r) => r.id === discounted.id));
    // A blank ladder cell withdraws the ladder: one rung at the selling price.
    const flat = edited(after, { [ladder.id]: (c) => (c.priceTiers = '') });
    expect(await importFile(shop, flat)).toEqual({ updated: 1, errors: [] });
    const [row] = await t.db.select().from(sellerGoods).where(eq(sellerGoods.id, ladder.id));
    expect(row).toMatchObject({ priceTiers: null, sellingPrice: '16.00', moq: 10 });
  });

  it('changes nothing when one line is bad among good ones, and names that line', async () => {
    const { shop, ladder, plain } = await threeListings();
    const rows = await exported(shop);
    const before = await stored(shop);
    const csv = edited(rows, {
      [ladder.id]: (c) => {
        c.sellingPrice = '17.00';
        c.priceTiers = '10:17.00|100:14.00';
      },
      [plain.id]: (c) => (c.sellingPrice = '12.345'),
    });
    const result = await importFile(shop, csv);
    const line = lineOf(rows, plain.id);
    expect(result).toEqual({
      updated: 0,
      errors: [
        {
          line,
          sellerGoodsId: plain.id,
          key: 'COMMON_PARAM_INVALID',
          params: { field: 'sellingPrice' },
          msg: `Line ${line}: The value of sellingPrice is not valid.`,
        },
      ],
    });
    expect(await stored(shop)).toEqual(before);
  });

  it('refuses another shop’s listing, a deleted one and an unknown one, changing nothing', async () => {
    const { shop, plain } = await threeListings();
    const other = await threeListings();
    const theirs = await stored(other.shop);
    const gone = await listGood(t, shop, (await libraryGood(t)).id);
    expect((await call(panel.remove, shop.token, { sellerGoodsId: gone.id })).code).toBe('0');
    const before = await stored(shop);
    const csv = [
      'sellerGoodsId,sellingPrice',
      `${plain.id},13.00`,
      `${other.plain.id},13.00`,
      `${gone.id},13.00`,
      '00000000-0000-4000-8000-000000000000,13.00',
    ].join('\n');
    const result = await importFile(shop, csv);
    expect(result.updated).toBe(0);
    expect(result.errors.map((e) => [e.line, e.key])).toEqual([
      [3, 'SELLER_IMPORT_NOT_OWN'],
      [4, 'SELLER_IMPORT_NOT_OWN'],
      [5, 'SELLER_IMPORT_NOT_OWN'],
    ]);
    expect(await stored(shop)).toEqual(before);
    expect(await stored(other.shop)).toEqual(theirs);
  });

  it('names a ladder that breaks a rule by its line and rung, in the request’s language', async () => {
    const { shop, ladder, plain } = await threeListings();
    const csv = [
      'sellerGoodsId,sellingPrice,priceTiers',
      `${plain.id},12.00,`,
      `${ladder.id},15.00,10:15.00|100:16.00`,
    ].join('\r\n');
    const result = await importFile(shop, csv);
    expect(result.errors).toEqual([
      {
        line: 3,
        sellerGoodsId: ladder.id,
        key: 'SELLER_TIER_PRICE_NOT_FALLING',
        params: { rung: 2 },
        msg: 'Line 3: Rung 2: its unit price must be lower than the rung before it.',
      },
    ]);
    const german = await t.action(
      `${panelPath(panel.importTerms)}?lang=de`,
      {},
      {
        payload: JSON.stringify({ csv }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shop.token}` },
      },
    );
    expect(ListingImportVo.parse(german.data).errors[0]?.msg).toMatch(/^Zeile 3: Stufe 2: /);
    // Below the cost, against the good's dearest SKU, and the profit range: goods!update's rules.
    const cheap = await importFile(shop, `sellerGoodsId,sellingPrice\r\n${plain.id},10.10\r\n`);
    expect(cheap.errors[0]).toMatchObject({ line: 2, key: 'SELLER_PRICE_OUT_OF_RANGE' });
    const below = await importFile(shop, `sellerGoodsId,priceTiers\r\n${ladder.id},10:15.00|100:9.00\r\n`);
    expect(below.errors[0]).toMatchObject({ line: 2, key: 'SELLER_TIER_BELOW_COST', params: { rung: 2 } });
  });

  it('refuses a changed discount, a wrong good and the same listing twice, line by line', async () => {
    const { shop, ladder, discounted, plain } = await threeListings();
    const csv = [
      'sellerGoodsId,goodsId,discountRatio,sellingPrice',
      `${discounted.id},${discounted.goodsId},0.2,16.00`,
      `${plain.id},${ladder.goodsId},,12.00`,
      `${ladder.id},,,15.00`,
      `${ladder.id.toUpperCase()},,,15.00`,
      `${plain.id},,,x`,
      ',,,12.00',
    ].join('\n');
    const result = await importFile(shop, csv);
    expect(result.errors.map((e) => [e.line, e.key, e.params])).toEqual([
      [2, 'SELLER_IMPORT_DISCOUNT_FIXED', {}],
      [3, 'COMMON_PARAM_INVALID', { field: 'goodsId' }],
      [5, 'SELLER_IMPORT_DUPLICATE', { first: 4 }],
      [6, 'COMMON_PARAM_INVALID', { field: 'sellingPrice' }],
      [7, 'COMMON_PARAM_MISSING', { field: 'sellerGoodsId' }],
    ]);
  });

  it('answers every malformed request with a clear error, never a 500, and changes nothing', async () => {
    const { shop, plain } = await threeListings();
    const before = await stored(shop);
    const refused = async (body: Record<string, unknown>, key: string, params?: object) => {
      const res = await importCsv(shop.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      expect(res, JSON.stringify(body).slice(0, 80)).toMatchObject({
        code: '1',
        key,
        ...(params ? { params } : {}),
      });
    };
    await refused({}, 'COMMON_PARAM_MISSING', { field: 'csv' });
    await refused({ csv: '' }, 'COMMON_PARAM_MISSING', { field: 'csv' });
    await refused({ csv: ['a'] }, 'COMMON_PARAM_INVALID', { field: 'csv' });
    await refused({ csv: `${HEADER}\n${plain.id}\u0000` }, 'COMMON_PARAM_INVALID', { field: 'csv' });
    const surrogate = await t.app.inject({
      method: 'POST',
      url: panelPath(panel.importTerms),
      payload: `{"csv":"sellerGoodsId\\n\\ud800"}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shop.token}` },
    });
    expect(surrogate.json()).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'csv' },
    });
    await refused({ csv: 'x'.repeat(LISTING_CSV_LIMITS.maxChars + 1) }, 'COMMON_PARAM_TOO_LONG');
    await refused(
      { csv: `sellerGoodsId\n${`${plain.id}\n`.repeat(LISTING_CSV_LIMITS.maxLines + 1)}` },
      'SELLER_IMPORT_TOO_LONG',
      { max: LISTING_CSV_LIMITS.maxLines },
    );
    await refused({ csv: 'sellerGoodsId\n\n' }, 'SELLER_IMPORT_EMPTY');
    await refused({ csv: 'id,price\n1,2' }, 'SELLER_IMPORT_COLUMN_UNKNOWN', { column: 'id' });
    await refused({ csv: 'sellingPrice\n12.00' }, 'SELLER_IMPORT_COLUMN_MISSING', {
      column: 'sellerGoodsId',
    });
    // Lines that cannot be read are named, the rest still checked.
    const result = await importFile(shop, `sellerGoodsId,moq\n${plain.id},1,2\n${plain.id},"1\n`);
    expect(result.errors.map((e) => [e.line, e.key])).toEqual([
      [2, 'SELLER_IMPORT_CELLS'],
      [3, 'SELLER_IMPORT_QUOTE_OPEN'],
    ]);
    expect(await stored(shop)).toEqual(before);
  });

  it('reads a full file and names each of its refused lines', async () => {
    const { shop } = await threeListings();
    const ids = Array.from(
      { length: LISTING_CSV_LIMITS.maxLines },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const result = await importFile(
      shop,
      `sellerGoodsId,sellingPrice\n${ids.map((id) => `${id},13.00`).join('\n')}`,
    );
    expect(result.errors).toHaveLength(LISTING_CSV_LIMITS.maxLines);
    expect(result.errors.at(-1)).toMatchObject({
      line: LISTING_CSV_LIMITS.maxLines + 1,
      key: 'SELLER_IMPORT_NOT_OWN',
    });
  });

  it('takes a burst of the same file at once: each answers, the listings end as the file says', async () => {
    const { shop, ladder, plain } = await threeListings();
    const csv = `sellerGoodsId,sellingPrice\n${ladder.id},17.00\n${plain.id},13.00\n`;
    const replies = await Promise.all(Array.from({ length: 6 }, () => importCsv(shop.token, { csv })));
    for (const res of replies) {
      expect(res.status).toBeLessThan(500);
      expect(res.code, res.msg).toBe('0');
    }
    // The first to take the locks changed both; the others found nothing left to change.
    const updated = replies.map((r) => ListingImportVo.parse(r.data).updated).sort();
    expect(updated).toEqual([0, 0, 0, 0, 0, 2]);
    const after = await exported(shop);
    expect(after.find((r) => r.id === ladder.id)?.priceTiers[0]).toEqual({ minQty: 10, price: 17 });
    expect(after.find((r) => r.id === plain.id)?.sellingPrice).toBe(13);
  });
});
