import { z } from 'zod';
import { deferred } from '../deferred.js';
import { requiredText } from '../params.js';

export const LoginParams = deferred(() =>
  z.object({
    // Spaces are stripped from the account name (contract §1.2).
    username: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
      z.string().min(1).max(64),
    ),
    password: requiredText(64),
  }),
);

export const LoginVo = deferred(() =>
  z.object({ token: z.string(), username: z.string(), usercode: z.string() }),
);
export type LoginVo = z.infer<typeof LoginVo>;

/** The current user (contract §1.2 localuser!get). */
export const LocalUserVo = deferred(() =>
  z.object({
    username: z.string(),
    userrole: z.string(),
    roletype: z.string(),
    usercode: z.string(),
    phone: z.string(),
    phoneverif: z.boolean(),
    email: z.string(),
    emailverif: z.boolean(),
    google_auth_secret: z.string(),
    googleverif: z.boolean(),
    identityverif: z.boolean(),
    advancedverif: z.boolean(),
    lastlogintime: z.string(),
    lastloginip: z.string(),
    avatar: z.string(),
    name: z.string(),
    nationality: z.string(),
    kyc_status: z.number(),
    kyc_high_level_status: z.number(),
    signPdfUrl: z.string(),
    url: z.string(),
    usercode_qr: z.string(),
    safeword: z.number(),
    sellerId: z.string().nullable(),
  }),
);
export type LocalUserVo = z.infer<typeof LocalUserVo>;

/**
 * user!getVerifTarget: where the account's codes go (its e-mail, else its phone) as `type`
 * 2 e-mail, 1 phone (the contract's verifcode_type) or 0 none, and whether it is proved.
 */
export const VerifTargetVo = deferred(() =>
  z.object({
    target: z.string(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    verified: z.boolean(),
  }),
);
export type VerifTargetVo = z.infer<typeof VerifTargetVo>;

/** localuser!save_email: the address now bound. */
export const BoundEmailVo = deferred(() => z.object({ email: z.string() }));

/**
 * What refuses an account's cancellation until something is done, in the order the server checks
 * them (ADR 025): a loan, an order in escrow, a deposit or a withdrawal on its way, a balance that
 * must be withdrawn.
 */
export const CANCEL_BLOCKERS = [
  'AUTH_CANCEL_LOAN_OPEN',
  'AUTH_CANCEL_ORDER_OPEN',
  'AUTH_CANCEL_DEPOSIT_PENDING',
  'AUTH_CANCEL_WITHDRAWAL_PENDING',
  'AUTH_CANCEL_BALANCE_REMAINS',
] as const;
export type CancelBlocker = (typeof CANCEL_BLOCKERS)[number];
/** Those, and a balance below the withdrawal minimum the user has not said they give up. */
export type CancelRefusal = CancelBlocker | 'AUTH_CANCEL_BALANCE_BELOW_MIN';

/**
 * user!logoffCheck: what stands in the way of closing the account now, read before the user
 * confirms (user!logoff checks it all again under the account's lock). `blockers` lists every one
 * that holds, in the server's order; a balance below the withdrawal minimum is not among them but
 * is `forfeitRequired`: closing then needs `forfeitBalance`. Amounts in USDT, 2 dp.
 */
export const CancelCheckVo = deferred(() =>
  z.object({
    /** The wallet's balance. */
    balance: z.number(),
    /** What a withdrawal in progress holds. */
    held: z.number(),
    currency: z.literal('USDT'),
    /** The least a withdrawal may be (0: no minimum). */
    withdrawMin: z.number(),
    blockers: z.array(z.enum(CANCEL_BLOCKERS)),
    /** The balance is above zero and below the withdrawal minimum: it can only be given up. */
    forfeitRequired: z.boolean(),
  }),
);
export type CancelCheckVo = z.infer<typeof CancelCheckVo>;
