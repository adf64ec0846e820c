import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { orderBuyer, orderInfo, orderShop, walletOf } from '../../../test/order-fixtures.js';
import { onPostgres } from '../../../test/test-db.js';
import { ledgerTransactions, orders, systemGoods } from '../../db/schema/index.js';

// Only a real server runs statements concurrently (PGlite runs one at a time). The harness runs
// the ledger checker after each test: balanced, no balance below zero.
describe.runIf(onPostgres())('orders under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('1,000 concurrent payments of one order debit the wallet exactly once', async () => {
    const shop = await orderShop(t, { sellingPrice: '25.00' });
    const buyer = await orderBuyer(t, '100.00');
    const submit = await t.action('/api/order!submit.action', {
      token: buyer.token,
      orderInfo: orderInfo([shop.listing.id, null, 2]),
    });
    const orderId = (submit.data as { orderList: { orderId: string }[] }).orderList[0]!.orderId;
    const results = await Promise.all(
      Array.from({ length: 1000 }, () =>
        t.action('/api/order!pay.action', { token: buyer.token, orderId, safeword: '123456' }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.code))).toEqual(new Set(['0']));
    expect(await walletOf(t, buyer.user.id)).toBe('50.00');
    const payments = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'order_payment'), eq(ledgerTransactions.businessId, orderId)));
    expect(payments[0]?.n).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe(1);
  }, 300_000);

  it('500 concurrent checkouts against a stock of 5 place exactly 5 orders', async () => {
    const shop = await orderShop(t, { stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => orderBuyer(t, '0')));
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.action('/api/order!submit.action', {
          token: buyers[i % buyers.length]!.token,
          orderInfo: orderInfo([shop.listing.id, null, 1]),
        }),
      ),
    );
    const placed = results.filter((r) => r.code === '0');
    expect(placed).toHaveLength(5);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(
      new Set(['ORDER_OUT_OF_STOCK']),
    );
    const [good] = await t.db
      .select({ stock: systemGoods.stock })
      .from(systemGoods)
      .where(eq(systemGoods.id, shop.good.id));
    expect(good?.stock).toBe(0);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.sellerId, shop.shop.id));
    expect(count?.n).toBe(5);
  }, 300_000);
});
