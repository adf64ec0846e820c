import { z } from 'zod';
import { deferred } from '../deferred.js';
import { idNumberText, PrivateImageRef } from '../kyc/shapes.js';
import {
  commaParts,
  optionalId,
  optionalInt,
  PageParams,
  requiredId,
  requiredText,
  strictInt,
} from '../params.js';

// Start-up loans (issue 19, contract §1.10, spec §1, §4, §5, §9): the product, the borrower's
// application, bill, history and repayment, and finance's review.

/** Loan states (contract §1.10's guess, kept): 1 applied, 2 loaned, 3 failed, 4 repaid, 5 overdue. */
export const CREDIT_STATUS = { applying: 1, loaned: 2, failed: 3, repaid: 4, overdue: 5 } as const;
export type CreditStatus = (typeof CREDIT_STATUS)[keyof typeof CREDIT_STATUS];

export const CREDIT_LIMITS = {
  realName: 128,
  identification: 64,
  reason: 500,
  /** The longest term a product may lend for (spec §9: at most a year). */
  termMax: 366,
  /** At most this many terms on offer. */
  termsMax: 20,
} as const;

/** credit!config (contract §1.10) and who qualifies. */
export const CreditConfigVo = deferred(() =>
  z.object({
    /** The daily rate, 4 places. */
    rate: z.number(),
    /** The overdue daily rate, 4 places. */
    defaultRate: z.number(),
    lendableDays: z.array(z.string()),
    allLendableDays: z.array(z.string()),
    amountMin: z.number(),
    amountMax: z.number(),
    /** The rules: an approved identity check; good standing (no restriction, no unpaid overdue loan). */
    requireIdentity: z.boolean(),
    requireGoodStanding: z.boolean(),
    /** Where the caller stands against each rule. */
    identityVerified: z.boolean(),
    goodStanding: z.boolean(),
    loanInUse: z.boolean(),
  }),
);
export type CreditConfigVo = z.infer<typeof CreditConfigVo>;

/** credit!apply (contract §1.10 names). */
export const CreditApplyParams = deferred(() =>
  z.object({
    /** The name on the document. */
    realName: requiredText(CREDIT_LIMITS.realName),
    /** Days; one of the product's terms. */
    creditPeriod: strictInt(1),
    /** Whole USDT, within the product's range. */
    applyAmount: strictInt(1),
    /** The document's country: an id from address!listCountry. */
    countryId: strictInt(1),
    /** The ID card or passport number. */
    identification: idNumberText(CREDIT_LIMITS.identification),
    imgCertificateFace: PrivateImageRef,
    imgCertificateBack: PrivateImageRef,
    imgCertificateHand: PrivateImageRef,
    /** The failed loan applied for again. */
    creditId: optionalId,
  }),
);
export type CreditApplyParams = z.infer<typeof CreditApplyParams>;

/** A loan as its borrower sees it (credit!histroy items; contract §1.10 builder fields and more). */
export const CreditVo = deferred(() =>
  z.object({
    id: z.string(),
    status: z.number(),
    realName: z.string(),
    creditPeriod: z.number(),
    applyAmount: z.number(),
    creditRate: z.number(),
    defaultRate: z.number(),
    countryId: z.number(),
    countryName: z.string(),
    /** Masked but for its last four characters. */
    identification: z.string(),
    imgCertificateFace: z.string(),
    imgCertificateBack: z.string(),
    imgCertificateHand: z.string(),
    /** The interest and the total disclosed when applying (for the whole term). */
    totalInterest: z.number(),
    totalRepayment: z.number(),
    customerSubmitTime: z.string(),
    /** Why it failed (status 3). */
    reason: z.string(),
    loanTime: z.string(),
    /** When it falls due ('' before it is paid out). */
    dueTime: z.string(),
    repayTime: z.string(),
    /** What the repayment took, interest included (status 4). */
    repaidAmount: z.number(),
    overdueDays: z.number(),
    overdueInterest: z.number(),
  }),
);
export type CreditVo = z.infer<typeof CreditVo>;

/**
 * credit!bill (contract §1.10): the loan in use — its days begun, interest so far and what repaying
 * now takes (all 0 and '' when there is none).
 */
export const CreditBillVo = deferred(() =>
  z.object({
    creditId: z.string(),
    status: z.number(),
    realName: z.string(),
    applyAmount: z.number(),
    creditPeriod: z.number(),
    creditRate: z.number(),
    defaultRate: z.number(),
    /** Term interest so far (days begun × rate × amount). */
    interest: z.number(),
    alreadyCreditDays: z.number(),
    overdueDays: z.number(),
    overdueInterest: z.number(),
    /** Amount + interest so far + overdue interest: what repaying now takes. */
    estimatePayment: z.number(),
    totalInterest: z.number(),
    totalRepayment: z.number(),
    loanTime: z.string(),
    dueTime: z.string(),
  }),
);
export type CreditBillVo = z.infer<typeof CreditBillVo>;

export const CreditIdParams = deferred(() => z.object({ creditId: requiredId }));

/** credit!beforepay (contract §1.10): what repaying takes, against the wallet's balance. */
export const CreditBeforePayVo = deferred(() =>
  z.object({
    creditId: z.string(),
    realName: z.string(),
    applyAmount: z.number(),
    alreadyCreditDays: z.number(),
    interest: z.number(),
    overdueInterest: z.number(),
    estimatePayment: z.number(),
    creditRate: z.number(),
    /** The wallet's balance (2 dp). */
    accountAmount: z.number(),
  }),
);

/** credit!pay (contract §1.10): the loan and the fund password. */
export const CreditPayParams = deferred(() => z.object({ creditId: requiredId, safeword: requiredText(64) }));

/** credit!beforereapply: a failed loan's answers, to correct and send again (its photos may be kept). */
export const CreditBeforeReapplyVo = deferred(() =>
  z.object({
    creditId: z.string(),
    realName: z.string(),
    countryId: z.number(),
    identification: z.string(),
    applyAmount: z.number(),
    creditPeriod: z.number(),
    imgCertificateFace: z.string(),
    imgCertificateBack: z.string(),
    imgCertificateHand: z.string(),
    reason: z.string(),
  }),
);

/**
 * credit!beforeapply: the caller's verified identity (an approved identity check), to start the
 * application from: the name, the document's country and number as verified, and its three photos,
 * which credit!apply accepts as the loan's. `verified` false and the rest empty otherwise.
 */
export const CreditBeforeApplyVo = deferred(() =>
  z.object({
    verified: z.boolean(),
    realName: z.string(),
    countryId: z.number(),
    identification: z.string(),
    imgCertificateFace: z.string(),
    imgCertificateBack: z.string(),
    imgCertificateHand: z.string(),
  }),
);
export type CreditBeforeApplyVo = z.infer<typeof CreditBeforeApplyVo>;

// ---------------------------------------------------------------- console (finance)

export const AdminCreditListParams = deferred(() => PageParams.extend({ status: optionalInt(1, 5) }));

/** A loan as finance reviews it: the application, the applicant and their earlier loans. */
export const AdminCreditVo = deferred(() =>
  CreditVo.extend({
    userId: z.string(),
    username: z.string(),
    /** In full, to check against the photos. */
    identification: z.string(),
    decidedBy: z.string(),
    decideTime: z.string(),
    /** The applicant's identity check (kyc_status) and the name it verified. */
    kycStatus: z.number(),
    kycName: z.string(),
    /** What repaying now takes (loans in use). */
    estimatePayment: z.number(),
    history: z.array(
      z.object({
        id: z.string(),
        status: z.number(),
        applyAmount: z.number(),
        creditPeriod: z.number(),
        customerSubmitTime: z.string(),
        repayTime: z.string(),
        overdueDays: z.number(),
      }),
    ),
  }),
);
export type AdminCreditVo = z.infer<typeof AdminCreditVo>;

export const AdminCreditDecisionParams = deferred(() => z.object({ id: requiredId }));
export const AdminCreditRejectParams = deferred(() =>
  z.object({ id: requiredId, reason: requiredText(CREDIT_LIMITS.reason) }),
);

/** The product as finance sets it. */
export const CreditProductVo = deferred(() =>
  z.object({
    amountMin: z.number(),
    amountMax: z.number(),
    lendableDays: z.array(z.number()),
    /** Rates as decimal text, exact (4 places). */
    dailyRate: z.string(),
    overdueRate: z.string(),
    requireIdentity: z.boolean(),
    requireGoodStanding: z.boolean(),
    updatedBy: z.string(),
    updatedAt: z.string(),
  }),
);
export type CreditProductVo = z.infer<typeof CreditProductVo>;

const rateText = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string().regex(/^(0|[1-9]\d{0,2})(\.\d{1,4})?$/),
  ),
);

/** A switch sent as 1/0 or true/false. */
const onOff = deferred(() =>
  z.preprocess(
    (v) => (v === '1' || v === 1 || v === 'true' ? true : v === '0' || v === 0 || v === 'false' ? false : v),
    z.boolean(),
  ),
);

/** creditProduct!save: every setting at once. */
export const CreditProductSaveParams = deferred(() =>
  z.object({
    amountMin: strictInt(1),
    amountMax: strictInt(1),
    /** Days, comma-separated ("7,30,90"). */
    lendableDays: z.preprocess(
      (v) => (typeof v === 'string' ? commaParts(v).map((s) => (/^\d{1,4}$/.test(s) ? Number(s) : s)) : v),
      z.array(z.number().int().min(1).max(CREDIT_LIMITS.termMax)).min(1).max(CREDIT_LIMITS.termsMax),
    ),
    dailyRate: rateText,
    overdueRate: rateText,
    requireIdentity: onOff,
    requireGoodStanding: onOff,
  }),
);
