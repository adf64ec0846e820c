import {
  MAX_CART_LINES,
  QUICK_ORDER_MAX_LINES,
  quickOrderItem,
  readQuickOrder,
  type CartAddBatchParams,
  type CartBatchVo,
  type ErrorCode,
  type Language,
  type OrderLine,
  type QuickOrderLine,
  type QuickOrderProblem,
} from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { cartItems, goodsSkus, sellerGoods, sellers, systemGoods, users } from '../../db/schema/index.js';
import { AppError, isAppError } from '../../lib/errors.js';
import { presentCartLines, skuKey, type CartLineKey } from './cart.service.js';
import { inStock, lineFacts, priceLine, stockOf, type PricedLine } from './checkout.service.js';

// Quick order (issue 53, cart!addBatch): many `item, quantity` lines at once. Every line is checked
// as cart!add checks one (priceLine: on sale, not the buyer's own, the SKU its listing's, minimum,
// pack, maximum) and against the stock; the good lines are added, each bad one is named by its
// line with the reason in the buyer's language. Lines naming the same offer and SKU are one line.

/** A line as written, resolved to an offer and SKU (or the reason it could not be). */
type Resolved = { written: QuickOrderLine; line?: OrderLine; problem?: AppError };

/** The lines of the request: the JSON lines, or those read from the pasted or uploaded text. */
function writtenLines(input: CartAddBatchParams): { lines: QuickOrderLine[]; unreadable: QuickOrderLine[] } {
  if (input.csv !== undefined) {
    const read = readQuickOrder(input.csv);
    return {
      lines: read.lines,
      unreadable: read.unreadable.map((u) => ({ line: u.line, item: u.text, quantity: 0 })),
    };
  }
  const all = (input.lines ?? []).map((l, i) => ({ line: i + 1, item: l.item, quantity: l.quantity }));
  return {
    lines: all.filter((l) => quickOrderItem(l.item)),
    unreadable: all.filter((l) => !quickOrderItem(l.item)),
  };
}

/** Each written line as an offer and SKU: an offer id, `offer/SKU`, or a SKU one shop sells now. */
async function resolve(db: DbOrTx, buyerId: string, lines: readonly QuickOrderLine[]): Promise<Resolved[]> {
  const items = lines.map((l) => quickOrderItem(l.item)!);
  const firsts = [...new Set(items.map((i) => i.first))];
  const listings = firsts.length
    ? await db.select({ id: sellerGoods.id }).from(sellerGoods).where(inArray(sellerGoods.id, firsts))
    : [];
  const isListing = new Set(listings.map((l) => l.id));
  const skuAlone = firsts.filter((id) => !isListing.has(id));
  const skus = skuAlone.length
    ? await db
        .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId })
        .from(goodsSkus)
        .where(inArray(goodsSkus.id, skuAlone))
    : [];
  // The offers on sale now, in other shops than the buyer's, of each good a SKU alone names.
  const offers = skus.length
    ? await db
        .select({ id: sellerGoods.id, goodsId: sellerGoods.goodsId })
        .from(sellerGoods)
        .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
        .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
        .where(
          and(
            inArray(
              sellerGoods.goodsId,
              skus.map((s) => s.goodsId),
            ),
            eq(sellerGoods.isShelf, 1),
            eq(systemGoods.isShelf, 1),
            eq(sellers.status, 1),
            ne(sellers.userId, buyerId),
          ),
        )
    : [];
  return lines.map((written, i): Resolved => {
    const { first, sku } = items[i]!;
    const base = { skuId: sku, quantity: written.quantity };
    if (isListing.has(first)) return { written, line: { sellerGoodsId: first, ...base } };
    const found = sku === null ? skus.find((s) => s.id === first) : undefined;
    if (!found) return { written, problem: new AppError('CART_ITEM_UNKNOWN') };
    const sellers = offers.filter((o) => o.goodsId === found.goodsId);
    if (sellers.length === 0) return { written, problem: new AppError('CATALOG_GOODS_OFF_SHELF') };
    if (sellers.length > 1) return { written, problem: new AppError('CART_ITEM_AMBIGUOUS') };
    return { written, line: { sellerGoodsId: sellers[0]!.id, skuId: first, quantity: written.quantity } };
  });
}

/**
 * cart!addBatch: checks every line and adds the good ones to the buyer's server cart (to a line
 * already there, as cart!add does), or with `checkOnly` only checks and prices them (the desktop's
 * cart is in its browser). One buyer's batches run one after another (the buyer's row is locked).
 */
export async function addBatchToCart(
  db: Db,
  buyerId: string,
  lang: Language,
  input: CartAddBatchParams,
  now: Date,
): Promise<CartBatchVo> {
  const { lines, unreadable } = writtenLines(input);
  if (lines.length + unreadable.length === 0) throw new AppError('COMMON_PARAM_MISSING', { field: 'lines' });
  if (lines.length + unreadable.length > QUICK_ORDER_MAX_LINES) {
    throw new AppError('CART_BATCH_TOO_LONG', { max: QUICK_ORDER_MAX_LINES });
  }
  const keep = input.checkOnly !== 1;
  return db.transaction(async (tx) => {
    if (keep) await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update');
    const problems: QuickOrderProblem[] = unreadable.map((u) =>
      problemOf(lang, u, new AppError('CART_LINE_UNREADABLE')),
    );
    const resolved = await resolve(tx, buyerId, lines);
    for (const r of resolved) if (r.problem) problems.push(problemOf(lang, r.written, r.problem));

    // Lines naming one offer and SKU are one cart line: checked at their sum plus what is there.
    const merged = new Map<string, { key: string; line: OrderLine; written: QuickOrderLine[] }>();
    for (const r of resolved) {
      if (!r.line) continue;
      const key = `${r.line.sellerGoodsId}:${skuKey(r.line.skuId)}`;
      const seen = merged.get(key);
      if (seen) {
        seen.line.quantity += r.line.quantity;
        seen.written.push(r.written);
      } else merged.set(key, { key, line: { ...r.line }, written: [r.written] });
    }
    const existing = keep ? await tx.select().from(cartItems).where(eq(cartItems.userId, buyerId)) : [];
    const there = new Map(
      existing.filter((c) => c.isSample === 0).map((c) => [`${c.sellerGoodsId}:${c.skuKey}`, c]),
    );
    for (const m of merged.values()) m.line.quantity += there.get(m.key)?.buyNum ?? 0;

    const groups = [...merged.values()];
    const facts = await lineFacts(
      tx,
      buyerId,
      groups.map((g) => g.line),
    );
    const priced: { group: (typeof groups)[number]; priced: PricedLine }[] = [];
    for (const group of groups) {
      try {
        priced.push({ group, priced: priceLine(facts, group.line, now) });
      } catch (error) {
        if (!isAppError(error)) throw error;
        // A SKU is needed where the offer has options: said plainly rather than as a bad field.
        const needsSku =
          group.line.skuId === null &&
          facts.skus.some((s) => s.goodsId === facts.byId.get(group.line.sellerGoodsId)?.goodsId);
        const reason = needsSku ? new AppError('CART_ITEM_NEEDS_SKU') : error;
        for (const w of group.written) problems.push(problemOf(lang, w, reason));
      }
    }
    const stock = await stockOf(
      tx,
      priced.map((p) => p.priced),
    );
    let room = MAX_CART_LINES - existing.length;
    const added: CartLineKey[] = [];
    for (const { group, priced: p } of priced) {
      const line = there.get(group.key);
      const refusal = !inStock(stock, p)
        ? new AppError('ORDER_OUT_OF_STOCK')
        : !line && keep && room <= 0
          ? new AppError('CART_FULL', { max: MAX_CART_LINES })
          : null;
      if (refusal) {
        for (const w of group.written) problems.push(problemOf(lang, w, refusal));
        continue;
      }
      const kept: CartLineKey = {
        sellerGoodsId: group.line.sellerGoodsId,
        skuKey: skuKey(group.line.skuId),
        buyNum: group.line.quantity,
        tempId: line?.tempId ?? null,
        isSample: 0,
      };
      added.push(kept);
      if (!keep) continue;
      if (line) {
        await tx
          .update(cartItems)
          .set({ buyNum: kept.buyNum, updatedAt: now })
          .where(eq(cartItems.id, line.id));
      } else {
        room -= 1;
        await tx.insert(cartItems).values({ ...kept, userId: buyerId, createdAt: now, updatedAt: now });
      }
    }
    problems.sort((a, b) => a.line - b.line);
    return { added: await presentCartLines(tx, lang, now, added), problems };
  });
}

/** A line's refusal as the reply names it: its number, the item as written, the reason. */
function problemOf(lang: Language, written: QuickOrderLine, error: AppError): QuickOrderProblem {
  const code = error.code as ErrorCode;
  return {
    line: written.line,
    item: written.item,
    key: code,
    params: error.params,
    msg: formatMessage(lang, code, error.params as never),
  };
}
