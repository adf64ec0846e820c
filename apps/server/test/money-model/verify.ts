import { ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import {
  couponClaims,
  coupons,
  credits,
  deposits,
  orders,
  sellerGoods,
  systemGoods,
  withdrawals,
} from '../../src/db/schema/index.js';
import { amount } from '../../src/lib/money.js';
import { checkLedger } from '../../src/modules/wallet/ledger.js';
import type { Model } from './world.js';
import { type Money, type OrderM, PLATFORM, type State, type World, balances, below, plus } from './world.js';

// The money model's checks: every figure the model knows against the database and the wallet page.

/** The database's rows with these ids, by id, as `read` reads them (no ids: nothing read). */
async function rowsById<R extends { id: string }>(
  ids: string[],
  read: (ids: string[]) => Promise<R[]>,
): Promise<Map<string, R>> {
  const rows = ids.length ? await read(ids) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Every figure the model knows, against the database: each wallet and hold, each order's escrow,
 * the platform's accounts, stock and sold counts, every status; the ledger's own invariants; and
 * nothing below zero.
 */
export async function verify(s: State, w: World): Promise<void> {
  const problems: string[] = [];
  const expect = (what: string, model: unknown, real: unknown) => {
    if (model !== real) problems.push(`${what}: model ${String(model)}, database ${String(real)}`);
  };
  expect('clock', s.now, w.t.clock.now().getTime());
  // The escrow holds the buyer's payment and the platform's coupon share (issue 54).
  const escrowOf = (o: OrderM) =>
    o.paid && o.refundStatus !== R.success && !o.settled ? plus(o.total, o.platformShare) : '0.00';
  const wanted = new Map<string, Money>();
  for (const [i, p] of s.people.entries()) {
    wanted.set(`wallet:${p.userId}`, p.wallet);
    wanted.set(`withdrawal_hold:${p.userId}`, p.hold);
    if (below(p.wallet, '0') || below(p.hold, '0')) problems.push(`p${i} below zero in the model`);
  }
  for (const o of s.orders) wanted.set(`order_escrow:${o.id}`, escrowOf(o));
  for (const k of PLATFORM) wanted.set(k, plus(w.platformStart[k], s.platform[k]));
  const real = await balances(w.t, [...wanted.keys()]);
  for (const [key, value] of wanted) expect(key, value, real.get(key) ?? '0.00');

  const orderRows = await rowsById(
    s.orders.map((o) => o.id),
    (ids) =>
      w.t.db
        .select({
          id: orders.id,
          status: orders.status,
          refundStatus: orders.refundStatus,
          settledAt: orders.settledAt,
          totalAmount: orders.totalAmount,
          platformDiscount: orders.platformDiscount,
        })
        .from(orders)
        .where(inArray(orders.id, ids)),
  );
  for (const o of s.orders) {
    const row = orderRows.get(o.id);
    expect(`order ${o.id} status`, o.status, row?.status);
    expect(`order ${o.id} refund status`, o.refundStatus, row?.refundStatus);
    expect(`order ${o.id} settled`, o.settled, Boolean(row?.settledAt));
    expect(`order ${o.id} total`, o.total, row ? amount(row.totalAmount).toFixed(2) : undefined);
  }

  const goods = await rowsById(
    s.shops.map((x) => x.goodsId),
    (ids) =>
      w.t.db
        .select({ id: systemGoods.id, stock: systemGoods.stock })
        .from(systemGoods)
        .where(inArray(systemGoods.id, ids)),
  );
  const listings = await rowsById(
    s.shops.map((x) => x.listingId),
    (ids) =>
      w.t.db
        .select({ id: sellerGoods.id, sold: sellerGoods.soldNum })
        .from(sellerGoods)
        .where(inArray(sellerGoods.id, ids)),
  );
  for (const [i, shop] of s.shops.entries()) {
    expect(`shop ${i} stock`, shop.stock, goods.get(shop.goodsId)?.stock);
    expect(`shop ${i} sold`, shop.sold, listings.get(shop.listingId)?.sold);
    // Stock on the shelf + what orders still hold (placed, paid, shipped, not cancelled nor
    // refunded before shipping) = what the shop started with.
    const held = s.orders
      .filter(
        (o) =>
          o.shop === i && o.status !== S.cancelled && !(o.refundStatus === R.success && o.shippedAt === null),
      )
      .reduce((n, o) => n + o.qty, 0);
    expect(`shop ${i} stock + held`, shop.initialStock, shop.stock + held);
    if (shop.stock < 0) problems.push(`shop ${i} stock below zero`);
  }

  const depositList = s.people.flatMap((p) => p.deposits);
  const depositRows = await rowsById(
    depositList.map((d) => d.id),
    (ids) =>
      w.t.db
        .select({ id: deposits.id, state: deposits.state })
        .from(deposits)
        .where(inArray(deposits.id, ids)),
  );
  for (const d of depositList) expect(`deposit ${d.id}`, d.state, depositRows.get(d.id)?.state);
  const withdrawalList = s.people.flatMap((p) => p.withdrawals);
  const withdrawalRows = await rowsById(
    withdrawalList.map((x) => x.id),
    (ids) =>
      w.t.db
        .select({ id: withdrawals.id, state: withdrawals.state, fee: withdrawals.fee })
        .from(withdrawals)
        .where(inArray(withdrawals.id, ids)),
  );
  for (const x of withdrawalList) {
    const row = withdrawalRows.get(x.id);
    expect(`withdrawal ${x.id}`, x.state, row?.state);
    expect(`withdrawal ${x.id} fee`, x.fee, row ? amount(row.fee).toFixed(2) : undefined);
  }
  const loans = s.people.flatMap((p) => p.loans);
  const loanRows = await rowsById(
    loans.map((l) => l.id),
    (ids) =>
      w.t.db.select({ id: credits.id, status: credits.status }).from(credits).where(inArray(credits.id, ids)),
  );
  for (const l of loans) expect(`loan ${l.id}`, l.status, loanRows.get(l.id)?.status);

  // Coupons (issue 54): how many each coupon gave out, and each person's claims, used or not.
  const claimRows = s.coupons.length
    ? await w.t.db
        .select({ couponId: couponClaims.couponId, userId: couponClaims.userId, state: couponClaims.state })
        .from(couponClaims)
        .where(
          inArray(
            couponClaims.couponId,
            s.coupons.map((c) => c.id),
          ),
        )
    : [];
  const couponRows = await rowsById(
    s.coupons.map((c) => c.id),
    (ids) =>
      w.t.db
        .select({ id: coupons.id, claimed: coupons.claimed })
        .from(coupons)
        .where(inArray(coupons.id, ids)),
  );
  for (const [i, c] of s.coupons.entries()) {
    expect(`coupon ${i} claimed`, c.claimed, couponRows.get(c.id)?.claimed);
    for (const [k, p] of s.people.entries()) {
      const held = p.claims.filter((x) => x.coupon === i);
      const rows = claimRows.filter((r) => r.couponId === c.id && r.userId === p.userId);
      const state = (x: { orderId: string | null }) => (x.orderId === null ? 'available' : 'used');
      expect(
        `p${k} claims of coupon ${i}`,
        held.map(state).sort().join(),
        rows
          .map((r) => r.state)
          .sort()
          .join(),
      );
    }
  }
  for (const o of s.orders) {
    const row = orderRows.get(o.id);
    expect(
      `order ${o.id} platform share`,
      o.platformShare,
      row ? amount(row.platformDiscount).toFixed(2) : undefined,
    );
  }

  for (const p of await checkLedger(w.t.db)) problems.push(`ledger: ${p.rule} ${p.subject} ${p.detail}`);
  if (problems.length > 0) throw new Error(`the database differs from the model:\n${problems.join('\n')}`);
}

/** At the end of a run: each open account's balance as the wallet page reads it (wallet!getUsdt). */
export async function verifyThroughApi(m: Model, w: World): Promise<void> {
  for (const [i, p] of m.s.people.entries()) {
    // A closed account has no session to ask with (its wallet was checked against the ledger).
    if (p.closed) continue;
    const res = await w.t.action('/api/wallet!getUsdt.action', { token: w.tokens[i]! });
    const money = amount((res.data as { money: number }).money).toFixed(2);
    if (money !== p.wallet) throw new Error(`p${i}: wallet page shows ${money}, model ${p.wallet}`);
  }
}
