import { z } from 'zod';
import { deferred } from '../deferred.js';
import { optionalSwitch, optionalText, paramRules, requiredText, type PlainErrorCode } from '../params.js';
import { ACCOUNT_RULES, AVATAR_COUNT, REGISTER_TYPES } from './rules.js';

const stripSpaces = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);

type Refuse<F extends string> = (
  field: F,
  error?: 'AUTH_PASSWORD_INVALID' | 'AUTH_PASSWORDS_DIFFERENT',
) => void;

/** A new login password (spec §5), then its confirmation. */
function checkNewPassword<F extends string>(
  password: unknown,
  confirmation: unknown,
  fields: [F, F],
  refuse: Refuse<F>,
) {
  if (typeof password !== 'string' || !ACCOUNT_RULES.password.test(password)) {
    refuse(fields[0], 'AUTH_PASSWORD_INVALID');
  }
  if (password !== confirmation) refuse(fields[1], 'AUTH_PASSWORDS_DIFFERENT');
}

/** A new fund password (6 digits), then its confirmation. */
function checkNewSafeword(
  params: { safeword?: unknown; re_safeword?: unknown },
  refuse: (
    field: 'safeword' | 're_safeword',
    error: 'AUTH_SAFEWORD_INVALID' | 'AUTH_PASSWORDS_DIFFERENT',
  ) => void,
) {
  const { safeword, re_safeword: confirmation } = params;
  if (typeof safeword !== 'string' || !ACCOUNT_RULES.safeword.test(safeword)) {
    refuse('safeword', 'AUTH_SAFEWORD_INVALID');
  }
  if (safeword !== confirmation) refuse('re_safeword', 'AUTH_PASSWORDS_DIFFERENT');
}

/** An e-mail address to bind (spec §5), as the server refuses it. */
function checkEmail(email: unknown, refuse: (field: 'email', error: 'AUTH_EMAIL_INVALID') => void) {
  if (
    typeof email !== 'string' ||
    email.length > ACCOUNT_RULES.emailMax ||
    !ACCOUNT_RULES.email.test(email)
  ) {
    refuse('email', 'AUTH_EMAIL_INVALID');
  }
}

/** The account name by its register type: a phone with its area code, an e-mail or a user name. */
function checkAccountName(
  type: unknown,
  name: unknown,
  refuse: (
    field: 'username',
    error: 'AUTH_PHONE_INVALID' | 'AUTH_EMAIL_INVALID' | 'AUTH_USERNAME_INVALID',
  ) => void,
) {
  if (typeof name !== 'string' || typeof type !== 'number') return;
  if (type === REGISTER_TYPES.phone) {
    if (!ACCOUNT_RULES.phone.test(name)) refuse('username', 'AUTH_PHONE_INVALID');
  } else if (type === REGISTER_TYPES.email) {
    if (name.length > ACCOUNT_RULES.emailMax || !ACCOUNT_RULES.email.test(name)) {
      refuse('username', 'AUTH_EMAIL_INVALID');
    }
  } else if (!ACCOUNT_RULES.username.test(name)) refuse('username', 'AUTH_USERNAME_INVALID');
}

/** A drag trace: [elapsed ms, x, y] points recorded while the slider moves. */
export const CaptchaTrace = deferred(() => z.array(z.tuple([z.number(), z.number(), z.number()])).max(2000));

export const CaptchaFields = deferred(() => ({
  /** The challenge being answered (captcha!slide). */
  captchaId: requiredText(64),
  /** Where the piece was dropped, in pixels from the left of the puzzle. */
  captchaX: z.coerce.number().min(0).max(2000),
  /** JSON-encoded CaptchaTrace. */
  captchaTrace: requiredText(60_000),
}));

/** What every registration takes (contract §1.2), the slide verification and the agreement included. */
const registerFields = deferred(() => ({
  username: z.preprocess(stripSpaces, z.string().min(1).max(128)),
  password: requiredText(64),
  re_password: requiredText(64),
  /** 1 phone, 2 e-mail, 3 (or absent) user name. */
  type: z.preprocess((v) => (v === '' || v === undefined ? 3 : v), z.coerce.number().int().min(1).max(3)),
  agentCode: optionalText(32),
  /** The agreement must be ticked: 1 or true (anything else is "not ticked"). */
  agree: z.preprocess((v) => v === '1' || v === 'true' || v === true || v === 1, z.boolean()),
  ...CaptchaFields,
}));

/** The account name by its type, the password twice and the agreement, as the server checks them. */
function checkRegistration(
  params: { type?: unknown; username?: unknown; password?: unknown; re_password?: unknown; agree?: unknown },
  refuse: (field: 'username' | 'password' | 're_password' | 'agree', error?: PlainErrorCode) => void,
) {
  checkAccountName(params.type, params.username, refuse);
  checkNewPassword(params.password, params.re_password, ['password', 're_password'], refuse);
  if (params.agree !== true) refuse('agree', 'AUTH_AGREEMENT_REQUIRED');
}

/**
 * localuser!registerNoVerifcode (contract §1.2) plus the slide verification and the agreement; the
 * account name by its type, the password twice and the agreement are checked before the slide
 * answer is looked at, so a typo does not use up the puzzle.
 */
export const RegisterParams = deferred(() => paramRules(z.object(registerFields), checkRegistration));
export type RegisterParams = z.infer<typeof RegisterParams>;

/**
 * localuser!register_username (contract §1.2): a user-name registration (type 3 unless sent), the
 * slide in place of the image code, the inviter's code as `usercode` or `agentCode`, and the fund
 * password (6 digits) set with the account when one is sent.
 */
export const RegisterUsernameParams = deferred(() =>
  paramRules(
    z.object({ ...registerFields, usercode: optionalText(32), safeword: optionalText(32) }),
    (params, refuse) => {
      checkRegistration(params, refuse);
      const { safeword } = params;
      if (
        safeword !== undefined &&
        (typeof safeword !== 'string' || !ACCOUNT_RULES.safeword.test(safeword))
      ) {
        refuse('safeword', 'AUTH_SAFEWORD_INVALID');
      }
    },
  ),
);

/** captcha!slide: a new slide puzzle. */
export const CaptchaVo = deferred(() =>
  z.object({
    captchaId: z.string(),
    /** PNG data URL of the background with the hole. */
    background: z.string(),
    /** PNG data URL of the piece, `piece` pixels square, to be placed at `pieceY`. */
    piece: z.string(),
    pieceY: z.number(),
    width: z.number(),
    height: z.number(),
    pieceSize: z.number(),
    expiresInSeconds: z.number(),
  }),
);
export type CaptchaVo = z.infer<typeof CaptchaVo>;

/**
 * jscode!execute: send a 6-digit password-reset code to the e-mail of the account named by
 * `target` (its user name, e-mail or phone).
 */
export const SendEmailCodeParams = deferred(() =>
  z.object({ target: z.preprocess(stripSpaces, z.string().min(3).max(64)) }),
);

/** localuser!beforeBind: mail a code to the address to bind, after the login password. */
export const BindEmailCodeParams = deferred(() =>
  paramRules(
    z.object({
      email: z.preprocess(stripSpaces, z.string().min(3).max(64)),
      password: requiredText(64),
    }),
    (params, refuse) => checkEmail(params.email, refuse),
  ),
);

/** localuser!save_email: bind the address with the code mailed to it. */
export const SaveEmailParams = deferred(() =>
  paramRules(
    z.object({
      email: z.preprocess(stripSpaces, z.string().min(3).max(64)),
      verifcode: requiredText(16),
    }),
    (params, refuse) => checkEmail(params.email, refuse),
  ),
);

/** user!resetpsw: reset the login password with the e-mailed code (`target` as for jscode!execute). */
export const ResetPasswordParams = deferred(() =>
  paramRules(
    z.object({
      target: z.preprocess(stripSpaces, z.string().min(3).max(64)),
      verifcode: requiredText(16),
      password: requiredText(64),
      re_password: requiredText(64),
    }),
    (params, refuse) =>
      checkNewPassword(params.password, params.re_password, ['password', 're_password'], refuse),
  ),
);

/** user!updateOldAndNewPsw (field names as the PC client sends them, `comfirm_password` sic). */
export const ChangePasswordParams = deferred(() =>
  paramRules(
    z.object({
      old_password: requiredText(64),
      password: requiredText(64),
      comfirm_password: requiredText(64),
    }),
    (params, refuse) =>
      checkNewPassword(params.password, params.comfirm_password, ['password', 'comfirm_password'], refuse),
  ),
);

export const SetSafewordParams = deferred(() =>
  paramRules(z.object({ safeword: requiredText(32), re_safeword: requiredText(32) }), checkNewSafeword),
);

/** The new fund password is checked first; the current one is then verified (and counted). */
export const ChangeSafewordParams = deferred(() =>
  paramRules(
    z.object({
      old_safeword: requiredText(32),
      safeword: requiredText(32),
      re_safeword: requiredText(32),
    }),
    checkNewSafeword,
  ),
);

export const SafewordStatusVo = deferred(() =>
  z.object({
    /** 1 set, 0 not set (as localuser!get's safeword). */
    safeword: z.number(),
    /** True when fund operations are locked until the next day after wrong attempts. */
    locked: z.boolean(),
  }),
);

/**
 * user!logoff: cancel the account, with a reason and the login password (spec §5: a destructive
 * step; ADR 025: old clients that send no password are refused with COMMON_PARAM_MISSING).
 * `forfeitBalance` says the user gives up a balance below the withdrawal minimum, which cannot be
 * withdrawn (ADR 025's amendment); without it such a balance refuses the closure.
 */
export const CancelAccountParams = deferred(() =>
  z.object({ reason: requiredText(500), password: requiredText(64), forfeitBalance: optionalSwitch }),
);

export const HeartbeatParams = deferred(() =>
  z.object({
    status: z.preprocess((v) => (v === '' || v === undefined ? 1 : v), z.coerce.number().int().min(1).max(3)),
  }),
);

export const RefreshAvatarParams = deferred(() =>
  z.object({ idx: z.coerce.number().int().min(1).max(AVATAR_COUNT) }),
);
