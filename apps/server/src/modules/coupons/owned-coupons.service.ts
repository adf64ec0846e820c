import type { CouponFunder, CouponKind, CouponState, OwnedCouponVo } from '@caravan/contract';
import { COUPON_LIMITS } from '@caravan/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { categories, coupons, sellers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, toDb } from '../../lib/money.js';
import { toPage, type Page, type Paging } from '../../lib/paging.js';
import { recordAudit, type AuditContext } from '../audit/index.js';
import { findCoupon, pageOfCoupons, usedCounts, type CouponRow } from './coupons.repository.js';
import { presentOwned } from './coupons.presenter.js';

// Coupons as their makers manage them (issue 54): a shop its own (funded by the shop), the console
// the platform's and any shop's (audited).

/** Whose coupons: a shop's own (funded by it) or, in the console, every campaign's. */
export type CouponScope = { kind: 'shop'; sellerId: string } | { kind: 'console' };
/** Who changes coupons: a shop (its own only) or an operator (any, audited). */
export type CouponOwner = { kind: 'shop'; sellerId: string } | { kind: 'console'; audit: AuditContext };

export interface CouponInput {
  id?: string | undefined;
  title: string;
  kind: CouponKind;
  amount?: string | undefined;
  rate?: string | undefined;
  cap?: string | undefined;
  minSpend: string;
  categoryIds?: string[] | undefined;
  startTime: number;
  endTime: number;
  total: number;
  perBuyer: number;
  /** The console's: the shop it is for (absent: the platform's) and who funds it. */
  sellerId?: string | undefined;
  funder?: CouponFunder | undefined;
  /** The console's: a campaign's (the default), or the welcome coupon of confirmed subscribers. */
  purpose?: 'campaign' | 'welcome' | undefined;
}

const stateWhere = (state: CouponState, now: Date): SQL | undefined => {
  if (state === 'ended') return or(isNotNull(coupons.endedAt), lte(coupons.endsAt, now));
  const open = and(isNull(coupons.endedAt), gt(coupons.endsAt, now));
  return and(open, state === 'scheduled' ? gt(coupons.startsAt, now) : lte(coupons.startsAt, now));
};

/** A shop's own; in the console, the campaigns' and welcome coupons (not one buyer's compensation). */
const ownedWhere = (owner: CouponScope): SQL | undefined =>
  owner.kind === 'shop'
    ? and(eq(coupons.sellerId, owner.sellerId), eq(coupons.funder, 'shop'), eq(coupons.purpose, 'campaign'))
    : inArray(coupons.purpose, ['campaign', 'welcome']);

/** The owner's coupons, newest first, optionally in one state. */
export async function listOwnedCoupons(
  db: DbOrTx,
  owner: CouponScope,
  params: Paging & { state?: CouponState | undefined },
  now: Date,
): Promise<Page<OwnedCouponVo>> {
  const where = and(ownedWhere(owner), params.state ? stateWhere(params.state, now) : undefined);
  const { rows, total } = await pageOfCoupons(db, where, params, 'newest');
  const used = await usedCounts(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => presentOwned(r, used.get(r.id) ?? 0, now)),
    params,
    total,
  );
}

/** The coupon if `owner` may manage it (a shop: its own, funded by it), else "not found". */
async function ownedCoupon(db: DbOrTx, owner: CouponScope, couponId: string): Promise<CouponRow> {
  const row = await findCoupon(db, couponId);
  const mine =
    owner.kind === 'console'
      ? row?.purpose === 'campaign' || row?.purpose === 'welcome'
      : row?.sellerId === owner.sellerId && row.funder === 'shop' && row.purpose === 'campaign';
  if (!row || !mine) throw new AppError('COMMON_NOT_FOUND');
  return row;
}

/** The row's values for `input` as `owner` makes it. */
async function valuesOf(db: DbOrTx, owner: CouponOwner, input: CouponInput) {
  const sellerId = owner.kind === 'shop' ? owner.sellerId : (input.sellerId ?? null);
  const funder: CouponFunder = owner.kind === 'shop' ? 'shop' : (input.funder ?? 'platform');
  const purpose = owner.kind === 'shop' ? 'campaign' : (input.purpose ?? 'campaign');
  if (funder === 'shop' && sellerId === null) throw new AppError('COMMON_PARAM_INVALID', { field: 'funder' });
  // The welcome coupon is the platform's own, as the contract's rule says.
  if (purpose === 'welcome' && (sellerId !== null || funder !== 'platform'))
    throw new AppError('COMMON_PARAM_INVALID', { field: 'purpose' });
  if (owner.kind === 'console' && sellerId) {
    const [shop] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
    if (!shop) throw new AppError('COMMON_PARAM_INVALID', { field: 'sellerId' });
  }
  const categoryIds = input.categoryIds ?? [];
  if (categoryIds.length > 0) {
    const found = await db.$count(categories, inArray(categories.id, categoryIds));
    if (found !== categoryIds.length) throw new AppError('COMMON_PARAM_INVALID', { field: 'categoryIds' });
  }
  const percent = input.kind === 'percent';
  return {
    title: input.title,
    kind: input.kind,
    amount: percent ? '0' : toDb(input.amount ?? '0'),
    rate: percent ? toDb(input.rate ?? '0', 4) : '0',
    cap: percent ? toDb(input.cap ?? '0') : '0',
    minSpend: toDb(input.minSpend),
    sellerId,
    categoryIds,
    funder,
    purpose,
    startsAt: new Date(input.startTime),
    endsAt: new Date(input.endTime),
    total: input.total,
    perBuyer: input.perBuyer,
  };
}

type CouponValues = Awaited<ReturnType<typeof valuesOf>>;

/** The terms a claim was made on: once anyone holds the coupon, they may not change. */
function termsChanged(row: CouponRow, next: CouponValues): boolean {
  return (
    row.kind !== next.kind ||
    !amount(row.amount).equals(next.amount) ||
    !amount(row.rate).equals(next.rate) ||
    !amount(row.cap).equals(next.cap) ||
    !amount(row.minSpend).equals(next.minSpend) ||
    row.sellerId !== next.sellerId ||
    row.funder !== next.funder ||
    row.purpose !== next.purpose ||
    row.startsAt.getTime() !== next.startsAt.getTime() ||
    row.perBuyer !== next.perBuyer ||
    [...row.categoryIds].sort().join() !== [...next.categoryIds].sort().join()
  );
}

/**
 * Creates a coupon, or changes one not yet ended: before anyone claims it, anything; after, only
 * its title, its total (not below what is claimed) and its end. The console's changes are audited.
 */
export async function saveCoupon(
  db: Db,
  owner: CouponOwner,
  input: CouponInput,
  now: Date,
): Promise<OwnedCouponVo> {
  const next = await valuesOf(db, owner, input);
  if (next.endsAt <= now) throw new AppError('COUPON_WINDOW_INVALID', { days: COUPON_LIMITS.daysMax });
  const id = await db.transaction(async (tx) => {
    let before: CouponRow | undefined;
    let savedId: string;
    if (input.id) {
      before = await ownedCoupon(tx, owner, input.id);
      // Locked: a claim at the same time waits, so a change of terms never meets a claim half made.
      await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, input.id)).for('update');
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, input.id));
      if (!row || row.endedAt || row.endsAt <= now) throw new AppError('COUPON_ENDED');
      if (row.claimed > 0 && termsChanged(before, next)) throw new AppError('COUPON_TERMS_LOCKED');
      if (next.total < row.claimed)
        throw new AppError('COUPON_TOTAL_BELOW_CLAIMED', { claimed: row.claimed });
      await tx.update(coupons).set(next).where(eq(coupons.id, input.id));
      savedId = input.id;
    } else {
      const [row] = await tx
        .insert(coupons)
        .values({ ...next, createdAt: now })
        .returning({ id: coupons.id });
      if (!row) throw new Error('coupon not recorded');
      savedId = row.id;
    }
    if (owner.kind === 'console') {
      await recordAudit(tx, owner.audit, {
        action: 'promotion.coupon.save',
        targetType: 'coupon',
        targetId: savedId,
        before: before ? auditView(before) : null,
        after: { ...next, startsAt: next.startsAt.toISOString(), endsAt: next.endsAt.toISOString() },
      });
    }
    return savedId;
  });
  return ownedView(db, id, now);
}

/** Ends a coupon now: no more claims; the claims buyers hold stay usable until its end. */
export async function endCoupon(
  db: Db,
  owner: CouponOwner,
  couponId: string,
  now: Date,
): Promise<OwnedCouponVo> {
  await db.transaction(async (tx) => {
    const before = await ownedCoupon(tx, owner, couponId);
    const ended = await tx
      .update(coupons)
      .set({ endedAt: now })
      .where(and(eq(coupons.id, couponId), isNull(coupons.endedAt)))
      .returning({ id: coupons.id });
    if (ended.length === 0) return;
    if (owner.kind === 'console') {
      await recordAudit(tx, owner.audit, {
        action: 'promotion.coupon.end',
        targetType: 'coupon',
        targetId: couponId,
        before: auditView(before),
        after: { endedAt: now.toISOString() },
      });
    }
  });
  return ownedView(db, couponId, now);
}

function auditView(row: CouponRow) {
  const { sellerName: _name, ...rest } = row;
  return {
    ...rest,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function ownedView(db: DbOrTx, couponId: string, now: Date): Promise<OwnedCouponVo> {
  const row = await findCoupon(db, couponId);
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return presentOwned(row, (await usedCounts(db, [couponId])).get(couponId) ?? 0, now);
}
