import { CREDIT_STATUS, KYC_STATUS, type AdminCreditVo, type CreditProductVo } from '@caravan/contract';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { creditProducts, credits, users } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { amount, toPlain, toWire } from '../../lib/money.js';
import { offsetOf, type Paging } from '../../lib/paging.js';
import { recordAudit, type AuditContext } from '../audit/index.js';
import { kycSummary } from '../kyc/index.js';
import { readProduct, type CreditProductRow, type CreditRow } from './credit.repository.js';
import { presentCredit } from './credit.presenter.js';
import { standing } from './loan-standing.js';

// Finance's side of start-up loans (issue 19): the review queue with each applicant's identity
// check and earlier loans, and the product's settings. Decisions are commands/decide-credit.ts.

/** Loans as finance reviews them, with what the applicant's other loans were. */
export async function presentForReview(
  db: DbOrTx,
  rows: readonly CreditRow[],
  now: Date,
): Promise<AdminCreditVo[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [names, all] = await Promise.all([
    db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds)),
    db.select().from(credits).where(inArray(credits.userId, userIds)).orderBy(desc(credits.createdAt)),
  ]);
  const usernameOf = new Map(names.map((u) => [u.id, u.username]));
  return Promise.all(
    rows.map(async (row) => {
      const kyc = await kycSummary(db, row.userId);
      return {
        ...(await presentCredit(row, 'en')),
        userId: row.userId,
        username: usernameOf.get(row.userId) ?? '',
        identification: row.identification,
        decidedBy: row.decidedBy ?? '',
        decideTime: formatDateTime(row.decidedAt),
        kycStatus: kyc.status,
        kycName: kyc.status === KYC_STATUS.approved ? kyc.name : '',
        estimatePayment: toWire(standing(row, now).payment),
        history: all
          .filter((other) => other.userId === row.userId && other.id !== row.id)
          .map((other) => ({
            id: other.id,
            status: other.status,
            applyAmount: toWire(other.applyAmount),
            creditPeriod: other.creditPeriod,
            customerSubmitTime: formatDateTime(other.createdAt),
            repayTime: formatDateTime(other.repaidAt),
            overdueDays: other.overdueDays,
          })),
      };
    }),
  );
}

/** The queue by status: waiting loans oldest first, the others newest first. */
export async function listCredits(
  db: Db,
  status: number | undefined,
  paging: Paging,
  now: Date,
): Promise<{ rows: AdminCreditVo[]; total: number }> {
  const where = status === undefined ? undefined : eq(credits.status, status);
  const order =
    status === CREDIT_STATUS.applying
      ? [asc(credits.createdAt), asc(credits.id)]
      : [desc(credits.updatedAt), desc(credits.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(credits)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(credits).where(where),
  ]);
  return { rows: await presentForReview(db, rows, now), total: total?.n ?? 0 };
}

export function presentProduct(row: CreditProductRow): CreditProductVo {
  return {
    amountMin: toWire(row.amountMin),
    amountMax: toWire(row.amountMax),
    lendableDays: row.lendableDays,
    dailyRate: toPlain(row.dailyRate),
    overdueRate: toPlain(row.overdueRate),
    requireIdentity: row.requireIdentity,
    requireGoodStanding: row.requireGoodStanding,
    updatedBy: row.updatedBy ?? '',
    updatedAt: formatDateTime(row.updatedAt),
  };
}

export interface ProductSettings {
  amountMin: number;
  amountMax: number;
  lendableDays: number[];
  dailyRate: string;
  overdueRate: string;
  requireIdentity: boolean;
  requireGoodStanding: boolean;
}

/** creditProduct!save: the product's settings, audited with what they were; loans already made keep theirs. */
export async function saveProduct(
  db: Db,
  settings: ProductSettings,
  audit: AuditContext,
): Promise<CreditProductRow> {
  const tooHigh = [settings.dailyRate, settings.overdueRate].some((rate) => amount(rate).gt(1));
  if (settings.amountMin > settings.amountMax || tooHigh) throw new AppError('CREDIT_PRODUCT_INVALID');
  const lendableDays = [...new Set(settings.lendableDays)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const before = await readProduct(tx);
    const [row] = await tx
      .update(creditProducts)
      .set({
        amountMin: String(settings.amountMin),
        amountMax: String(settings.amountMax),
        lendableDays,
        dailyRate: settings.dailyRate,
        overdueRate: settings.overdueRate,
        requireIdentity: settings.requireIdentity,
        requireGoodStanding: settings.requireGoodStanding,
        updatedBy: audit.actor.username,
        updatedAt: audit.now,
      })
      .where(eq(creditProducts.key, 'default'))
      .returning();
    if (!row) throw new Error('credit product missing');
    await recordAudit(tx, audit, {
      action: 'credit.product.save',
      targetType: 'credit_product',
      targetId: 'default',
      before: presentProduct(before),
      after: presentProduct(row),
    });
    return row;
  });
}
