// The order after payment: the seller's purchase, shipping, receipt, review, refunds and the sweeps.
import { type OrderLogVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.js';
import { hashPassword } from '../account/passwords.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import {
  flatFreightShop,
  fund,
  orderBuyer,
  orderInfo,
  orderShop,
  orderTestApp,
  walletOf,
} from '../../../test/order-fixtures.js';

const { t, ops, stockOf, orderRow, placed, pay, purchase, ship, receive, deliver, login, logs } =
  orderTestApp();

describe('the whole flow: purchase, ship, scans, receipt, review, settlement', () => {
  it('settles the margin to the seller after the return window', async () => {
    // Freight 2.00.
    const shop = await flatFreightShop(t, { funds: '5.00' });
    const buyer = await orderBuyer(t, '100.00');
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
    await pay(buyer.token, [id!]);
    expect(await walletOf(t, buyer.user.id)).toBe('68.00');

    // Purchasing costs 2 × 10.00 + 2.00 freight; the shop holds 5.00: "please deposit".
    const push = () =>
      t.action('/seller/orders!push.action', { token: shop.token, orderId: id!, safeword: '123456' });
    expect((await push()).key).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect(
      (await t.action('/seller/orders!push.action', { token: buyer.token, orderId: id!, safeword: '123456' }))
        .key,
    ).toBe('AUTH_NOT_A_SELLER');
    await fund(t, shop.owner.id, '20.00');
    // Like every payment out of a wallet, the purchase asks for the fund password (issue 51): none
    // sent, a wrong one, or none set ("999") move nothing.
    const pushWith = (params: Record<string, string>) =>
      t.action('/seller/orders!push.action', { token: shop.token, orderId: id!, ...params });
    expect(await pushWith({})).toMatchObject({ code: '1', key: 'COMMON_PARAM_MISSING' });
    expect(await pushWith({ safeword: '654321' })).toMatchObject({ key: 'AUTH_SAFEWORD_WRONG' });
    await t.db.update(users).set({ safewordHash: null }).where(eq(users.id, shop.owner.id));
    expect(await pushWith({ safeword: '123456' })).toMatchObject({
      code: '999',
      key: 'AUTH_SAFEWORD_NOT_SET',
    });
    await t.db
      .update(users)
      .set({ safewordHash: await hashPassword('123456') })
      .where(eq(users.id, shop.owner.id));
    expect(await walletOf(t, shop.owner.id)).toBe('25.00');
    expect((await push()).code).toBe('0');
    expect(await walletOf(t, shop.owner.id)).toBe('3.00');
    expect((await push()).key).toBe('ORDER_CANNOT_PURCHASE');

    const shipAs = (token: string) =>
      t.action('/admin/order!ship.action', { token, orderId: id!, carrier: 'DHL', trackingNo: 'JD0123' });
    expect((await shipAs((await createLoggedInOperator(t, 'finance')).token)).key).toBe(
      'COMMON_NO_PERMISSION',
    );
    expect((await shipAs(ops())).code).toBe('0');
    expect((await shipAs(ops())).key).toBe('ORDER_CANNOT_SHIP');
    const { simulateLogistics } = await import('./logistics-simulator.js');
    t.clock.advance(60_000);
    await simulateLogistics(t.db, t.clock.now(), 60_000);
    const timeline = (await t.action('/api/orderLog!list.action', { token: buyer.token, orderId: id! }))
      .data as OrderLogVo[];
    expect(timeline.map((l) => l.kind)).toEqual(['placed', 'paid', 'pushed', 'shipped', 'picked_up']);
    expect(timeline[3]?.content).toBe('Shipped by DHL, tracking number JD0123.');

    const refund = () =>
      t.action('/api/order!returns.action', { token: buyer.token, orderId: id!, returnReason: 6 });
    expect((await refund()).key).toBe('ORDER_SHIPPED_NO_REFUND');
    expect((await t.action('/api/order!receipt.action', { token: buyer.token, orderId: id! })).code).toBe(
      '0',
    );

    const review = await t.action(
      '/api/evaluation!addList.action',
      {},
      {
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({
          orderId: id,
          evaluations: [
            {
              sellerGoodsId: shop.listing.id,
              evaluationType: 1,
              rating: 5,
              content: 'Well packed',
              imgUrl1: '/uploads/review/a.webp',
            },
          ],
        }),
      },
    );
    expect(review.code, review.msg).toBe('0');
    expect(await orderRow(id!)).toMatchObject({ status: 5 });

    // Not settled inside the return window; settled once after it, with the margin.
    const { runOrderSweeps } = await import('./sweeps.js');
    t.clock.advance(6 * 86_400_000);
    expect((await runOrderSweeps(t.db, t.clock.now())).settled).toBe(0);
    t.clock.advance(86_400_000);
    expect((await runOrderSweeps(t.db, t.clock.now())).settled).toBeGreaterThanOrEqual(1);
    expect((await runOrderSweeps(t.db, t.clock.now())).settled).toBe(0);
    // 3.00 left after purchasing + 32.00 escrow = 35.00: a margin of 2 × (15 − 10) = 10.00.
    expect(await walletOf(t, shop.owner.id)).toBe('35.00');
    const buyerAgain = await login(buyer.user);
    const late = await t.action('/api/order!returns.action', {
      token: buyerAgain,
      orderId: id!,
      returnReason: 6,
    });
    expect(late.key).toBe('ORDER_REFUND_NOT_ALLOWED');
    const list = await t.action('/seller/orders!list.action', { token: await login(shop.owner) });
    expect((list.data as { pageList: unknown[] }).pageList[0]).toMatchObject({
      settled: 1,
      profit: 10,
      purchaseAmount: 22,
    });
  });
});

describe('reviews as the desktop client sends them', () => {
  it('evaluation!addList takes its evaluationAdds list, in a JSON body with token and lang in the query', async () => {
    const shop = await orderShop(t, { funds: '50.00', sellingPrice: '15.00', systemPrice: '10.00' });
    const buyer = await orderBuyer(t, '100.00');
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await pay(buyer.token, [id!]);
    await deliver(id!, { shop: shop.token, ops: ops(), buyer: buyer.token });
    const postBody = (body: Record<string, unknown>) =>
      t.action(
        '/api/evaluation!addList.action',
        { token: buyer.token, lang: 'en' },
        { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) },
      );
    const line = { sellerGoodsId: shop.listing.id, evaluationType: 1, rating: 4, content: 'As described' };
    expect(await postBody({ orderId: id })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'evaluations' },
    });
    expect((await postBody({ orderId: id, evaluationAdds: [] })).key).toBe('COMMON_PARAM_INVALID');
    const res = await postBody({ orderId: id, evaluationAdds: [line] });
    expect(res.code, res.msg).toBe('0');
    expect(await orderRow(id!)).toMatchObject({ status: 5 });
    const reviews = await t.action('/api/evaluation!list.action', { sellerGoodsId: shop.listing.id });
    expect((reviews.data as { pageList: { content: string }[] }).pageList.map((r) => r.content)).toEqual([
      'As described',
    ]);
  });
});

describe('refunds', () => {
  async function paidOrder(options: { push?: boolean } = {}) {
    const shop = await orderShop(t, { sellingPrice: '15.00', systemPrice: '10.00', stock: 10 });
    const buyer = await orderBuyer(t, '100.00');
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
    await pay(buyer.token, [id!]);
    if (options.push) await purchase(shop.token, id!);
    return { shop, buyer, id: id! };
  }
  const decide = (orderId: string, approve: 0 | 1, reason = 'Checked with the warehouse') =>
    t.action('/admin/order!decideRefund.action', { token: ops(), orderId, approve, reason });

  it('before purchase: the buyer’s money back and the stock returned', async () => {
    const { shop, buyer, id } = await paidOrder();
    const res = await t.action('/api/order!returns.action', {
      token: buyer.token,
      orderId: id,
      returnReason: 2,
      returnDetail: 'Ordered twice',
    });
    expect(res.code).toBe('0');
    expect(
      (await t.action('/api/order!returns.action', { token: buyer.token, orderId: id, returnReason: 2 })).key,
    ).toBe('ORDER_REFUND_EXISTS');
    expect(await orderRow(id)).toMatchObject({ status: 6, refundStatus: 1, returnReason: 2 });
    expect((await decide(id, 1)).code).toBe('0');
    expect((await decide(id, 1)).key).toBe('ORDER_NO_REFUND_PENDING');
    expect(await walletOf(t, buyer.user.id)).toBe('100.00');
    expect(await stockOf(shop.good.id)).toBe(10);
    expect(await logs(buyer.token, id)).toEqual(['placed', 'paid', 'refund_requested', 'refund_success']);
  });

  it('refuses a reason that cannot be true of goods not yet shipped, and changes nothing', async () => {
    const { buyer, id } = await paidOrder({ push: true });
    const ask = (returnReason: number) =>
      t.action('/api/order!returns.action', { token: buyer.token, orderId: id, returnReason });
    for (const reason of [3, 4, 5, 6, 7]) {
      expect(await ask(reason)).toMatchObject({ code: '1', key: 'ORDER_REFUND_REASON_NEEDS_RECEIPT' });
    }
    expect(await orderRow(id)).toMatchObject({ status: 2, refundStatus: 0, returnReason: null });
    expect((await ask(8)).code).toBe('0');
    expect(await orderRow(id)).toMatchObject({ status: 6, refundStatus: 1, returnReason: 8 });
  });

  it('after purchase: the seller’s wholesale payment comes back too', async () => {
    const { shop, buyer, id } = await paidOrder({ push: true });
    expect(await walletOf(t, shop.owner.id)).toBe('980.00');
    await t.action('/api/order!returns.action', { token: buyer.token, orderId: id, returnReason: 9 });
    await decide(id, 1);
    expect(await walletOf(t, buyer.user.id)).toBe('100.00');
    expect(await walletOf(t, shop.owner.id)).toBe('1000.00');
  });

  it('a refused refund returns the order to where it was, with the reason', async () => {
    const { buyer, id } = await paidOrder({ push: true });
    await t.action('/api/order!returns.action', { token: buyer.token, orderId: id, returnReason: 9 });
    expect((await decide(id, 0, 'Goods match the listing')).code).toBe('0');
    expect(await orderRow(id)).toMatchObject({
      status: 2,
      refundStatus: 3,
      refundNote: 'Goods match the listing',
    });
    expect(await walletOf(t, buyer.user.id)).toBe('70.00');
    const timeline = (
      await t.action('/api/orderLog!list.action', { token: buyer.token, orderId: id, lang: 'en' })
    ).data as OrderLogVo[];
    expect(timeline.at(-1)?.content).toBe('Refund refused: Goods match the listing');
  });

  it('after receipt only within seven days', async () => {
    const { buyer, id } = await paidOrder({ push: true });
    await ship(ops(), id, 'X1');
    await receive(buyer.token, id);
    // Received seven days ago (moving the clock a week would also end the buyer's session).
    const weekAgo = new Date(t.clock.now().getTime() - 7 * 86_400_000);
    await t.db.update(orders).set({ receivedAt: weekAgo }).where(eq(orders.id, id));
    const res = await t.action('/api/order!returns.action', {
      token: buyer.token,
      orderId: id,
      returnReason: 7,
    });
    expect(res).toMatchObject({ key: 'ORDER_REFUND_WINDOW_CLOSED', params: { days: 7 } });
  });

  it('an operator may refund a paid order on the platform’s initiative, audited', async () => {
    const { shop, buyer, id } = await paidOrder({ push: true });
    const res = await t.action('/admin/order!manualRefund.action', {
      token: ops(),
      orderId: id,
      reason: 'Stock lost in warehouse',
    });
    expect(res.code).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe('100.00');
    expect(await walletOf(t, shop.owner.id)).toBe('1000.00');
    expect(
      (await t.action('/admin/order!manualRefund.action', { token: ops(), orderId: id, reason: 'again' }))
        .key,
    ).toBe('ORDER_REFUND_NOT_ALLOWED');
    const audit = await t.action('/admin/audit!list.action', { token: ops(), action: 'order.manual_refund' });
    expect(JSON.stringify(audit.data)).toContain('order.manual_refund');
  });
});

describe('sweeps', () => {
  it('cancel unpaid orders after the timeout, returning stock exactly once', async () => {
    const shop = await orderShop(t, { stock: 5 });
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
    const { runOrderSweeps } = await import('./sweeps.js');
    t.clock.advance(29 * 60 * 1000);
    await runOrderSweeps(t.db, t.clock.now());
    expect(await orderRow(id!)).toMatchObject({ status: 0 });
    t.clock.advance(60 * 1000);
    await Promise.all([runOrderSweeps(t.db, t.clock.now()), runOrderSweeps(t.db, t.clock.now())]);
    await runOrderSweeps(t.db, t.clock.now());
    expect(await orderRow(id!)).toMatchObject({ status: -1 });
    expect(await stockOf(shop.good.id)).toBe(5);
    expect(await logs(buyer.token, id!)).toEqual(['placed', 'auto_cancelled']);
  });

  it('confirm receipt after the set days and leave a default good review', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await pay(buyer.token, [id!]);
    await purchase(shop.token, id!);
    await ship(ops(), id!, 'X2');
    const { runOrderSweeps } = await import('./sweeps.js');
    t.clock.advance(10 * 86_400_000);
    await runOrderSweeps(t.db, t.clock.now());
    expect(await orderRow(id!)).toMatchObject({ status: 4 });
    t.clock.advance(7 * 86_400_000);
    await runOrderSweeps(t.db, t.clock.now());
    expect(await orderRow(id!)).toMatchObject({ status: 5 });
    const kinds = await logs(await login(buyer.user), id!);
    expect(kinds).toContain('auto_received');
    expect(kinds).toContain('default_review');
    const reviews = await t.action('/api/evaluation!list.action', { sellerGoodsId: shop.listing.id });
    expect(
      (reviews.data as { pageList: { isDefault: number; evaluationType: number }[] }).pageList[0],
    ).toMatchObject({
      isDefault: 1,
      evaluationType: 1,
    });
  });

  it('run on a timer once the server starts, and stop with it', async () => {
    const shop = await orderShop(t, { stock: 5 });
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    t.clock.advance(31 * 60 * 1000);
    const { startOrderScheduler } = await import('./order-scheduler.js');
    const errors: unknown[] = [];
    const stop = startOrderScheduler(t.db, t.clock, {
      sweepSeconds: 1,
      logisticsSeconds: 0,
      log: (e) => errors.push(e),
    });
    try {
      await expect.poll(async () => (await orderRow(id!)).status, { timeout: 5000, interval: 200 }).toBe(-1);
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
  });
});
