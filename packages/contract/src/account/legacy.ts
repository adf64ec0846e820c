import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { blankToUndefined, optionalText, paramRules, requiredText } from '../params.js';
import { RegisterParams, RegisterUsernameParams, SendEmailCodeParams } from './params.js';
import { ACCOUNT_RULES } from './rules.js';
import { BoundEmailVo, LoginVo } from './shapes.js';

// The account actions only the existing clients call (contract §1.2), each served by the service
// that already does what it asks, or refused where Caravan has no such thing (ADR 026). Secrets
// (codes, passwords) are read from the query as old clients send them; Caravan's own client does
// not call these.

const stripSpaces = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);
const target = () => z.preprocess(stripSpaces, z.string().min(3).max(64));
const optionalTarget = () =>
  z.preprocess((v) => blankToUndefined(stripSpaces(v)), z.string().max(64).optional());

/** localuser!verify_code: whether `verifcode` is the reset code mailed for `target` (jscode!execute's). */
export const VerifyResetCodeParams = deferred(() =>
  z.object({ target: target(), verifcode: requiredText(16) }),
);

/** user!getUserNameVerifTarget: the account name (user name, e-mail or phone) a reset is for. */
export const ResetTargetParams = deferred(() =>
  z.object({ username: z.preprocess(stripSpaces, z.string().min(1).max(64)) }),
);

/**
 * user!getUserNameVerifTarget: where a reset code for that name goes, as far as it can be told
 * without saying whether the account exists (ADR 026): the name itself, masked, when it is an
 * e-mail address; else '' (the account's own e-mail, named only in the mail). `type` is 2, e-mail
 * (the contract's verifcode_type): there is no SMS.
 */
export const ResetTargetVo = deferred(() => z.object({ target: z.string(), type: z.literal(2) }));
export type ResetTargetVo = z.infer<typeof ResetTargetVo>;

/** user!checkAccount, localuser!checkEmailOrPhone: an e-mail or a phone (with its area code). */
export const AccountTargetParams = deferred(() => z.object({ target: target() }));

/** The verification a code came by (contract: 1 phone, 2 e-mail, 3 Google); e-mail when absent. */
export const VERIFCODE_TYPES = { phone: 1, email: 2, google: 3 } as const;

/** user!updatepsw: a new login password with the reset code mailed to the account (jscode!execute). */
export const ChangePasswordByCodeParams = deferred(() =>
  paramRules(
    z.object({
      password: requiredText(64),
      verifcode_type: z.preprocess(
        (v) => blankToUndefined(v) ?? VERIFCODE_TYPES.email,
        z.coerce.number().int().min(1).max(3),
      ),
      verifcode: requiredText(16),
    }),
    (params, refuse) => {
      if (typeof params.password !== 'string' || !ACCOUNT_RULES.password.test(params.password)) {
        refuse('password', 'AUTH_PASSWORD_INVALID');
      }
    },
  ),
);

/** user!update_pwd_by_old: the old password and a new one (its confirmation when sent). */
export const ChangePasswordByOldParams = deferred(() =>
  paramRules(
    z.object({ old_password: requiredText(64), password: requiredText(64), re_password: optionalText(64) }),
    (params, refuse) => {
      if (typeof params.password !== 'string' || !ACCOUNT_RULES.password.test(params.password)) {
        refuse('password', 'AUTH_PASSWORD_INVALID');
      }
      if (params.re_password !== undefined && params.re_password !== params.password) {
        refuse('re_password', 'AUTH_PASSWORDS_DIFFERENT');
      }
    },
  ),
);

/**
 * user!setSafeword: the first fund password (6 digits; its confirmation when sent). `verifcode` is
 * taken and not needed: setting the first one asks only for the session, as user!setSafewordReg.
 */
export const SetSafewordWithCodeParams = deferred(() =>
  paramRules(
    z.object({ safeword: requiredText(32), re_safeword: optionalText(32), verifcode: optionalText(16) }),
    (params, refuse) => {
      if (typeof params.safeword !== 'string' || !ACCOUNT_RULES.safeword.test(params.safeword)) {
        refuse('safeword', 'AUTH_SAFEWORD_INVALID');
      }
      if (params.re_safeword !== undefined && params.re_safeword !== params.safeword) {
        refuse('re_safeword', 'AUTH_PASSWORDS_DIFFERENT');
      }
    },
  ),
);

/**
 * localuser!bindEmailOrPhone, bindEmailOrPhoneSm, save_phone: bind what `target` (or `email`,
 * `phone`) names with the code localuser!beforeBind mailed (`verifcode` or `verifyCode`). An e-mail
 * is bound as localuser!save_email binds it; a phone cannot be verified without SMS.
 */
export const BindTargetParams = deferred(() =>
  z.object({
    target: optionalTarget(),
    email: optionalTarget(),
    phone: optionalTarget(),
    verifcode: optionalText(16),
    verifyCode: optionalText(16),
  }),
);

/**
 * localuser!getShare: the account's sharing card (contract §1.2). Invitation rewards and user levels
 * are not Caravan's (contract: out of scope), so the level fields are empty; the invitation code is
 * the user code, which registration takes as `agentCode`.
 */
export const ShareVo = deferred(() =>
  z.object({
    username: z.string(),
    userrole: z.string(),
    usercode: z.string(),
    user_level: z.number(),
    user_level_custom: z.string(),
    user_level_custom_display: z.string(),
    name: z.string(),
    url: z.string(),
    usercode_qr: z.string(),
  }),
);
export type ShareVo = z.infer<typeof ShareVo>;

const none = deferred(() => z.object({}));
const nothing = deferred(() => z.null());
const POST = ['POST'] as const;
const GET = ['GET', 'POST'] as const;
const secret = { methods: POST, body: 'json' } as const;
/** A binding of an e-mail (or a phone, refused) with a code, under each name old clients use. */
const bindTarget = (name: string) =>
  endpoint({ ...secret, name, access: 'user', params: BindTargetParams, reply: BoundEmailVo });

export const legacyAccountEndpoints = {
  /** Registration by phone or e-mail with a code: the slide stands in for the code (ADR 026). */
  registerWithCode: endpoint({
    name: 'localuser!registerWithVerifcode',
    access: 'none',
    params: RegisterParams,
    reply: LoginVo,
    methods: GET,
    body: 'json',
  }),
  registerUsername: endpoint({
    name: 'localuser!register_username',
    access: 'none',
    params: RegisterUsernameParams,
    reply: LoginVo,
    methods: GET,
    body: 'json',
  }),
  /** Refused: the verification is the slide (captcha!slide), not an image code. */
  imageCode: endpoint({
    name: 'localuser!getImageCode',
    access: 'none',
    params: none,
    reply: nothing,
    methods: GET,
  }),
  sendCode: endpoint({
    name: 'idcode!execute',
    access: 'none',
    params: SendEmailCodeParams,
    reply: nothing,
  }),
  verifyCode: endpoint({
    ...secret,
    name: 'localuser!verify_code',
    access: 'none',
    params: VerifyResetCodeParams,
    reply: nothing,
  }),
  resetTarget: endpoint({
    name: 'user!getUserNameVerifTarget',
    access: 'none',
    params: ResetTargetParams,
    reply: ResetTargetVo,
    methods: GET,
  }),
  /** `data` true when the e-mail or phone is free; taken is AUTH_ACCOUNT_EXISTS (code "1"). */
  checkAccount: endpoint({
    name: 'user!checkAccount',
    access: 'none',
    params: AccountTargetParams,
    reply: deferred(() => z.literal(true)),
    methods: POST,
  }),
  checkEmailOrPhone: endpoint({
    name: 'localuser!checkEmailOrPhone',
    access: 'user',
    params: AccountTargetParams,
    reply: deferred(() => z.literal(true)),
    methods: POST,
  }),
  changePasswordByCode: endpoint({
    ...secret,
    name: 'user!updatepsw',
    access: 'user',
    params: ChangePasswordByCodeParams,
    reply: nothing,
  }),
  changePasswordByOld: endpoint({
    ...secret,
    name: 'user!update_pwd_by_old',
    access: 'user',
    params: ChangePasswordByOldParams,
    reply: nothing,
  }),
  setSafeword: endpoint({
    ...secret,
    name: 'user!setSafeword',
    access: 'user',
    params: SetSafewordWithCodeParams,
    reply: nothing,
  }),
  /** An operator-reviewed fund-password reset: Caravan has none, so there is never an application. */
  safewordResetApplication: endpoint({
    name: 'user!get_safeword_apply',
    access: 'user',
    params: none,
    reply: nothing,
    methods: POST,
  }),
  /** Refused: no operator-reviewed fund-password reset (the fund password is changed with the old one). */
  applySafewordReset: endpoint({
    name: 'user!set_safeword_apply',
    access: 'user',
    params: none,
    reply: nothing,
    methods: POST,
  }),
  bindTarget: bindTarget('localuser!bindEmailOrPhone'),
  bindTargetSm: bindTarget('localuser!bindEmailOrPhoneSm'),
  savePhone: bindTarget('localuser!save_phone'),
  share: endpoint({ name: 'localuser!getShare', access: 'user', params: none, reply: ShareVo }),
} as const;
