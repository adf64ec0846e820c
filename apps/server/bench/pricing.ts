import { performance } from 'node:perf_hooks';
import { rungIndex, rungPrice, type OrderLine } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { inStock, lineFacts, priceLine, stockOf } from '../src/modules/orders/checkout.service.js';
import { addBatchToCart } from '../src/modules/orders/quick-order.service.js';
import { createUser } from '../test/factories.js';
import { quantile } from './processes.js';

// Issue 53: "a cart of 200 lines prices in under 50 ms on the server". A buyer's cart of 200 lines,
// each a different offer on a price ladder (ladders.ts's state B) at a quantity on one of its rungs,
// priced by the server's own code: quick order's pricing (checkout.service's lineFacts, priceLine and
// stockOf, as cart!addBatch and every cart change call them), timed in this process against
// PostgreSQL; the pure JS of it over facts read once; the whole quick-order service with checkOnly
// (addBatchToCart: resolving the items, the pricing, the stock, the cart lines presented); and the
// real route, cart!addBatch with checkOnly=1, over HTTP against the bench server, one at a time.

/** Latencies of one measurement over its runs, ms. */
export interface Timing {
  median: number;
  p95: number;
  runs: number;
}

export interface PricingResult {
  lines: number;
  offers: number;
  shops: number;
  /** Lines priced above their ladder's first rung (quantity at rung 2 or higher). */
  aboveFirstRung: number;
  maxBuy: number;
  /** With the ladders (state B). */
  ladders: Record<PricingPart, Timing>;
  /** The same lines with every ladder cleared (state A): what pricing costs without the terms. */
  plain: Record<PricingPart, Timing>;
}

export type PricingPart = 'readsAndPricing' | 'pureJs' | 'service' | 'http';

export const PRICING_PARTS: Record<PricingPart, string> = {
  readsAndPricing:
    'reads + pricing, in process: `lineFacts` (system maximum, listings, SKUs), `priceLine` × 200, `stockOf`, `inStock` × 200',
  pureJs: 'pure JS, in process: `priceLine` × 200 + `inStock` × 200 over facts read once',
  service:
    'quick-order service, in process: `addBatchToCart` with checkOnly (resolve items, price, stock, present the cart lines; one transaction)',
  http: '`cart!addBatch` checkOnly=1 over HTTP, the bench server (one request at a time, from sending to the parsed reply)',
};

export interface PricingCart {
  buyerId: string;
  /** The buyer's session token for the HTTP route. */
  token: string;
  lines: OrderLine[];
  offers: number;
  shops: number;
  aboveFirstRung: number;
  maxBuy: number;
}

const LINES = 200;

/**
 * A buyer (logged in through the bench server) and 200 lines on 200 offers with ladders: line i at
 * rung i mod (its rungs), a pack or two above the rung's start, within the system maximum. Read in
 * state B.
 */
export async function pricingCart(db: Db, base: string, maxBuy: number): Promise<PricingCart> {
  const rows = (
    await db.execute<{
      id: string;
      seller_id: string;
      price_tiers: { minQty: number; price: string }[];
      pack_size: number;
    }>(sql`
      select id, seller_id, price_tiers, pack_size from seller_goods
      where price_tiers is not null and is_shelf = 1
      order by hashtext(seller_id::text || goods_id::text), id limit ${LINES}`)
  ).rows;
  if (rows.length < LINES) throw new Error(`only ${rows.length} listings have a ladder: no 200-line cart`);
  let aboveFirstRung = 0;
  const lines = rows.map((r, i): OrderLine => {
    const start = r.price_tiers[i % r.price_tiers.length]!.minQty;
    const quantity = start + r.pack_size * (i % 3) <= maxBuy ? start + r.pack_size * (i % 3) : start;
    if (rungIndex(r.price_tiers, quantity) > 0) aboveFirstRung += 1;
    return { sellerGoodsId: r.id, skuId: null, quantity };
  });
  const user = await createUser(db);
  const login = (await (
    await fetch(
      `${base}/api/user!newlogin.action?${new URLSearchParams({ username: user.username, password: user.password })}`,
      { method: 'POST' },
    )
  ).json()) as { code: string; msg: string; data: { token: string } };
  if (login.code !== '0') throw new Error(`the pricing buyer's login was refused: ${login.msg}`);
  return {
    buyerId: user.id,
    token: login.data.token,
    lines,
    offers: new Set(rows.map((r) => r.id)).size,
    shops: new Set(rows.map((r) => r.seller_id)).size,
    aboveFirstRung,
    maxBuy,
  };
}

async function timed(runs: number, warmUp: number, once: () => Promise<void> | void): Promise<Timing> {
  for (let i = 0; i < warmUp; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), runs };
}

interface CartReply {
  code: string;
  msg: string;
  data: {
    added: {
      goodsNum: number;
      sellingPrice: number;
      discountRatio: number | null;
      priceTiers: { minQty: number; price: number }[];
    }[];
    problems: { line: number; key: string }[];
  };
}

/**
 * Times the pricing of `cart` in the database's present state; `ladders` says which state that is,
 * and what the replies must show (every line on a ladder of 2+ rungs, priced at its quantity's rung;
 * or none on a ladder).
 */
export async function measurePricing(
  db: Db,
  base: string,
  cart: PricingCart,
  ladders: boolean,
  runs: number,
): Promise<Record<PricingPart, Timing>> {
  const now = new Date();
  const { buyerId, lines } = cart;
  const state = ladders ? 'with ladders' : 'without ladders';

  // The pricing every cart change runs (cart!addBatch, cart!add, checkout): one read of the facts
  // for all the lines, each line checked and priced, then the stock read once.
  const price = async () => {
    const facts = await lineFacts(db, buyerId, lines);
    const priced = lines.map((line) => priceLine(facts, line, now));
    const stock = await stockOf(db, priced);
    if (!priced.every((p) => inStock(stock, p))) throw new Error('a pricing line is out of stock');
    return priced;
  };
  // Every line priced at its quantity's rung of the ladder it was drawn with (or none is on one).
  const facts = await lineFacts(db, buyerId, lines);
  const priced = lines.map((line) => priceLine(facts, line, now));
  const stock = await stockOf(db, priced);
  let aboveFirst = 0;
  for (const p of priced) {
    const tiers = facts.byId.get(p.line.sellerGoodsId)?.priceTiers ?? null;
    if (!ladders) {
      if (tiers !== null) throw new Error('a pricing line is on a ladder in the state without ladders');
      continue;
    }
    if (tiers === null || tiers.length < 2) throw new Error('a pricing line is on no ladder');
    if (!p.sellingPrice.eq(rungPrice(tiers, p.line.quantity)))
      throw new Error('a line not priced by its rung');
    if (rungIndex(tiers, p.line.quantity) > 0) aboveFirst += 1;
  }
  if (ladders && aboveFirst !== cart.aboveFirstRung) {
    throw new Error(`${aboveFirst} lines priced above the first rung, ${cart.aboveFirstRung} drawn so`);
  }

  const readsAndPricing = await timed(runs, 5, async () => {
    await price();
  });
  const pureJs = await timed(runs, 20, () => {
    const p = lines.map((line) => priceLine(facts, line, now));
    if (!p.every((x) => inStock(stock, x))) throw new Error('a pricing line is out of stock');
  });

  const batch = lines.map((l) => ({ item: l.sellerGoodsId, quantity: l.quantity }));
  const service = await timed(runs, 5, async () => {
    const reply = await addBatchToCart(db, buyerId, 'en', { lines: batch, checkOnly: 1 }, now);
    if (reply.problems.length > 0 || reply.added.length !== lines.length) {
      throw new Error(
        `addBatchToCart ${state}: ${reply.problems.length} problems, ${reply.added.length} added`,
      );
    }
  });

  // The real route, as the desktop's quick order calls it: the lines as JSON in the body.
  const body = JSON.stringify({ lines: batch, checkOnly: 1 });
  const post = async () => {
    const res = await fetch(`${base}/api/cart!addBatch.action`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cart.token}` },
      body,
    });
    return (await res.json()) as CartReply;
  };
  checkReply(await post(), cart, ladders);
  const http = await timed(runs, 5, async () => {
    const reply = await post();
    if (reply.code !== '0' || reply.data.added.length !== lines.length) {
      throw new Error(`cart!addBatch ${state} answered code ${reply.code}: ${reply.msg}`);
    }
  });
  return { readsAndPricing, pureJs, service, http };
}

/**
 * The route's reply must add every line and none refused; with ladders, every line carries its
 * ladder (2+ rungs) and is charged its quantity's rung (less a live discount); without, none does.
 */
function checkReply(reply: CartReply, cart: PricingCart, ladders: boolean): void {
  if (reply.code !== '0') throw new Error(`cart!addBatch answered code ${reply.code}: ${reply.msg}`);
  const { added, problems } = reply.data;
  if (problems.length > 0 || added.length !== cart.lines.length) {
    throw new Error(
      `cart!addBatch added ${added.length} of ${cart.lines.length} lines: ${problems
        .slice(0, 3)
        .map((p) => `line ${p.line} ${p.key}`)
        .join(', ')}`,
    );
  }
  let aboveFirst = 0;
  for (const line of added) {
    if (!ladders) {
      if (line.priceTiers.length !== 1)
        throw new Error('a line carries a ladder in the state without ladders');
      continue;
    }
    if (line.priceTiers.length < 2) throw new Error('a line of the pricing cart carries no ladder');
    const tiers = line.priceTiers.map((r) => ({ minQty: r.minQty, price: r.price.toFixed(2) }));
    const listed = Number(rungPrice(tiers, line.goodsNum));
    const charged = line.sellingPrice;
    if (line.discountRatio === null ? charged !== listed : charged > listed) {
      throw new Error(`a line of ${line.goodsNum} units was charged ${charged}, its rung lists ${listed}`);
    }
    if (line.goodsNum >= line.priceTiers[1]!.minQty) aboveFirst += 1;
  }
  if (ladders && aboveFirst !== cart.aboveFirstRung) {
    throw new Error(`${aboveFirst} lines priced above the first rung, ${cart.aboveFirstRung} drawn so`);
  }
}
