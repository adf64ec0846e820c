import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { orderBuyer, orderCalls, orderInfo, orderShop, walletOf } from '../../../test/order-fixtures.js';
import { onPostgres } from '../../../test/test-db.js';
import { ledgerTransactions, orderLogs, orders, sellerGoods } from '../../db/schema/index.js';
import { checkLedger } from '../wallet/ledger.js';
import { orderTimings } from './order-timing.js';
import { runOrderSweeps } from './sweeps.js';

// Issue 22, points 1–3: money and stock under concurrency. Only a real server runs statements
// concurrently (PGlite runs one at a time). The harness runs the ledger checker after each test
// (balanced, no balance below zero); each test also runs it itself, at the point it asserts.

/** The app's order calls, and the ledger's and the orders' figures the tests assert. */
function ordersUnderTest(app: () => TestApp) {
  const t = () => app();
  const calls = orderCalls(app);
  return {
    ...calls,
    /** `n` sessions of one user: logged in one after another (concurrent logins of one account
     * are refused beyond three, as a guessing attack would be). */
    async sessions(user: { username: string; password: string }, n: number) {
      const tokens: string[] = [];
      for (let i = 0; i < n; i++) tokens.push(await calls.login(user));
      return tokens;
    },
    /** How many payment transactions the ledger holds for each of the orders (absent: none). */
    async payments(ids: readonly string[]) {
      const rows = await t()
        .db.select({ id: ledgerTransactions.businessId, n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(
          and(eq(ledgerTransactions.kind, 'order_payment'), inArray(ledgerTransactions.businessId, [...ids])),
        )
        .groupBy(ledgerTransactions.businessId);
      return Object.fromEntries(rows.map((r) => [r.id, r.n]));
    },
    async soldNum(listingId: string) {
      const [row] = await t()
        .db.select({ n: sellerGoods.soldNum })
        .from(sellerGoods)
        .where(eq(sellerGoods.id, listingId));
      return row?.n;
    },
    async logKinds(orderId: string) {
      const rows = await t()
        .db.select({ kind: orderLogs.kind })
        .from(orderLogs)
        .where(eq(orderLogs.orderId, orderId))
        .orderBy(orderLogs.id);
      return rows.map((r) => r.kind);
    },
    async ledgerProblems() {
      return checkLedger(t().db);
    },
  };
}

describe.runIf(onPostgres())('money and stock under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  const o = ordersUnderTest(() => t);

  it('1. exactly-once pay: 1,000 concurrent pays naming one order, from 50 sessions of its buyer, debit it once', async () => {
    const shop = await orderShop(t, { sellingPrice: '25.00' });
    const buyer = await orderBuyer(t, '1000.00');
    const line = (n: number) => orderInfo([shop.listing.id, null, n]);
    // The target (2 × 25), another unpaid order, one paid before and one cancelled before.
    const [target] = await o.placed(buyer.token, line(2));
    const [other] = await o.placed(buyer.token, line(1));
    const [paid] = await o.placed(buyer.token, line(1));
    const [cancelled] = await o.placed(buyer.token, line(1));
    if (!target || !other || !paid || !cancelled) throw new Error('orders not placed');
    expect((await o.pay(buyer.token, [paid])).code).toBe('0');
    const cancel = await t.action('/api/order!cancel.action', {
      token: buyer.token,
      orderId: cancelled,
      returnReason: 0,
    });
    expect(cancel.code).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe('975.00');
    const soldBefore = await o.soldNum(shop.listing.id);

    // The order is its own idempotency key (DESIGN.md §5): the same request repeated, and distinct
    // requests that name it alone, twice, or with orders already paid or still unpaid. A list
    // with a cancelled order is refused whole, the target included.
    const requests: { ids: string[]; refused?: 'ORDER_NOT_PAYABLE' }[] = [
      { ids: [target] },
      { ids: [target] },
      { ids: [target, paid] },
      { ids: [paid, target] },
      { ids: [target, other] },
      { ids: [other, target, paid] },
      { ids: [target, target] },
      { ids: [target, cancelled], refused: 'ORDER_NOT_PAYABLE' },
      { ids: [other] },
      { ids: [paid] },
    ];
    const sessions = await o.sessions(buyer.user, 50);
    expect(new Set(sessions).size).toBe(50);
    const sent = Array.from({ length: 1000 }, (_, i) => requests[i % requests.length]!);
    const results = await Promise.all(sent.map((r, i) => o.pay(sessions[i % sessions.length]!, r.ids)));

    expect(results.every((r) => r.status === 200)).toBe(true);
    const outcome = (r: { code: string; key?: string | undefined }) => (r.code === '0' ? 'ok' : r.key);
    expect(results.map(outcome)).toEqual(sent.map((r) => r.refused ?? 'ok'));
    // The target and the other order debited exactly once each, the one paid before not again,
    // the cancelled one never.
    expect(await o.payments([target, other, paid, cancelled])).toEqual({
      [target]: 1,
      [other]: 1,
      [paid]: 1,
    });
    expect(await walletOf(t, buyer.user.id)).toBe('900.00');
    expect((await o.orderRow(target)).status).toBe(1);
    expect((await o.orderRow(other)).status).toBe(1);
    expect((await o.orderRow(cancelled)).status).toBe(-1);
    // The rest of each payment happened once too: the sold count and the timeline.
    expect(await o.soldNum(shop.listing.id)).toBe((soldBefore ?? 0) + 3);
    expect(await o.logKinds(target)).toEqual(['placed', 'paid']);
    expect(await o.ledgerProblems()).toEqual([]);
  }, 300_000);

  it('2. no overdraft: 200 concurrent pays of 30 against a balance of 100 — exactly 3 succeed', async () => {
    const shop = await orderShop(t, { sellingPrice: '30.00', stock: 1000 });
    const buyer = await orderBuyer(t, '100.00');
    const ids = (
      await Promise.all(
        Array.from({ length: 200 }, () => o.placed(buyer.token, orderInfo([shop.listing.id, null, 1]))),
      )
    ).flat();
    expect(new Set(ids).size).toBe(200);
    const sessions = await o.sessions(buyer.user, 10);
    const results = await Promise.all(ids.map((id, i) => o.pay(sessions[i % sessions.length]!, [id])));

    expect(results.filter((r) => r.code === '0')).toHaveLength(3);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(
      new Set(['WALLET_INSUFFICIENT_BALANCE']),
    );
    const paidIds = ids.filter((_, i) => results[i]?.code === '0');
    expect(await o.payments(ids)).toEqual(Object.fromEntries(paidIds.map((id) => [id, 1])));
    const [paid] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.status, 1)));
    expect(paid?.n).toBe(3);
    expect(await walletOf(t, buyer.user.id)).toBe('10.00');
    expect(await o.ledgerProblems()).toEqual([]);
  }, 300_000);
});

// Its own app: the sweep cancels every overdue order of the database, and the other tests leave
// unpaid orders behind.
describe.runIf(onPostgres())('stock under concurrency, and the unpaid-order sweep (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  const o = ordersUnderTest(() => t);

  it('3. no oversell, exact release: 500 concurrent orders against a stock of 5 place 5; the timeout returns them once', async () => {
    const shop = await orderShop(t, { stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => orderBuyer(t, '100.00')));
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        o.submit(buyers[i % buyers.length]!.token, orderInfo([shop.listing.id, null, 1])),
      ),
    );
    const placed = results.filter((r) => r.code === '0');
    expect(placed).toHaveLength(5);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(
      new Set(['ORDER_OUT_OF_STOCK']),
    );
    expect(await o.stockOf(shop.good.id)).toBe(0);
    const placedOrders = await t.db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.sellerId, shop.shop.id));
    expect(placedOrders).toHaveLength(5);

    // Past the unpaid timeout the orders cannot be paid; two sweeps (two instances) run at once:
    // each reservation goes back once, by whichever sweep locks the order first.
    t.clock.advance((await orderTimings(t.db)).unpaidMs + 60_000);
    const tokenOf = (userId: string) => buyers.find((b) => b.user.id === userId)!.token;
    for (const p of placedOrders)
      expect((await o.pay(tokenOf(p.userId), [p.id])).key).toBe('ORDER_NOT_PAYABLE');
    const sweeps = await Promise.all([
      runOrderSweeps(t.db, t.clock.now()),
      runOrderSweeps(t.db, t.clock.now()),
    ]);
    expect(sweeps[0].cancelled + sweeps[1].cancelled).toBe(5);
    expect(await o.stockOf(shop.good.id)).toBe(5);
    for (const p of placedOrders) {
      expect((await o.orderRow(p.id)).status).toBe(-1);
      expect(await o.logKinds(p.id)).toEqual(['placed', 'auto_cancelled']);
    }

    // Later, the sweep again, twice at once: nothing left to release.
    t.clock.advance(24 * 3600_000);
    const again = await Promise.all([
      runOrderSweeps(t.db, t.clock.now()),
      runOrderSweeps(t.db, t.clock.now()),
    ]);
    expect(again.map((s) => s.cancelled)).toEqual([0, 0]);
    expect(await o.stockOf(shop.good.id)).toBe(5);
    // Nothing was paid, so no money moved.
    expect(await o.payments(placedOrders.map((p) => p.id))).toEqual({});
    for (const b of buyers) expect(await walletOf(t, b.user.id)).toBe('100.00');
    expect(await o.ledgerProblems()).toEqual([]);
  }, 300_000);
});
