// The seller dashboard and the financial report, against orders placed, paid, refunded and
// settled through the API: the figures are the shop's own, settlements are the ledger's, and every
// day of a range is there, quiet days as zeros, in the time zone asked for.
import {
  DashboardHeadVo,
  OrderStatsVo,
  ReportHeadVo,
  ShopDayVo,
  TopGoodsVo,
  paged,
  type Endpoint,
} from '@caravan/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  sellerViewsHourly,
} from '../../db/schema/index.js';
import {
  flatFreightShop,
  orderBuyer,
  orderInfo,
  orderShop,
  orderTestApp,
} from '../../../test/order-fixtures.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import { callPanel, libraryGood, listGood, panel } from '../../../test/seller-fixtures.js';
import { runOrderSweeps } from '../orders/sweeps.js';

const { t, placed, pay, deliver, login } = orderTestApp();
/** A fresh operations session (the clock moves by days, past a session's life). */
const ops = async () => (await createLoggedInOperator(t, 'operations')).token;
const call = callPanel(t);
const Days = z.array(ShopDayVo);
const DayPage = paged(ShopDayVo);

const ZERO = {
  orderNum: 0,
  salesAmount: 0,
  profit: 0,
  settledNum: 0,
  settledAmount: 0,
  settledProfit: 0,
  viewsNum: 0,
  newFollowers: 0,
};

describe('the dashboard and the report', () => {
  let shop: Awaited<ReturnType<typeof orderShop>>;
  let other: Awaited<ReturnType<typeof orderShop>>;
  let token: string;
  let settledOrder: string;
  let beforeSettlement: unknown;

  // 2026-03-01 08:00Z: A (2 units) paid, B left unpaid, C paid then refunded, another shop's order
  // paid, a view and a follow; 20:00Z (04:00 the next day in Shanghai): D (1 unit) paid. A is
  // purchased, shipped and received on 03-03 and settled on 03-10; D waits to be purchased.
  beforeAll(async () => {
    // Freight 2.00 per order.
    shop = await flatFreightShop(t);
    other = await orderShop(t, { sellingPrice: '30.00', systemPrice: '20.00' });
    const buyer = await orderBuyer(t, '1000.00');
    const [a] = await placed(buyer.token, orderInfo([shop.listing.id, null, 2]));
    await pay(buyer.token, [a!]);
    await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    const [c] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await pay(buyer.token, [c!]);
    const [x] = await placed(buyer.token, orderInfo([other.listing.id, null, 1]));
    await pay(buyer.token, [x!]);
    expect(
      (await t.action('/api/order!returns.action', { token: buyer.token, orderId: c!, returnReason: 2 }))
        .code,
    ).toBe('0');
    const decided = await t.action('/admin/order!decideRefund.action', {
      token: await ops(),
      orderId: c!,
      approve: 1,
      reason: 'Ordered twice',
    });
    expect(decided.code, decided.msg).toBe('0');
    await t.action('/api/sellerGoods!info.action', { token: buyer.token, sellerGoodsId: shop.listing.id });
    await t.app.deps.views.flush();
    await t.action('/api/focusSeller!add.action', { token: buyer.token, sellerId: shop.shop.id });

    t.clock.advance(12 * 3_600_000);
    const [d] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await pay(buyer.token, [d!]);

    t.clock.set(new Date('2026-03-03T08:00:00Z'));
    const owner = await login(shop.owner);
    const buyerToken = await login(buyer.user);
    await deliver(a!, { shop: owner, ops: await ops(), buyer: buyerToken });
    beforeSettlement = (
      await call(panel.reportHead, owner, { startDate: '2026-03-01', endDate: '2026-03-03' })
    ).data;

    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    await runOrderSweeps(t.db, t.clock.now());
    token = await login(shop.owner);
    settledOrder = a!;
  });

  it('counts paid orders whose refund did not go through, by the day they were paid', async () => {
    const res = await call(panel.reportList, token, {
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      all: 1,
    });
    expect(res.code, res.msg).toBe('0');
    const page = DayPage.parse(res.data);
    expect(page.pageInfo).toEqual({ pageNum: 1, pageSize: 10, totalElements: 10 });
    const days = page.pageList;
    expect(days.map((d) => d.day)).toEqual(
      ['10', '09', '08', '07', '06', '05', '04', '03', '02', '01'].map((n) => `2026-03-${n}`),
    );
    // A (2 × 15.00) and D (1 × 15.00); not the unpaid B, the refunded C or the other shop's order.
    expect(days[9]).toEqual({
      day: '2026-03-01',
      ...ZERO,
      orderNum: 2,
      salesAmount: 45,
      profit: 15,
      viewsNum: 1,
      newFollowers: 1,
    });
    for (const quiet of days.slice(1, 9)) expect(quiet).toEqual({ day: quiet.day, ...ZERO });
    // A settled on 03-10: its total (goods 30.00 + freight 2.00) into the wallet, less its purchase.
    expect(days[0]).toEqual({
      day: '2026-03-10',
      ...ZERO,
      settledNum: 1,
      settledAmount: 32,
      settledProfit: 10,
    });
  });

  it('takes settlements from the ledger', async () => {
    const [wallet] = await t.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, `wallet:${shop.owner.id}`));
    const moves = await t.db
      .select({ kind: ledgerTransactions.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.accountId, wallet!.id),
          eq(ledgerTransactions.businessId, settledOrder),
          inArray(ledgerTransactions.kind, ['order_settlement', 'order_purchase']),
        ),
      );
    expect(moves.map((m) => [m.kind, m.amount]).sort()).toEqual([
      ['order_purchase', '-22.00'],
      ['order_settlement', '32.00'],
    ]);
    const head = ReportHeadVo.parse(
      (await call(panel.reportHead, token, { startDate: '2026-03-01', endDate: '2026-03-10' })).data,
    );
    expect(head).toEqual({
      ...ZERO,
      orderNum: 2,
      salesAmount: 45,
      profit: 15,
      settledNum: 1,
      settledAmount: 32,
      settledProfit: 10,
      viewsNum: 1,
      newFollowers: 1,
      tz: 'UTC',
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      days: 10,
    });
    // Before the settlement, the same orders were sold but nothing was settled.
    expect(beforeSettlement).toMatchObject({
      orderNum: 2,
      salesAmount: 45,
      profit: 15,
      settledNum: 0,
      settledAmount: 0,
    });
  });

  it('counts days in the time zone asked for', async () => {
    const res = await call(panel.reportList, token, {
      startDate: '2026-03-01',
      endDate: '2026-03-10',
      all: 1,
      tz: 'Asia/Shanghai',
    });
    const days = DayPage.parse(res.data).pageList;
    // D was paid at 20:00Z on 03-01: 04:00 on 03-02 in Shanghai.
    expect(days.find((d) => d.day === '2026-03-01')).toMatchObject({ orderNum: 1, salesAmount: 30 });
    expect(days.find((d) => d.day === '2026-03-02')).toMatchObject({ orderNum: 1, salesAmount: 15 });
    expect(days.find((d) => d.day === '2026-03-10')).toMatchObject({ settledNum: 1 });
    const views = await t.db
      .select()
      .from(sellerViewsHourly)
      .where(eq(sellerViewsHourly.sellerId, shop.shop.id));
    expect(views.map((v) => [v.hour.toISOString(), v.views])).toEqual([['2026-03-01T08:00:00.000Z', 1]]);
  });

  it('pages the report newest first', async () => {
    const page = DayPage.parse(
      (
        await call(panel.reportList, token, {
          startDate: '2026-03-01',
          endDate: '2026-03-10',
          pageNum: 2,
          pageSize: 3,
        })
      ).data,
    );
    expect(page.pageInfo).toEqual({ pageNum: 2, pageSize: 3, totalElements: 10 });
    expect(page.pageList.map((d) => d.day)).toEqual(['2026-03-07', '2026-03-06', '2026-03-05']);
    // Without dates: the last 30 days up to today.
    const recent = DayPage.parse((await call(panel.reportList, token, { pageSize: 1 })).data);
    expect(recent.pageInfo.totalElements).toBe(30);
    expect(recent.pageList[0]?.day).toBe('2026-03-10');
  });

  it('heads the dashboard with today, the range and the shop’s standing', async () => {
    const head = DashboardHeadVo.parse((await call(panel.dashboardHead, token)).data);
    expect(head).toMatchObject({
      tz: 'UTC',
      todayDate: '2026-03-10',
      startDate: '2026-02-09',
      endDate: '2026-03-10',
      today: { ...ZERO, settledNum: 1, settledAmount: 32, settledProfit: 10 },
      period: { orderNum: 2, salesAmount: 45, profit: 15, settledNum: 1, viewsNum: 1, newFollowers: 1 },
      focusNum: 1,
      sellerGoodsNum: 1,
      waitingPurchase: 1,
    });
    const theirs = DashboardHeadVo.parse((await call(panel.dashboardHead, await login(other.owner))).data);
    expect(theirs.period).toEqual({ ...ZERO, orderNum: 1, salesAmount: 30, profit: 10 });
  });

  it('counts the last `days` days up to the server’s today', async () => {
    const week = DashboardHeadVo.parse((await call(panel.dashboardHead, token, { days: 7 })).data);
    expect(week).toMatchObject({ todayDate: '2026-03-10', startDate: '2026-03-04', endDate: '2026-03-10' });
    // The sales of 1 March fall outside the week; the settlement of 10 March inside it.
    expect(week.period).toEqual({ ...ZERO, settledNum: 1, settledAmount: 32, settledProfit: 10 });
    const report = DayPage.parse((await call(panel.reportList, token, { days: 10, all: 1 })).data);
    expect(report.pageList.map((d) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-03-${String(10 - i).padStart(2, '0')}`),
    );
    expect(report.pageList.at(-1)).toMatchObject({ day: '2026-03-01', orderNum: 2, salesAmount: 45 });
  });

  it('draws the last 30 days, quiet days as zeros', async () => {
    const line = Days.parse((await call(panel.dashboardLine, token)).data);
    expect(line).toHaveLength(30);
    expect(line[0]?.day).toBe('2026-02-09');
    expect(line[29]?.day).toBe('2026-03-10');
    expect(line.filter((d) => d.orderNum > 0).map((d) => [d.day, d.orderNum])).toEqual([['2026-03-01', 2]]);
    expect(line.reduce((sum, d) => sum + d.salesAmount, 0)).toBe(45);
    const quiet = line.filter((d) => d.day !== '2026-03-01' && d.day !== '2026-03-10');
    expect(quiet).toHaveLength(28);
    for (const day of quiet) expect(day).toEqual({ day: day.day, ...ZERO });
    expect(Days.parse((await call(panel.dashboardLine, token, { days: 7 })).data)).toHaveLength(7);
  });

  it('ranks the range’s best sellers and counts orders by status', async () => {
    const top = z
      .array(TopGoodsVo)
      .parse((await call(panel.dashboardGoods, token, { sortBy: 'quantity' })).data);
    expect(top).toEqual([
      {
        id: shop.listing.id,
        goodsId: shop.good.id,
        name: expect.any(String),
        imgUrl: expect.any(String),
        quantity: 3,
        orderNum: 2,
        salesAmount: 45,
        profit: 15,
      },
    ]);
    // The listing's units sold are its paid, not refunded order lines: A's 2 and D's 1.
    const listed = await call(panel.listings, token);
    expect((listed.data as { pageList: { id: string; soldNum: number }[] }).pageList).toMatchObject([
      { id: shop.listing.id, soldNum: 3 },
    ]);
    const ofDe = z.array(TopGoodsVo).parse((await call(panel.dashboardGoods, token, { lang: 'de' })).data);
    expect(ofDe[0]?.name).toBe('Teekanne');
    const stats = OrderStatsVo.parse((await call(panel.dashboardStats, token)).data);
    // A received (and reviewed by default), B cancelled unpaid, C refunded, D waiting.
    expect(stats).toMatchObject({
      total: 4,
      pendingPayment: 0,
      waitingPurchase: 1,
      cancelled: 1,
      refund: 1,
      refunding: 0,
    });
    expect(stats.received + stats.completed).toBe(1);
  });

  it('ranks best sellers by the amounts themselves, not their text', async () => {
    // 15.00 against 9.00: as text "9.00" would come first.
    const mine = await orderShop(t, { sellingPrice: '15.00', systemPrice: '10.00' });
    const owner = { token: await login(mine.owner) };
    const cheap = await listGood(
      t,
      owner,
      (await libraryGood(t, { systemPrice: '6.00', stock: 10 })).id,
      '9.00',
    );
    const buyer = await orderBuyer(t, '100.00');
    const orders = await placed(buyer.token, orderInfo([mine.listing.id, null, 1], [cheap.id, null, 1]));
    await pay(buyer.token, orders);
    const top = (sortBy: string) =>
      call(panel.dashboardGoods, owner.token, { sortBy }).then((r) =>
        z
          .array(TopGoodsVo)
          .parse(r.data)
          .map((g) => [g.id, g.salesAmount]),
      );
    expect(await top('amount')).toEqual([
      [mine.listing.id, 15],
      [cheap.id, 9],
    ]);
    // One unit each: the larger amount breaks the tie.
    expect(await top('quantity')).toEqual([
      [mine.listing.id, 15],
      [cheap.id, 9],
    ]);
  });

  it('refuses bad ranges and time zones with a clear error', async () => {
    const cases: [Endpoint, Record<string, string | number>, string][] = [
      [panel.reportHead, { startDate: '2026-03-05', endDate: '2026-03-01' }, 'SELLER_DATE_RANGE_INVALID'],
      [panel.reportHead, { startDate: '2025-01-01', endDate: '2026-01-02' }, 'SELLER_DATE_RANGE_INVALID'],
      [panel.reportHead, { startDate: '2026-04-01' }, 'SELLER_DATE_RANGE_INVALID'],
      [panel.reportHead, { startDate: '2026-03-01', days: 7 }, 'SELLER_DATE_RANGE_INVALID'],
      [panel.reportHead, { days: 0 }, 'COMMON_PARAM_INVALID'],
      [panel.reportList, { days: 367 }, 'COMMON_PARAM_INVALID'],
      [panel.dashboardHead, { days: '7.5' }, 'COMMON_PARAM_INVALID'],
      [panel.reportList, { startDate: '2026-02-30' }, 'COMMON_PARAM_INVALID'],
      [panel.reportList, { endDate: '10/03/2026' }, 'COMMON_PARAM_INVALID'],
      [panel.reportList, { tz: 'Mars/Olympus' }, 'COMMON_PARAM_INVALID'],
      [panel.reportList, { tz: "UTC'; drop table orders; --" }, 'COMMON_PARAM_INVALID'],
      [panel.dashboardHead, { tz: 'x'.repeat(65) }, 'COMMON_PARAM_TOO_LONG'],
      [panel.dashboardLine, { days: 6 }, 'COMMON_PARAM_INVALID'],
      [panel.dashboardLine, { days: 91 }, 'COMMON_PARAM_INVALID'],
      [panel.dashboardGoods, { limit: 51 }, 'COMMON_PARAM_INVALID'],
      [panel.dashboardGoods, { sortBy: 'price' }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [endpoint, params, key] of cases) {
      const res = await call(endpoint, token, params);
      expect({ name: endpoint.name, params, code: res.code, key: res.key, status: res.status }).toEqual({
        name: endpoint.name,
        params,
        code: '1',
        key,
        status: 200,
      });
    }
    // A year and a day is the longest range.
    const year = await call(panel.reportList, token, {
      startDate: '2025-03-10',
      endDate: '2026-03-10',
      all: 1,
    });
    expect(DayPage.parse(year.data).pageList).toHaveLength(366);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(0);
  });
});
