import {
  SELLER_LIMITS,
  type DashboardHeadVo,
  type Language,
  type OrderStatsVo,
  type ReportHeadVo,
  type ShopDayVo,
  type ShopFiguresVo,
  type TopGoodsVo,
} from '@caravan/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sellers, systemGoods } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, toWire } from '../../lib/money.js';
import { toPage, type Page, type Paging } from '../../lib/paging.js';
import { dailyFigures, orderCounts, topGoods, type DayFiguresRow } from './figures.repository.js';
import { goodsName } from '../catalog/index.js';
import { addDays, dayIn, resolveTimeZone } from './time-zones.js';

// The seller dashboard (instrument-panel!…) and the financial report (report!…): a shop's orders,
// sales, margins, settlements, views and followers by day, in the seller's time zone.

/** The shop the figures are of, and its owner (whose wallet the ledger settles into). */
export interface ShopScope {
  sellerId: string;
  ownerId: string;
}

export interface RangeInput {
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The last this many days up to `endDate`, when no start is given. */
  days?: number | undefined;
  tz?: string | undefined;
}

interface Range {
  tz: string;
  today: string;
  startDate: string;
  endDate: string;
  days: number;
}

/** The request's range: given days, or the last `days` (30) days up to today in the zone. */
async function resolveRange(db: DbOrTx, input: RangeInput, now: Date): Promise<Range> {
  const tz = await resolveTimeZone(db, input.tz);
  const today = dayIn(now, tz);
  const endDate = input.endDate ?? today;
  const startDate = input.startDate ?? addDays(endDate, 1 - (input.days ?? SELLER_LIMITS.defaultRangeDays));
  const days = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  if (days < 1 || days > SELLER_LIMITS.rangeDaysMax) throw new AppError('SELLER_DATE_RANGE_INVALID');
  return { tz, today, startDate, endDate, days };
}

function presentDay(row: DayFiguresRow): ShopDayVo {
  return {
    day: row.day,
    orderNum: row.orderNum,
    salesAmount: toWire(row.salesAmount),
    profit: toWire(row.profit),
    settledNum: row.settledNum,
    settledAmount: toWire(row.settledAmount),
    settledProfit: toWire(row.settledProfit),
    viewsNum: row.viewsNum,
    newFollowers: row.newFollowers,
  };
}

/** The days' figures added up (amounts as decimals, rounded once at the end). */
function total(rows: readonly DayFiguresRow[]): ShopFiguresVo {
  const sum = (pick: (r: DayFiguresRow) => string) =>
    toWire(rows.reduce((a, r) => a.plus(pick(r)), amount(0)));
  const count = (pick: (r: DayFiguresRow) => number) => rows.reduce((a, r) => a + pick(r), 0);
  return {
    orderNum: count((r) => r.orderNum),
    salesAmount: sum((r) => r.salesAmount),
    profit: sum((r) => r.profit),
    settledNum: count((r) => r.settledNum),
    settledAmount: sum((r) => r.settledAmount),
    settledProfit: sum((r) => r.settledProfit),
    viewsNum: count((r) => r.viewsNum),
    newFollowers: count((r) => r.newFollowers),
  };
}

function figuresOf(db: DbOrTx, shop: ShopScope, range: Pick<Range, 'tz' | 'startDate' | 'endDate'>) {
  return dailyFigures(db, { ...shop, ...range });
}

/** instrument-panel!stats: the shop's orders by status now. */
export async function orderStats(db: DbOrTx, sellerId: string): Promise<OrderStatsVo> {
  const counts = await orderCounts(db, sellerId);
  const of = (status: number) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    total: counts.reduce((a, c) => a + c.n, 0),
    pendingPayment: of(0),
    waitingPurchase: of(1),
    stocking: of(2),
    shipped: of(3),
    received: of(4),
    completed: of(5),
    refund: of(6),
    refunding: counts.reduce((a, c) => a + c.refunding, 0),
    cancelled: of(-1),
  };
}

/** instrument-panel!head: today's figures and the range's, with the shop's standing totals. */
export async function dashboardHead(
  db: DbOrTx,
  shop: ShopScope,
  input: RangeInput,
  now: Date,
): Promise<DashboardHeadVo> {
  const range = await resolveRange(db, input, now);
  const today = await figuresOf(db, shop, { tz: range.tz, startDate: range.today, endDate: range.today });
  const period = await figuresOf(db, shop, range);
  const [row] = await db
    .select({ focusNum: sellers.focusNum, goodsOnShelf: sellers.goodsOnShelf })
    .from(sellers)
    .where(eq(sellers.id, shop.sellerId));
  const stats = await orderStats(db, shop.sellerId);
  return {
    tz: range.tz,
    todayDate: range.today,
    startDate: range.startDate,
    endDate: range.endDate,
    today: total(today),
    period: total(period),
    focusNum: row?.focusNum ?? 0,
    sellerGoodsNum: row?.goodsOnShelf ?? 0,
    waitingPurchase: stats.waitingPurchase,
  };
}

/** instrument-panel!line: each of the last `days` days (today included), oldest first. */
export async function dashboardLine(
  db: DbOrTx,
  shop: ShopScope,
  input: { days: number; tz?: string | undefined },
  now: Date,
): Promise<ShopDayVo[]> {
  const tz = await resolveTimeZone(db, input.tz);
  const endDate = dayIn(now, tz);
  const rows = await figuresOf(db, shop, { tz, startDate: addDays(endDate, 1 - input.days), endDate });
  return rows.map(presentDay);
}

/** instrument-panel!goods: the range's best sellers, with their names in the request's language. */
export async function dashboardGoods(
  db: DbOrTx,
  sellerId: string,
  input: RangeInput & { limit: number; sortBy: 'amount' | 'quantity' },
  lang: Language,
  now: Date,
): Promise<TopGoodsVo[]> {
  const range = await resolveRange(db, input, now);
  const rows = await topGoods(db, { sellerId, ...range }, input.sortBy, input.limit);
  const ids = [...new Set(rows.map((r) => r.goodsId))];
  const goods = ids.length
    ? await db
        .select({ id: systemGoods.id, name: goodsName(lang), images: systemGoods.images })
        .from(systemGoods)
        .where(inArray(systemGoods.id, ids))
    : [];
  const byId = new Map(goods.map((g) => [g.id, g]));
  return rows.map((r) => ({
    id: r.sellerGoodsId,
    goodsId: r.goodsId,
    name: byId.get(r.goodsId)?.name ?? '',
    imgUrl: byId.get(r.goodsId)?.images[0] ?? null,
    quantity: r.quantity,
    orderNum: r.orderNum,
    salesAmount: toWire(r.salesAmount),
    profit: toWire(r.profit),
  }));
}

/** report!head: the range's totals. */
export async function reportHead(
  db: DbOrTx,
  shop: ShopScope,
  input: RangeInput,
  now: Date,
): Promise<ReportHeadVo> {
  const range = await resolveRange(db, input, now);
  return {
    ...total(await figuresOf(db, shop, range)),
    tz: range.tz,
    startDate: range.startDate,
    endDate: range.endDate,
    days: range.days,
  };
}

/**
 * report!list: the range's days, newest first, a page at a time; with `all`, every day of the
 * range on one page (the range is at most a year), for an export.
 */
export async function reportList(
  db: DbOrTx,
  shop: ShopScope,
  input: RangeInput & Paging & { all?: number | undefined },
  now: Date,
): Promise<Page<ShopDayVo>> {
  const range = await resolveRange(db, input, now);
  const days = (await figuresOf(db, shop, range)).reverse().map(presentDay);
  if (input.all === 1) return toPage(days, { pageNum: 1, pageSize: days.length }, days.length);
  const start = (input.pageNum - 1) * input.pageSize;
  return toPage(days.slice(start, start + input.pageSize), input, days.length);
}
