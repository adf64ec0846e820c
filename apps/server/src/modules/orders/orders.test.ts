import { OrderInfoReplyVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodsSkus, orders, systemGoods } from '../../db/schema/index.js';
import {
  orderBuyer,
  orderInfo,
  orderShop,
  orderTestApp,
  setFreightSchedule,
  walletOf,
} from '../../../test/order-fixtures.js';

const { t, ops, stockOf, orderRow, submit, placed, pay, logs } = orderTestApp();

describe('order!submit', () => {
  it('needs a login', async () => {
    const { listing } = await orderShop(t);
    const res = await submit('', orderInfo([listing.id, null, 1]));
    expect(res.code).toBe('403');
  });

  it('prices every order on the server, one per shop, and reserves the stock', async () => {
    await setFreightSchedule(t, { shipping: '1.00', ratePerKg: '1.00', delivery: '1.00' });
    const a = await orderShop(t, {
      sellingPrice: '15.00',
      systemPrice: '10.00',
      weightKg: '0.500',
      goodsTax: '0.25',
    });
    const b = await orderShop(t, {
      sellingPrice: '40.00',
      systemPrice: '25.00',
      skus: [
        { attributes: [{ attrName: 'Colour', attrValue: 'Red' }], stock: 9 },
        { attributes: [{ attrName: 'Colour', attrValue: 'Blue' }], stock: 9, price: '27.00' },
      ],
    });
    const buyer = await orderBuyer(t);
    const blue = b.skus[1]!;
    const res = await submit(
      buyer.token,
      orderInfo([a.listing.id, null, 2], [b.listing.id, blue.id, 3], [a.listing.id, null, 1]),
      // A client-sent price is not a parameter the server reads at all.
      { price: '0.01' },
    );
    expect(res.code, res.msg).toBe('0');
    const list = (
      res.data as {
        orderList: { orderId: string; prizeReal: number; fees: number; tax: number; totalAmount: number }[];
      }
    ).orderList;
    expect(list).toHaveLength(2);
    const orderA = await orderRow(list[0]!.orderId);
    const first = orderA.sellerId === a.shop.id ? list[0]! : list[1]!;
    const second = first === list[0] ? list[1]! : list[0]!;
    // Shop A: 3 × 15.00 = 45.00, freight once for the (merged) line: 1.00 shipping + 1.00/kg ×
    // 1.5 kg + 1.00 delivery = 3.50, tax 3 × 0.25.
    expect(first).toMatchObject({ prizeReal: 45, fees: 3.5, tax: 0.75, totalAmount: 49.25 });
    // Shop B: 3 × 40.00; the blue SKU's wholesale price is 27.00.
    expect(second).toMatchObject({ prizeReal: 120, fees: 0, tax: 0, totalAmount: 120 });
    const rowB = await orderRow(second.orderId);
    expect(rowB).toMatchObject({
      status: 0,
      systemPrice: '81.00',
      profit: '39.00',
      city: 'Dubai',
      contacts: 'Amina Yusuf',
    });
    expect(await stockOf(a.good.id)).toBe(97);
    const [sku] = await t.db.select().from(goodsSkus).where(eq(goodsSkus.id, blue.id));
    expect(sku?.stock).toBe(6);
    expect(await logs(buyer.token, first.orderId)).toEqual(['placed']);
    expect(await walletOf(t, buyer.user.id)).toBe('1000.00');
  });

  it('charges the discounted price while the discount window is open', async () => {
    const shop = await orderShop(t, { sellingPrice: '20.00' });
    const now = t.clock.now().getTime();
    await t.db
      .update((await import('../../db/schema/index.js')).sellerGoods)
      .set({
        discountRatio: '0.25',
        discountStart: new Date(now - 1000),
        discountEnd: new Date(now + 86_400_000),
      })
      .where(eq((await import('../../db/schema/index.js')).sellerGoods.id, shop.listing.id));
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
    expect(await orderRow(id!)).toMatchObject({
      prizeOriginal: '40.00',
      prizeReal: '30.00',
      totalAmount: '30.00',
    });
  });

  it('refuses each bad checkout by its key and changes nothing', async () => {
    const shop = await orderShop(t, { stock: 3, buyMin: 2 });
    const buyer = await orderBuyer(t);
    const cases: [string, Record<string, string>, string][] = [
      [orderInfo([shop.listing.id, null, 1]), {}, 'ORDER_BELOW_MIN'],
      [orderInfo([shop.listing.id, null, 501]), {}, 'ORDER_ABOVE_MAX'],
      [orderInfo([shop.listing.id, null, 4]), {}, 'ORDER_OUT_OF_STOCK'],
      [orderInfo([crypto.randomUUID(), null, 2]), {}, 'CATALOG_GOODS_NOT_FOUND'],
      [orderInfo([shop.listing.id, crypto.randomUUID(), 2]), {}, 'COMMON_PARAM_INVALID'],
      [`${shop.listing.id},-1`, {}, 'COMMON_PARAM_INVALID'],
      [`${shop.listing.id},-1,-2`, {}, 'COMMON_PARAM_INVALID'],
      [`${shop.listing.id},-1,two`, {}, 'COMMON_PARAM_INVALID'],
      ['', {}, 'COMMON_PARAM_MISSING'],
      [orderInfo([shop.listing.id, null, 2]), { addressId: crypto.randomUUID() }, 'COMMON_NOT_FOUND'],
    ];
    for (const [info, extra, key] of cases) {
      const res = await submit(buyer.token, info, extra);
      expect({ info, key: res.key, code: res.code, status: res.status }).toEqual({
        info,
        key,
        code: '1',
        status: 200,
      });
    }
    // The shop's own owner, and a buyer without an address.
    expect((await submit(shop.token, orderInfo([shop.listing.id, null, 2]))).key).toBe('ORDER_OWN_SHOP');
    const homeless = await orderBuyer(t, '10', { address: false });
    expect((await submit(homeless.token, orderInfo([shop.listing.id, null, 2]))).key).toBe(
      'ADDRESS_REQUIRED',
    );
    // Someone else's address is not found.
    expect(
      (await submit(homeless.token, orderInfo([shop.listing.id, null, 2]), { addressId: buyer.addressId! }))
        .key,
    ).toBe('COMMON_NOT_FOUND');
    expect(await stockOf(shop.good.id)).toBe(3);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(0);
  });

  it('refuses goods taken off the shelf', async () => {
    const shop = await orderShop(t);
    await t.db.update(systemGoods).set({ isShelf: 0 }).where(eq(systemGoods.id, shop.good.id));
    const buyer = await orderBuyer(t);
    expect((await submit(buyer.token, orderInfo([shop.listing.id, null, 1]))).key).toBe(
      'CATALOG_GOODS_OFF_SHELF',
    );
  });
});

describe('order!pay', () => {
  it('moves the total from the wallet into escrow once, after the fund password', async () => {
    const shop = await orderShop(t, { sellingPrice: '12.50' });
    const buyer = await orderBuyer(t, '100.00');
    const ids = await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
    expect((await pay(buyer.token, ids, '654321')).key).toBe('AUTH_SAFEWORD_WRONG');
    expect(await walletOf(t, buyer.user.id)).toBe('100.00');
    expect((await pay(buyer.token, ids)).code).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe('75.00');
    // Paying again debits nothing twice.
    expect((await pay(buyer.token, ids)).code).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe('75.00');
    expect(await orderRow(ids[0]!)).toMatchObject({ status: 1 });
    expect(await logs(buyer.token, ids[0]!)).toEqual(['placed', 'paid']);
  });

  it('refuses more than the balance, and someone else’s order, changing nothing', async () => {
    const shop = await orderShop(t, { sellingPrice: '60.00' });
    const buyer = await orderBuyer(t, '50.00');
    const ids = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    expect((await pay(buyer.token, ids)).key).toBe('WALLET_INSUFFICIENT_BALANCE');
    const other = await orderBuyer(t, '500.00');
    expect((await pay(other.token, ids)).key).toBe('COMMON_NOT_FOUND');
    expect(await walletOf(t, buyer.user.id)).toBe('50.00');
    expect(await walletOf(t, other.user.id)).toBe('500.00');
    expect(await orderRow(ids[0]!)).toMatchObject({ status: 0 });
  });

  it('refuses an order past its payment deadline', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t);
    const ids = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    t.clock.advance(31 * 60 * 1000);
    expect((await pay(buyer.token, ids)).key).toBe('ORDER_NOT_PAYABLE');
    expect(await walletOf(t, buyer.user.id)).toBe('1000.00');
  });
});

describe('who may read an order', () => {
  it('its buyer and its shop (contact details masked); nobody else, operators included', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    const info = async (token: string) => t.action('/api/order!info.action', { token, orderId: id! });
    const mine = OrderInfoReplyVo.parse((await info(buyer.token)).data).orderInfo;
    expect(mine).toMatchObject({
      phone: '+971501234567',
      address: '12 Harbour Road',
      status: 0,
      totalAmount: 15,
    });
    expect(mine.payDeadline).toBe(new Date(t.clock.now().getTime() + 30 * 60 * 1000).getTime());
    const seen = OrderInfoReplyVo.parse((await info(shop.token)).data).orderInfo;
    expect(seen.phone).not.toContain('50123');
    expect(seen.address).not.toContain('Harbour');
    // Operators read orders through the console's endpoints (issue 50).
    expect(await info(ops())).toMatchObject({ code: '403', key: 'AUTH_SESSION_EXPIRED' });
    const stranger = await orderBuyer(t);
    for (const path of [
      '/api/order!info.action',
      '/api/order!listGoods.action',
      '/api/orderLog!list.action',
    ]) {
      expect((await t.action(path, { token: stranger.token, orderId: id! })).key).toBe('COMMON_NOT_FOUND');
      expect((await t.action(path, { orderId: id! })).code).toBe('403');
    }
  });

  it('lists the buyer’s orders by status with counts, and the lines in the request’s language', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t);
    const [paid] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
    await pay(buyer.token, [paid!]);
    const all = await t.action('/api/order!listMain.action', { token: buyer.token });
    expect((all.data as { pageInfo: { totalElements: number } }).pageInfo.totalElements).toBe(2);
    const waiting = await t.action('/api/order!listMain.action', { token: buyer.token, status: 1 });
    expect(
      (waiting.data as { pageList: { id: string; goodsFrom: string }[] }).pageList.map((o) => o.id),
    ).toEqual([paid]);
    const counts = await t.action('/api/order!countOrderStatus.action', { token: buyer.token });
    expect(counts.data).toEqual({
      waitPayCount: '1',
      waitDeliverCount: '1',
      waitReceiptCount: '0',
      waitEvaluateCount: '0',
      refundCount: '0',
    });
    const goods = await t.action('/api/order!listGoods.action', {
      token: buyer.token,
      orderId: paid!,
      lang: 'de',
    });
    expect((goods.data as { pageList: { goodsName: string; goodsNum: number }[] }).pageList[0]).toMatchObject(
      {
        goodsName: 'Teekanne',
        goodsNum: 1,
      },
    );
  });
});

describe('cancel and remind', () => {
  it('cancels only while waiting for payment, returning the stock once', async () => {
    const shop = await orderShop(t, { stock: 10 });
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 4]));
    expect(await stockOf(shop.good.id)).toBe(6);
    const cancel = () =>
      t.action('/api/order!cancel.action', { token: buyer.token, orderId: id!, cancelReason: 2 });
    for (const reason of [{ cancelReason: 5 }, { returnReason: 10 }, { cancelReason: -1 }] as Record<
      string,
      number
    >[]) {
      expect(
        (await t.action('/api/order!cancel.action', { token: buyer.token, orderId: id!, ...reason })).key,
        JSON.stringify(reason),
      ).toBe('COMMON_PARAM_INVALID');
    }
    expect((await cancel()).code).toBe('0');
    expect(await stockOf(shop.good.id)).toBe(10);
    expect((await cancel()).key).toBe('ORDER_CANNOT_CANCEL');
    expect(await stockOf(shop.good.id)).toBe(10);
    expect(await orderRow(id!)).toMatchObject({ status: -1, cancelReason: 2 });
    expect((await pay(buyer.token, [id!])).key).toBe('ORDER_NOT_PAYABLE');
  });

  // The desktop client numbers its reasons 1–9 (contract §1.5), the spec has five (0–4): ADR 026.
  it.each([
    [{ returnReason: 1 }, 3],
    [{ returnReason: 2 }, 0],
    [{ returnReason: 3 }, 4],
    [{ returnReason: 4 }, 4],
    [{ returnReason: 5 }, 1],
    [{ returnReason: 6 }, 4],
    [{ returnReason: 7 }, 4],
    [{ returnReason: 8 }, 4],
    [{ returnReason: 9 }, 4],
    [{ returnReason: 0 }, 0],
    [{ cancelReason: 1, returnReason: 9 }, 1],
    [{}, 4],
  ])('cancels with %o as the spec’s reason %i', async (reason, expected) => {
    const shop = await orderShop(t, { stock: 10 });
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    const res = await t.action('/api/order!cancel.action', { token: buyer.token, orderId: id!, ...reason });
    expect(res.code, res.msg).toBe('0');
    expect(await orderRow(id!)).toMatchObject({ status: -1, cancelReason: expected });
  });

  it('the shop’s seller cannot cancel its buyer’s order, which stays waiting for payment (spec §6)', async () => {
    const shop = await orderShop(t, { stock: 10 });
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 4]));
    const res = await t.action('/api/order!cancel.action', {
      token: shop.token,
      orderId: id!,
      returnReason: 2,
    });
    expect(res).toMatchObject({ code: '1', key: 'COMMON_NOT_FOUND' });
    expect(await orderRow(id!)).toMatchObject({ status: 0 });
    expect(await stockOf(shop.good.id)).toBe(6);
  });

  it('reminds the seller once', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    const remind = () => t.action('/api/order!remind.action', { token: buyer.token, orderId: id! });
    expect((await remind()).key).toBe('ORDER_CANNOT_REMIND');
    await pay(buyer.token, [id!]);
    expect((await remind()).code).toBe('0');
    expect((await remind()).key).toBe('ORDER_ALREADY_REMINDED');
    expect(await logs(buyer.token, id!)).toEqual(['placed', 'paid', 'reminded']);
  });
});
