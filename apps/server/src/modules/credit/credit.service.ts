import {
  CREDIT_STATUS,
  KYC_STATUS,
  loanCost,
  type CreditApplyParams,
  type CreditConfigVo,
  type Language,
} from '@caravan/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { credits, users } from '../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { amount, toPlain, toWire } from '../../lib/money.js';
import { isClosedAccount, lockOwnAccount } from '../account/index.js';
import { countryById } from '../address/index.js';
import { kycSummary } from '../kyc/index.js';
import { privateFileUrl } from '../uploads/index.js';
import {
  ownLoan,
  openLoanOf,
  readProduct,
  type CreditProductRow,
  type CreditRow,
} from './credit.repository.js';
import { loanPhotoIds, planLoanPhotos } from './loan-photos.js';

// The borrower's side of start-up loans (issue 19, contract §1.10): who qualifies, the offer, the
// application with its terms disclosed and stored, and what a failed one said.

/** Where the caller stands against each rule of the product. */
export async function eligibility(db: DbOrTx, userId: string) {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  // Closed while this request was on its way (its session ended with it): not a standing to judge.
  if (!user || isClosedAccount(user.status)) throw new AppError('AUTH_SESSION_EXPIRED');
  const open = await openLoanOf(db, userId);
  const kyc = await kycSummary(db, userId);
  return {
    identityVerified: kyc.status === KYC_STATUS.approved,
    // An account an operator restricted, or one with a loan now overdue, is not in good standing.
    goodStanding: user.status === 1 && open?.status !== CREDIT_STATUS.overdue,
    loanInUse: open !== undefined,
  };
}

/** Refuses an applicant the product's rules exclude, the most fundamental reason first. */
function assertQualifies(product: CreditProductRow, standing: Awaited<ReturnType<typeof eligibility>>): void {
  if (product.requireGoodStanding && !standing.goodStanding)
    throw new AppError('CREDIT_NOT_IN_GOOD_STANDING');
  if (standing.loanInUse) throw new AppError('CREDIT_LOAN_IN_USE');
  if (product.requireIdentity && !standing.identityVerified) throw new AppError('CREDIT_IDENTITY_REQUIRED');
}

/** credit!config: the offer and where the caller stands. */
export async function creditConfig(db: DbOrTx, userId: string): Promise<CreditConfigVo> {
  const product = await readProduct(db);
  const days = product.lendableDays.map(String);
  return {
    rate: toWire(product.dailyRate, 4),
    defaultRate: toWire(product.overdueRate, 4),
    lendableDays: days,
    allLendableDays: days,
    amountMin: toWire(product.amountMin),
    amountMax: toWire(product.amountMax),
    requireIdentity: product.requireIdentity,
    requireGoodStanding: product.requireGoodStanding,
    ...(await eligibility(db, userId)),
  };
}

/** credit!check: "true" when the caller may apply now. */
export async function mayApply(db: DbOrTx, userId: string): Promise<'true' | 'false'> {
  const product = await readProduct(db);
  try {
    assertQualifies(product, await eligibility(db, userId));
    return 'true';
  } catch {
    return 'false';
  }
}

/**
 * credit!apply: a loan application under the product in force, its terms (rate, overdue rate,
 * interest and total for the whole term) stored as disclosed. One loan per account may be in
 * review or in use: a unique index turns a burst of applications into one.
 */
export async function applyForCredit(
  db: Db,
  userId: string,
  params: CreditApplyParams,
  lang: Language,
  now: Date,
): Promise<CreditRow> {
  const product = await readProduct(db);
  assertQualifies(product, await eligibility(db, userId));
  if (amount(params.applyAmount).lt(product.amountMin)) {
    throw new AppError('CREDIT_AMOUNT_BELOW_MIN', { min: toPlain(product.amountMin) });
  }
  if (amount(params.applyAmount).gt(product.amountMax)) {
    throw new AppError('CREDIT_AMOUNT_ABOVE_MAX', { max: toPlain(product.amountMax) });
  }
  if (!product.lendableDays.includes(params.creditPeriod)) throw new AppError('CREDIT_TERM_NOT_OFFERED');
  if (!(await countryById(params.countryId)))
    throw new AppError('COMMON_PARAM_INVALID', { field: 'countryId' });
  if (params.creditId) {
    const failed = await ownLoan(db, userId, params.creditId);
    if (failed.status !== CREDIT_STATUS.failed) throw new AppError('COMMON_NOT_FOUND');
  }
  const photos = await planLoanPhotos(db, userId, [
    params.imgCertificateFace,
    params.imgCertificateBack,
    params.imgCertificateHand,
  ]);
  if (!photos) throw new AppError('CREDIT_PHOTO_INVALID');
  const cost = loanCost(params.applyAmount, product.dailyRate, params.creditPeriod);
  try {
    return await db.transaction(async (tx) => {
      // A cancellation of the account waits for this application, or this one finds it closed.
      await lockOwnAccount(tx, userId);
      const [imgFace, imgBack, imgHand] = await loanPhotoIds(tx, userId, photos, now);
      const [row] = await tx
        .insert(credits)
        .values({
          userId,
          status: CREDIT_STATUS.applying,
          realName: params.realName,
          countryId: params.countryId,
          identification: params.identification,
          imgFace,
          imgBack,
          imgHand,
          applyAmount: String(params.applyAmount),
          creditPeriod: params.creditPeriod,
          creditRate: product.dailyRate,
          defaultRate: product.overdueRate,
          totalInterest: cost.interest,
          totalRepayment: cost.total,
          lang,
          reapplyOf: params.creditId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('loan not recorded');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CREDIT_LOAN_IN_USE');
    throw error;
  }
}

/** credit!beforereapply: a failed loan's answers (the caller's own), to correct and send again. */
export async function reapplyForm(db: DbOrTx, userId: string, creditId: string) {
  const row = await ownLoan(db, userId, creditId);
  if (row.status !== CREDIT_STATUS.failed) throw new AppError('COMMON_NOT_FOUND');
  return {
    creditId: row.id,
    realName: row.realName,
    countryId: row.countryId,
    identification: row.identification,
    applyAmount: toWire(row.applyAmount),
    creditPeriod: row.creditPeriod,
    imgCertificateFace: privateFileUrl(row.imgFace),
    imgCertificateBack: privateFileUrl(row.imgBack),
    imgCertificateHand: privateFileUrl(row.imgHand),
    reason: row.reason ?? '',
  };
}

/** Whether the user has ever let a loan run overdue (for the console's view of the applicant). */
export async function everOverdue(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: credits.id })
    .from(credits)
    .where(and(eq(credits.userId, userId), gt(credits.overdueDays, 0)))
    .limit(1);
  return Boolean(row);
}
