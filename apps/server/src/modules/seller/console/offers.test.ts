// Issue 53: operators read every shop's offers and set an offer's wholesale terms in the console,
// by the seller's own rules (ADR 037), each change audited with its reason.
import { AdminOfferVo, AuditEntryVo, paged } from '@caravan/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInOperator,
  createLoggedInUser,
  createSeller,
  createSellerGood,
  createSystemGood,
} from '../../../../test/factories.js';
import { sellerWithToken } from '../../../../test/seller-fixtures.js';
import { auditLog, goodsSkus, sellerGoods } from '../../../db/schema/index.js';

// The storefront's anonymous reads are cached here, so the tests see that a change empties them.
const t = useTestApp({ catalogCacheSeconds: 60 });
const Offers = paged(AdminOfferVo);
const LIST = '/admin/sellerGoods!list.action';
const UPDATE = '/admin/sellerGoods!updateTerms.action';

let token: string;
let categoryId: string;

/** Sends a change as the console does: a JSON body, the ladder as JSON text. */
function update(body: Record<string, unknown>, as = token, lang?: string) {
  return t.action(
    UPDATE,
    { token: as, ...(lang ? { lang } : {}) },
    { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
  );
}

async function list(params: Record<string, string | number> = {}, as = token) {
  const res = await t.action(LIST, { token: as, ...params });
  expect(res.code, res.msg).toBe('0');
  return Offers.parse(res.data);
}

/** A shop's offer of a new good (wholesale 10.00, minimum 1 unless told), sold at 15.00. */
async function offer(
  shop: { id: string },
  options: { name?: string; systemPrice?: string; buyMin?: number } & Partial<
    typeof sellerGoods.$inferInsert
  > = {},
) {
  const { name, systemPrice, buyMin, ...listing } = options;
  const good = await createSystemGood(t.db, {
    categoryId,
    systemPrice: systemPrice ?? '10.00',
    ...(name ? { name } : {}),
    ...(buyMin !== undefined ? { buyMin } : {}),
  });
  return createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id, ...listing });
}

async function stored(id: string) {
  const [row] = await t.db.select().from(sellerGoods).where(eq(sellerGoods.id, id));
  return row;
}

async function audits(id: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'catalog.offer.terms')));
}

/** What an anonymous visitor's product page shows of an offer (through the catalogue cache). */
async function productPage(id: string) {
  const res = await t.action('/api/sellerGoods!info.action', { sellerGoodsId: id });
  return res.data as { sellingPrice: number; moq: number; priceTiers: { minQty: number; price: number }[] };
}

const LADDER = JSON.stringify([
  { minQty: 12, price: '15.00' },
  { minQty: 48, price: '14.50' },
  { minQty: 96, price: '13.00' },
]);

beforeAll(async () => {
  token = (await createLoggedInOperator(t, 'operations')).token;
  categoryId = (await createCategory(t.db)).id;
});

describe('who may', () => {
  it('refuses visitors, buyers, sellers and operators without the catalogue area, changing nothing', async () => {
    const shop = await createSeller(t.db);
    const mug = await offer(shop);
    const change = { sellerGoodsId: mug.id, moq: 5, reason: 'Agreed with the shop' };
    expect((await t.action(LIST)).key).toBe('AUTH_NOT_LOGGED_IN');
    expect((await update(change, '')).key).toBe('AUTH_NOT_LOGGED_IN');
    const buyer = (await createLoggedInUser(t)).token;
    const seller = (await sellerWithToken(t)).token;
    // A buyer's or a seller's session is no console session.
    for (const as of [buyer, seller]) {
      const listed = await t.action(LIST, { token: as });
      expect({ code: listed.code, key: listed.key }).toEqual({ code: '403', key: 'AUTH_SESSION_EXPIRED' });
      const changed = await update(change, as);
      expect({ code: changed.code, key: changed.key }).toEqual({ code: '403', key: 'AUTH_SESSION_EXPIRED' });
    }
    for (const role of ['finance', 'customer_service'] as const) {
      const other = (await createLoggedInOperator(t, role)).token;
      expect((await t.action(LIST, { token: other })).key).toBe('COMMON_NO_PERMISSION');
      expect((await update(change, other)).key).toBe('COMMON_NO_PERMISSION');
    }
    expect((await stored(mug.id))?.moq).toBe(1);
    expect(await audits(mug.id)).toEqual([]);
    // A super admin may.
    const admin = (await createLoggedInOperator(t, 'super_admin')).token;
    expect((await t.action(LIST, { token: admin })).code).toBe('0');
  });
});

describe('sellerGoods!list', () => {
  it('finds offers by the good’s or the shop’s name, or by shop, newest first and paged', async () => {
    const saffron = await createSeller(t.db, { name: 'Saffron Traders Qx' });
    const olive = await createSeller(t.db, { name: 'Olive House Qx' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 1, 1, 0, minutes));
    const tea = await offer(saffron, { name: 'Qx Mint Tea', createdAt: at(1) });
    const soap = await offer(saffron, { name: 'Qx Olive Soap', createdAt: at(2) });
    const oil = await offer(olive, { name: 'Qx Argan Oil', createdAt: at(3) });
    // A deleted offer is the shop's no more.
    await offer(olive, { name: 'Qx Gone', createdAt: at(4), deletedAt: at(5) });

    const all = await list({ keyword: 'qx' });
    expect(all.pageList.map((o) => o.id)).toEqual([oil.id, soap.id, tea.id]);
    expect(all.pageInfo.totalElements).toBe(3);
    // "olive": the soap by its name, the oil by its shop's.
    expect((await list({ keyword: 'OLIVE' })).pageList.map((o) => o.id)).toEqual([oil.id, soap.id]);
    expect((await list({ sellerId: saffron.id })).pageList.map((o) => o.id)).toEqual([soap.id, tea.id]);
    expect((await list({ sellerId: saffron.id, keyword: 'tea' })).pageList.map((o) => o.id)).toEqual([
      tea.id,
    ]);
    const second = await list({ keyword: 'qx', pageNum: 2, pageSize: 2 });
    expect(second.pageList.map((o) => o.id)).toEqual([tea.id]);
    expect(second.pageInfo).toEqual({ pageNum: 2, pageSize: 2, totalElements: 3 });
    expect((await list({ keyword: 'no such thing qx' })).pageList).toEqual([]);
  });

  it('shows each offer’s terms and what they are checked against', async () => {
    const shop = await createSeller(t.db, { name: 'Ladder Shop Qy' });
    const tray = await offer(shop, {
      name: 'Qy Bamboo Tray',
      buyMin: 2,
      sellingPrice: '15.00',
      priceTiers: [
        { minQty: 10, price: '15.00' },
        { minQty: 50, price: '14.00' },
      ],
      moq: 10,
      packSize: 10,
      samplePrice: '12.00',
      sampleLimit: 3,
      discountRatio: '0.1000',
      discountStart: new Date('2026-02-01T00:00:00Z'),
      discountEnd: new Date('2026-12-01T00:00:00Z'),
    });
    // A SKU dearer than the good: the cost no rung may go below.
    await t.db.insert(goodsSkus).values({ goodsId: tray.goodsId, attributes: [], price: '11.20', stock: 5 });
    const [row] = (await list({ keyword: 'qy bamboo' })).pageList;
    expect(row).toEqual({
      id: tray.id,
      goodsId: tray.goodsId,
      name: 'Qy Bamboo Tray',
      sellerId: shop.id,
      shopName: 'Ladder Shop Qy',
      imgUrl: expect.stringMatching(/^\/uploads\//),
      sellingPrice: 15,
      discountRatio: 0.1,
      priceTiers: [
        { minQty: 10, price: 15 },
        { minQty: 50, price: 14 },
      ],
      moq: 10,
      packSize: 10,
      samplePrice: 12,
      sampleLimit: 3,
      systemPrice: 10,
      wholesaleCost: 11.2,
      minSellingPrice: 10.5,
      maxSellingPrice: 20,
      buyMin: 2,
      maxBuy: 500,
      isShelf: 1,
      goodsShelf: 1,
    });
  });

  it('refuses a bad filter', async () => {
    for (const [params, key] of [
      [{ sellerId: 'not-a-uuid' }, 'COMMON_PARAM_INVALID'],
      [{ keyword: 'x'.repeat(65) }, 'COMMON_PARAM_TOO_LONG'],
      [{ keyword: 'te\u0000a' }, 'COMMON_PARAM_INVALID'],
      [{ pageNum: -1 }, 'COMMON_PARAM_INVALID'],
    ] as const) {
      const res = await t.action(LIST, { token, ...params });
      expect({ params, code: res.code, key: res.key }).toEqual({ params, code: '1', key });
    }
  });
});

describe('sellerGoods!updateTerms', () => {
  it('sets the ladder, minimum, pack and sample by the seller’s rules, audited with the reason', async () => {
    const shop = await createSeller(t.db);
    const mug = await offer(shop, { name: 'Ceramic Mug Qz' });
    // The storefront has it cached at one price from 1 unit.
    expect(await productPage(mug.id)).toMatchObject({ sellingPrice: 15, moq: 1 });

    const res = await update({
      sellerGoodsId: mug.id,
      priceTiers: LADDER,
      moq: 12,
      packSize: 12,
      samplePrice: '11.00',
      sampleLimit: 2,
      reason: 'The shop asked by e-mail (ticket 4411)',
    });
    expect(res.code, res.msg).toBe('0');
    expect(AdminOfferVo.parse(res.data)).toMatchObject({
      id: mug.id,
      name: 'Ceramic Mug Qz',
      sellingPrice: 15,
      priceTiers: [
        { minQty: 12, price: 15 },
        { minQty: 48, price: 14.5 },
        { minQty: 96, price: 13 },
      ],
      moq: 12,
      packSize: 12,
      samplePrice: 11,
      sampleLimit: 2,
    });
    expect(await stored(mug.id)).toMatchObject({
      sellingPrice: '15.00',
      moq: 12,
      packSize: 12,
      samplePrice: '11.00',
      sampleLimit: 2,
    });
    // The storefront sees it at once.
    expect(await productPage(mug.id)).toMatchObject({ moq: 12 });

    const entries = await audits(mug.id);
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({ targetType: 'seller_goods', actorName: expect.any(String) });
    expect(entry.before).toEqual({
      sellingPrice: '15.00',
      priceTiers: null,
      moq: 1,
      packSize: 1,
      samplePrice: null,
      sampleLimit: null,
      reason: null,
    });
    expect(entry.after).toEqual({
      sellingPrice: '15.00',
      priceTiers: [
        { minQty: 12, price: '15.00' },
        { minQty: 48, price: '14.50' },
        { minQty: 96, price: '13.00' },
      ],
      moq: 12,
      packSize: 12,
      samplePrice: '11.00',
      sampleLimit: 2,
      reason: 'The shop asked by e-mail (ticket 4411)',
    });
    // The audit log lists it under its own action.
    const log = await t.action('/admin/audit!list.action', { token, targetId: mug.id });
    const [listed] = z.object({ pageList: z.array(AuditEntryVo) }).parse(log.data).pageList;
    expect(listed?.action).toBe('catalog.offer.terms');

    // The sample withdrawn, the ladder kept.
    const withdrawn = await update({
      sellerGoodsId: mug.id,
      clearSample: 1,
      reason: 'No samples this month',
    });
    expect(withdrawn.code, withdrawn.msg).toBe('0');
    expect(AdminOfferVo.parse(withdrawn.data)).toMatchObject({
      samplePrice: null,
      sampleLimit: null,
      moq: 12,
    });
    expect(await audits(mug.id)).toHaveLength(2);
  });

  it('refuses terms that break a rule, naming the rung, and writes nothing', async () => {
    const shop = await createSeller(t.db);
    const mug = await offer(shop, { buyMin: 5 });
    const cases: [unknown[] | Record<string, unknown>, string, Record<string, unknown>][] = [
      // An inverted ladder: the second rung dearer than the first.
      [
        [
          { minQty: 10, price: '14.00' },
          { minQty: 50, price: '15.00' },
        ],
        'SELLER_TIER_PRICE_NOT_FALLING',
        { rung: 2 },
      ],
      [
        [
          { minQty: 10, price: '15.00' },
          { minQty: 50, price: '14.00' },
          { minQty: 40, price: '13.00' },
        ],
        'SELLER_TIER_MIN_NOT_RISING',
        { rung: 3 },
      ],
      [
        [
          { minQty: 10, price: '15.00' },
          { minQty: 50, price: '9.00' },
        ],
        'SELLER_TIER_BELOW_COST',
        { rung: 2, cost: '10.00' },
      ],
      // Below the good's own minimum.
      [{ moq: 2 }, 'SELLER_MOQ_BELOW_MIN', { min: 5 }],
      // Above the system maximum (500).
      [
        [
          { minQty: 10, price: '15.00' },
          { minQty: 600, price: '14.00' },
        ],
        'SELLER_TIER_ABOVE_MAX',
        { rung: 2, max: 500 },
      ],
      // The first price outside the profit range, as the seller's is.
      [[{ minQty: 10, price: '25.00' }], 'SELLER_PRICE_OUT_OF_RANGE', { min: '10.50', max: '20.00' }],
    ];
    for (const [terms, key, params] of cases) {
      const body = Array.isArray(terms) ? { priceTiers: JSON.stringify(terms) } : terms;
      const res = await update({ sellerGoodsId: mug.id, ...body, reason: 'Fixing the ladder' });
      expect({ terms, code: res.code, key: res.key, params: res.params }).toEqual({
        terms,
        code: '1',
        key,
        params,
      });
    }
    const inverted = await update(
      {
        sellerGoodsId: mug.id,
        priceTiers: JSON.stringify([
          { minQty: 10, price: '14.00' },
          { minQty: 50, price: '15.00' },
        ]),
        reason: 'Fixing the ladder',
      },
      token,
      'de',
    );
    expect(inverted.msg).toMatch(/^Stufe 2: /);
    expect(await stored(mug.id)).toMatchObject({ priceTiers: null, moq: 1, sellingPrice: '15.00' });
    expect(await audits(mug.id)).toEqual([]);
  });

  it('refuses an unknown, a deleted and a malformed offer id', async () => {
    const shop = await createSeller(t.db);
    const gone = await offer(shop, { deletedAt: new Date('2026-02-01T00:00:00Z') });
    const before = await countTermsAudits();
    const reason = 'Checking';
    for (const [id, code, key] of [
      [crypto.randomUUID(), '1', 'COMMON_NOT_FOUND'],
      [gone.id, '1', 'COMMON_NOT_FOUND'],
      ['42', '1', 'COMMON_PARAM_INVALID'],
      ['', '1', 'COMMON_PARAM_MISSING'],
    ] as const) {
      const res = await update({ sellerGoodsId: id, moq: 3, reason });
      expect({ id, status: res.status, code: res.code, key: res.key }).toEqual({
        id,
        status: 200,
        code,
        key,
      });
    }
    expect((await stored(gone.id))?.moq).toBe(1);
    expect(await countTermsAudits()).toBe(before);
  });

  it('refuses malformed input with a clear error, never a 500, and writes nothing', async () => {
    const shop = await createSeller(t.db);
    const mug = await offer(shop);
    const before = await countTermsAudits();
    const id = mug.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ sellerGoodsId: id, moq: 3 }, 'COMMON_PARAM_MISSING'],
      [{ sellerGoodsId: id, moq: 3, reason: '   ' }, 'COMMON_PARAM_MISSING'],
      [{ sellerGoodsId: id, moq: 3, reason: 'x'.repeat(501) }, 'COMMON_PARAM_TOO_LONG'],
      [{ sellerGoodsId: id, moq: 3, reason: 'bad\u0000byte' }, 'COMMON_PARAM_INVALID'],
      [{ sellerGoodsId: `${id}\u0000`, moq: 3, reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [{ sellerGoodsId: id, moq: -3, reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [{ sellerGoodsId: id, moq: 0, reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [{ sellerGoodsId: id, packSize: 10_001, reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [{ sellerGoodsId: id, sampleLimit: 2, samplePrice: '-1', reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [{ sellerGoodsId: id, priceTiers: 'not json', reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [
        { sellerGoodsId: id, priceTiers: '[{"minQty":1,"price":"15.00"}', reason: 'ok' },
        'COMMON_PARAM_INVALID',
      ],
      [{ sellerGoodsId: id, priceTiers: '[]', reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [
        { sellerGoodsId: id, priceTiers: '[{"minQty":1,"price":"-15"}]', reason: 'ok' },
        'COMMON_PARAM_INVALID',
      ],
      [
        { sellerGoodsId: id, priceTiers: '[{"minQty":-1,"price":"15"}]', reason: 'ok' },
        'COMMON_PARAM_INVALID',
      ],
      [{ sellerGoodsId: id, priceTiers: '{"minQty":1}', reason: 'ok' }, 'COMMON_PARAM_INVALID'],
      [
        {
          sellerGoodsId: id,
          priceTiers: JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ minQty: i + 1, price: '15' }))),
          reason: 'ok',
        },
        'COMMON_PARAM_INVALID',
      ],
      // A sample needs both its price and its limit.
      [{ sellerGoodsId: id, samplePrice: '11.00', reason: 'ok' }, 'COMMON_PARAM_MISSING'],
    ];
    for (const [body, key] of cases) {
      const res = await update(body);
      expect({ body, status: res.status, code: res.code, key: res.key }).toEqual({
        body,
        status: 200,
        code: '1',
        key,
      });
    }
    expect(await stored(id)).toMatchObject({ moq: 1, packSize: 1, priceTiers: null, samplePrice: null });
    expect(await countTermsAudits()).toBe(before);
  });
});

async function countTermsAudits(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.action, 'catalog.offer.terms'));
  return row?.n ?? 0;
}
