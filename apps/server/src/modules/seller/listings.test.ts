// The seller panel's changes to the shop's goods: listing, pricing, discounting, shelving and
// deleting — each kept to the caller's own shop, refused whole when anything is wrong, and seen by
// the storefront at once.
import { BatchResultVo, SellerListingVo, paged } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellers, systemGoods } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import {
  callPanel,
  libraryGood,
  listGood,
  listingRows,
  panel,
  panelPath,
  sellerWithToken,
} from '../../../test/seller-fixtures.js';

// The storefront's anonymous reads are cached here, so the tests see that a change empties them.
const t = useTestApp({ catalogCacheSeconds: 60 });
const call = callPanel(t);
const Listing = SellerListingVo;
const Listings = paged(SellerListingVo);

type Shop = Awaited<ReturnType<typeof sellerWithToken>>;
const list = (shop: Shop, goodsId: string, sellingPrice?: string, extra?: Record<string, string>) =>
  listGood(t, shop, goodsId, sellingPrice, extra);

/** What the storefront shows of a shop, as an anonymous visitor (through the catalogue cache). */
async function storefront(sellerId: string) {
  const res = await t.action('/api/sellerGoods!list.action', { sellerId, pageSize: 50 });
  return (res.data as { pageList: { id: string; sellingPrice: number; discountPrice: number | null }[] })
    .pageList;
}

describe('goods!addOrUpdate', () => {
  it('lists a good inside the profit range, and changes its price rather than listing it twice', async () => {
    const shop = await sellerWithToken(t);
    const good = await libraryGood(t, { systemPrice: '10.00' });
    expect(await storefront(shop.shop.id)).toEqual([]);
    const listing = await list(shop, good.id, '15.00');
    expect(listing).toMatchObject({
      goodsId: good.id,
      systemPrice: 10,
      sellingPrice: 15,
      profit: 5,
      profitRatio: 0.5,
      minSellingPrice: 10.5,
      maxSellingPrice: 20,
      isShelf: 1,
      discountPrice: null,
      discountActive: 0,
      createTime: t.clock.now().getTime(),
      upTime: t.clock.now().getTime(),
    });
    // The storefront's cached page shows it at once.
    expect((await storefront(shop.shop.id)).map((g) => g.sellingPrice)).toEqual([15]);
    const again = await list(shop, good.id, '18.50');
    expect(again.id).toBe(listing.id);
    expect(again.sellingPrice).toBe(18.5);
    expect(await listingRows(t, shop.shop.id, good.id)).toHaveLength(1);
    expect((await storefront(shop.shop.id)).map((g) => g.sellingPrice)).toEqual([18.5]);
    const [figures] = await t.db.select().from(sellers).where(eq(sellers.id, shop.shop.id));
    expect(figures?.goodsOnShelf).toBe(1);
  });

  it('refuses a price outside the range, an unknown good and one off sale, writing nothing', async () => {
    const shop = await sellerWithToken(t);
    const good = await libraryGood(t, { systemPrice: '9.99' });
    for (const [price, key] of [
      ['10.48', 'SELLER_PRICE_OUT_OF_RANGE'],
      ['19.99', 'SELLER_PRICE_OUT_OF_RANGE'],
      ['5', 'SELLER_PRICE_OUT_OF_RANGE'],
    ] as const) {
      const res = await call(panel.addOrUpdate, shop.token, { goodsId: good.id, sellingPrice: price });
      // 9.99 × 1.05 = 10.4895 → 10.49 at least; 9.99 × 2 = 19.98 at most.
      expect(res).toMatchObject({ code: '1', key, params: { min: '10.49', max: '19.98' } });
    }
    expect(
      (await call(panel.addOrUpdate, shop.token, { goodsId: good.id, sellingPrice: '10.49' })).code,
    ).toBe('0');
    await call(panel.remove, shop.token, { sellerGoodsId: (await listingRows(t, shop.shop.id))[0]!.id });

    const unknown = await call(panel.addOrUpdate, shop.token, {
      goodsId: crypto.randomUUID(),
      sellingPrice: '15.00',
    });
    expect(unknown.key).toBe('CATALOG_GOODS_NOT_FOUND');
    const offSale = await libraryGood(t);
    await t.db.update(systemGoods).set({ isShelf: 0 }).where(eq(systemGoods.id, offSale.id));
    expect(
      (await call(panel.addOrUpdate, shop.token, { goodsId: offSale.id, sellingPrice: '15.00' })).key,
    ).toBe('CATALOG_GOODS_OFF_SHELF');
    const rows = await listingRows(t, shop.shop.id);
    expect(rows.filter((r) => r.deletedAt === null)).toHaveLength(0);
  });

  it('refuses every malformed request with a clear error and writes nothing', async () => {
    const shop = await sellerWithToken(t);
    const good = await libraryGood(t);
    const cases: [Record<string, string>, string][] = [
      [{ sellingPrice: '15' }, 'COMMON_PARAM_MISSING'],
      [{ goodsId: good.id }, 'COMMON_PARAM_MISSING'],
      [{ goodsId: 'not-a-uuid', sellingPrice: '15' }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: 'abc' }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: '-15' }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: '1e3' }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: '15.001' }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: '0' }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: '9'.repeat(40) }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: '15\u0000' }, 'COMMON_PARAM_INVALID'],
      [{ goodsId: good.id, sellingPrice: '15', isShelf: '2' }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [params, key] of cases) {
      const res = await call(panel.addOrUpdate, shop.token, params);
      expect({ params, status: res.status, code: res.code, key: res.key }).toEqual({
        params,
        status: 200,
        code: '1',
        key,
      });
    }
    // A JSON body of the wrong types is refused the same way.
    const json = await t.app.inject({
      method: 'POST',
      url: panelPath(panel.addOrUpdate),
      headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ goodsId: [good.id], sellingPrice: { value: 15 } }),
    });
    expect(json.json()).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID' });
    // Text that cannot be stored (a lone UTF-16 half, which only a JSON body can carry) is refused.
    const surrogate = await t.app.inject({
      method: 'POST',
      url: panelPath(panel.addOrUpdate),
      headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
      payload: `{"goodsId":"${good.id}","sellingPrice":"15\\ud800"}`,
    });
    expect(surrogate.statusCode).toBe(200);
    expect(surrogate.json()).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID' });
    expect(await listingRows(t, shop.shop.id)).toHaveLength(0);
  });

  it('lists a good once however many of the same request arrive at once', async () => {
    const shop = await sellerWithToken(t);
    const good = await libraryGood(t);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(panel.addOrUpdate, shop.token, { goodsId: good.id, sellingPrice: `1${(i % 9) + 1}.00` }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(results.map(() => '0'));
    expect(new Set(results.map((r) => (r.data as { id: string }).id)).size).toBe(1);
    expect(await listingRows(t, shop.shop.id, good.id)).toHaveLength(1);
    const [figures] = await t.db.select().from(sellers).where(eq(sellers.id, shop.shop.id));
    expect(figures?.goodsOnShelf).toBe(1);
  });
});

describe('goods!update', () => {
  it('changes the price, flags and discount of the shop’s own listing', async () => {
    const shop = await sellerWithToken(t);
    const good = await libraryGood(t, { systemPrice: '10.00' });
    const listing = await list(shop, good.id, '16.00');
    expect(await storefront(shop.shop.id)).toMatchObject([{ sellingPrice: 16, discountPrice: null }]);
    const now = t.clock.now().getTime();
    const res = await call(panel.update, shop.token, {
      sellerGoodsId: listing.id,
      sellingPrice: '20.00',
      isRec: 1,
      isNew: 1,
      discountRatio: '0.25',
      discountEndTime: now + 86_400_000,
    });
    expect(res.code, res.msg).toBe('0');
    expect(Listing.parse(res.data)).toMatchObject({
      sellingPrice: 20,
      recTime: now,
      newTime: now,
      discountRatio: 0.25,
      discountStartTime: now,
      discountEndTime: now + 86_400_000,
      discountPrice: 15,
      discountProfit: 5,
      discountActive: 1,
    });
    expect(await storefront(shop.shop.id)).toMatchObject([{ sellingPrice: 20, discountPrice: 15 }]);

    // A later discount waits for its window; clearing removes it; flags come off.
    const later = await call(panel.update, shop.token, {
      sellerGoodsId: listing.id,
      discountRatio: '0.1',
      discountStartTime: now + 3_600_000,
      discountEndTime: now + 7_200_000,
    });
    expect(later.data).toMatchObject({ discountRatio: 0.1, discountPrice: 18, discountActive: 0 });
    const cleared = await call(panel.update, shop.token, {
      sellerGoodsId: listing.id,
      clearDiscount: 1,
      isRec: 0,
    });
    expect(cleared.data).toMatchObject({
      discountRatio: null,
      discountPrice: null,
      recTime: 0,
      newTime: now,
    });
  });

  it('refuses a discount below the wholesale price, a bad window and another shop’s listing', async () => {
    const shop = await sellerWithToken(t);
    const other = await sellerWithToken(t);
    const good = await libraryGood(t, { systemPrice: '10.00', name: 'Thin margin mug' });
    const listing = await list(shop, good.id, '12.00');
    const theirs = await list(other, good.id, '12.00');
    const now = t.clock.now().getTime();
    const cases: [Record<string, string | number>, string][] = [
      // 12.00 × 0.8 = 9.60, below the wholesale 10.00.
      [{ discountRatio: '0.2', discountEndTime: now + 60_000 }, 'SELLER_DISCOUNT_BELOW_COST'],
      [{ discountRatio: '0.1', discountEndTime: now - 60_000 }, 'SELLER_DISCOUNT_WINDOW_INVALID'],
      [
        { discountRatio: '0.1', discountStartTime: now + 60_000, discountEndTime: now + 1000 },
        'SELLER_DISCOUNT_WINDOW_INVALID',
      ],
      [{ discountRatio: '1', discountEndTime: now + 60_000 }, 'COMMON_PARAM_INVALID'],
      [{ discountRatio: '0', discountEndTime: now + 60_000 }, 'COMMON_PARAM_INVALID'],
      [{ discountRatio: '0.1' }, 'COMMON_PARAM_INVALID'],
      [{ discountEndTime: now + 60_000 }, 'COMMON_PARAM_INVALID'],
      [{ discountRatio: '0.1', discountEndTime: 'soon' }, 'COMMON_PARAM_INVALID'],
      [{ sellingPrice: '25.00' }, 'SELLER_PRICE_OUT_OF_RANGE'],
      [{ isRec: -1 }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [params, key] of cases) {
      const res = await call(panel.update, shop.token, { sellerGoodsId: listing.id, ...params });
      expect({ params, key: res.key }).toEqual({ params, key });
    }
    const deep = await call(panel.update, shop.token, {
      sellerGoodsId: listing.id,
      discountRatio: '0.2',
      discountEndTime: now + 60_000,
    });
    expect(deep.params).toEqual({ name: 'Thin margin mug' });
    // A price cut that would take a running discount below cost is refused too.
    await call(panel.update, shop.token, {
      sellerGoodsId: listing.id,
      discountRatio: '0.15',
      discountEndTime: now + 60_000,
    });
    expect(
      (await call(panel.update, shop.token, { sellerGoodsId: listing.id, sellingPrice: '11.00' })).key,
    ).toBe('SELLER_DISCOUNT_BELOW_COST');

    const foreign = await call(panel.update, shop.token, { sellerGoodsId: theirs.id, sellingPrice: '15.00' });
    expect(foreign.key).toBe('COMMON_NOT_FOUND');
    const [row] = await listingRows(t, other.shop.id, good.id);
    expect(row).toMatchObject({ sellingPrice: '12.00', discountRatio: null });
    const [mine] = await listingRows(t, shop.shop.id, good.id);
    expect(mine).toMatchObject({ sellingPrice: '12.00', discountRatio: '0.1500' });
  });
});

describe('goods!delete', () => {
  it('takes the shop’s own listing out of the shop and the storefront, and it can come back', async () => {
    const shop = await sellerWithToken(t);
    const other = await sellerWithToken(t);
    const good = await libraryGood(t);
    const listing = await list(shop, good.id);
    const theirs = await list(other, good.id);

    expect((await call(panel.remove, shop.token, { sellerGoodsId: theirs.id })).key).toBe('COMMON_NOT_FOUND');
    expect((await listingRows(t, other.shop.id))[0]).toMatchObject({ isShelf: 1, deletedAt: null });

    expect(await storefront(shop.shop.id)).toHaveLength(1);
    expect((await call(panel.remove, shop.token, { sellerGoodsId: listing.id })).code).toBe('0');
    expect((await call(panel.remove, shop.token, { sellerGoodsId: listing.id })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    expect(Listings.parse((await call(panel.listings, shop.token)).data).pageList).toEqual([]);
    expect(await storefront(shop.shop.id)).toEqual([]);
    const detail = await t.action('/api/sellerGoods!info.action', { sellerGoodsId: listing.id });
    expect(detail.key).toBe('CATALOG_GOODS_OFF_SHELF');
    const [figures] = await t.db.select().from(sellers).where(eq(sellers.id, shop.shop.id));
    expect(figures?.goodsOnShelf).toBe(0);
    expect((await call(panel.update, shop.token, { sellerGoodsId: listing.id, isRec: 1 })).key).toBe(
      'COMMON_NOT_FOUND',
    );

    const back = await list(shop, good.id, '17.00');
    expect(back).toMatchObject({ id: listing.id, sellingPrice: 17, isShelf: 1 });
    expect(await listingRows(t, shop.shop.id)).toHaveLength(1);
  });
});

describe('goods!shelfBatch', () => {
  it('shelves the shop’s own listings, all or none', async () => {
    const shop = await sellerWithToken(t);
    const other = await sellerWithToken(t);
    const [a, b] = [await libraryGood(t), await libraryGood(t)];
    const one = await list(shop, a.id);
    const two = await list(shop, b.id);
    const theirs = await list(other, a.id);
    const shelf = (token: string, ids: string[], isShelf: number) =>
      call(panel.shelfBatch, token, { sellerGoodsIds: ids.join(','), isShelf });

    expect(await storefront(shop.shop.id)).toHaveLength(2);
    t.clock.advance(60_000);
    const off = await shelf(shop.token, [one.id, two.id, one.id], 0);
    expect(BatchResultVo.parse(off.data)).toEqual({ updated: 2 });
    expect((await shelf(shop.token, [one.id, two.id], 0)).data).toEqual({ updated: 0 });
    const rows = await listingRows(t, shop.shop.id);
    expect(rows.every((r) => r.isShelf === 0 && r.stopTime === t.clock.now().getTime())).toBe(true);
    expect(await storefront(shop.shop.id)).toEqual([]);

    // Another shop's id in the batch: not found, and nothing changes on either side.
    expect((await shelf(shop.token, [one.id, theirs.id], 1)).key).toBe('COMMON_NOT_FOUND');
    expect((await shelf(shop.token, [theirs.id], 0)).key).toBe('COMMON_NOT_FOUND');
    expect((await listingRows(t, shop.shop.id)).map((r) => r.isShelf)).toEqual([0, 0]);
    expect((await listingRows(t, other.shop.id))[0]?.isShelf).toBe(1);

    // A good the platform took off sale cannot go back on the shelf.
    await t.db.update(systemGoods).set({ isShelf: 0 }).where(eq(systemGoods.id, b.id));
    expect((await shelf(shop.token, [one.id, two.id], 1)).key).toBe('CATALOG_GOODS_OFF_SHELF');
    expect((await shelf(shop.token, [one.id], 1)).data).toEqual({ updated: 1 });
    const [figures] = await t.db.select().from(sellers).where(eq(sellers.id, shop.shop.id));
    expect(figures?.goodsOnShelf).toBe(1);

    for (const [ids, isShelf] of [
      ['', 1],
      ['nope', 1],
      [Array.from({ length: 101 }, () => crypto.randomUUID()).join(','), 1],
      [one.id, 2],
      [one.id, ''],
    ] as const) {
      const res = await call(panel.shelfBatch, shop.token, { sellerGoodsIds: ids, isShelf });
      expect(res.code).toBe('1');
      expect(['COMMON_PARAM_INVALID', 'COMMON_PARAM_MISSING']).toContain(res.key);
    }
  });
});

describe('goods!updateDisProBatch', () => {
  it('discounts and re-prices the shop’s own listings, all or none', async () => {
    const shop = await sellerWithToken(t);
    const other = await sellerWithToken(t);
    const cheap = await libraryGood(t, { systemPrice: '10.00', name: 'Batch cheap' });
    const dear = await libraryGood(t, { systemPrice: '40.00', name: 'Batch dear' });
    const one = await list(shop, cheap.id, '20.00');
    const two = await list(shop, dear.id, '50.00');
    const theirs = await list(other, cheap.id, '20.00');
    const end = t.clock.now().getTime() + 86_400_000;
    const batch = (token: string, ids: string[], params: Record<string, string | number>) =>
      call(panel.discountBatch, token, { sellerGoodsIds: ids.join(','), ...params });

    // 50.00 × 0.7 = 35.00 is below Batch dear's 40.00: nothing changes, the error names it.
    const deep = await batch(shop.token, [one.id, two.id], { discountRatio: '0.3', discountEndTime: end });
    expect(deep).toMatchObject({ key: 'SELLER_DISCOUNT_BELOW_COST', params: { name: 'Batch dear' } });
    expect((await listingRows(t, shop.shop.id)).map((r) => r.discountRatio)).toEqual([null, null]);

    const foreign = await batch(shop.token, [one.id, theirs.id], {
      discountRatio: '0.1',
      discountEndTime: end,
    });
    expect(foreign.key).toBe('COMMON_NOT_FOUND');
    expect((await listingRows(t, shop.shop.id)).map((r) => r.discountRatio)).toEqual([null, null]);
    expect((await listingRows(t, other.shop.id))[0]?.discountRatio).toBeNull();

    const ok = await batch(shop.token, [one.id, two.id], { discountRatio: '0.1', discountEndTime: end });
    expect(ok.data).toEqual({ updated: 2 });
    const page = Listings.parse((await call(panel.listings, shop.token, { discount: 1 })).data);
    expect(page.pageList.map((l) => [l.id, l.discountPrice]).sort()).toEqual(
      [
        [one.id, 18],
        [two.id, 45],
      ].sort(),
    );

    // A profit ratio re-prices each from its own wholesale price, inside the range.
    const priced = await batch(shop.token, [one.id, two.id], { profitRatio: '0.5' });
    expect(priced.data).toEqual({ updated: 2 });
    const rows = await listingRows(t, shop.shop.id);
    expect(rows.map((r) => [r.id, r.sellingPrice]).sort()).toEqual(
      [
        [one.id, '15.00'],
        [two.id, '60.00'],
      ].sort(),
    );
    expect((await batch(shop.token, [one.id], { profitRatio: '1.5' })).key).toBe(
      'SELLER_PROFIT_OUT_OF_RANGE',
    );
    expect((await batch(shop.token, [one.id], { profitRatio: '0.01' })).params).toEqual({
      min: '5',
      max: '100',
    });
    // A ratio whose price the running discount would take below cost is refused.
    expect((await batch(shop.token, [two.id], { profitRatio: '0.06' })).key).toBe(
      'SELLER_DISCOUNT_BELOW_COST',
    );

    expect((await batch(shop.token, [one.id, two.id], { clearDiscount: 1 })).data).toEqual({ updated: 2 });
    expect((await listingRows(t, shop.shop.id)).map((r) => r.discountRatio)).toEqual([null, null]);
    expect((await batch(shop.token, [one.id], {})).key).toBe('COMMON_PARAM_INVALID');
  });
});

describe('bursts of changes', () => {
  it('queue on the listings they touch: every request answers, none with a 500', async () => {
    const shop = await sellerWithToken(t);
    const goods = await Promise.all([libraryGood(t), libraryGood(t), libraryGood(t)]);
    const ids: string[] = [];
    for (const good of goods) ids.push((await list(shop, good.id, '15.00')).id);
    const end = t.clock.now().getTime() + 86_400_000;
    const calls = Array.from({ length: 30 }, (_, i) => {
      const order = i % 2 === 0 ? ids : [...ids].reverse();
      if (i % 3 === 0)
        return call(panel.shelfBatch, shop.token, { sellerGoodsIds: order.join(','), isShelf: i % 2 });
      if (i % 3 === 1) {
        return call(panel.discountBatch, shop.token, {
          sellerGoodsIds: order.join(','),
          discountRatio: '0.1',
          discountEndTime: end,
        });
      }
      return call(panel.update, shop.token, { sellerGoodsId: order[0]!, sellingPrice: '16.00', isRec: 1 });
    });
    const deletes = Array.from({ length: 5 }, () =>
      call(panel.remove, shop.token, { sellerGoodsId: ids[2]! }),
    );
    const results = await Promise.all([...calls, ...deletes]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    // The deletes: one succeeds, the others find nothing; a batch naming the deleted listing after
    // it went is not found as a whole.
    expect(results.slice(30).filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(
      new Set(['COMMON_NOT_FOUND']),
    );
    const rows = await listingRows(t, shop.shop.id);
    expect(rows.filter((r) => r.deletedAt !== null).map((r) => r.id)).toEqual([ids[2]]);
    const [figures] = await t.db.select().from(sellers).where(eq(sellers.id, shop.shop.id));
    expect(figures?.goodsOnShelf).toBe(rows.filter((r) => r.isShelf === 1).length);
  });
});
