import { z } from 'zod';
import { optionalText, requiredText } from '../params.js';
import { AVATAR_COUNT } from './rules.js';

const stripSpaces = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);

/** A drag trace: [elapsed ms, x, y] points recorded while the slider moves. */
export const CaptchaTrace = z.array(z.tuple([z.number(), z.number(), z.number()])).max(2000);

export const CaptchaFields = {
  /** The challenge being answered (captcha!slide). */
  captchaId: requiredText(64),
  /** Where the piece was dropped, in pixels from the left of the puzzle. */
  captchaX: z.coerce.number().min(0).max(2000),
  /** JSON-encoded CaptchaTrace. */
  captchaTrace: requiredText(60_000),
};

/** localuser!registerNoVerifcode (contract §1.2) plus the slide verification and the agreement. */
export const RegisterParams = z.object({
  username: z.preprocess(stripSpaces, z.string().min(1).max(128)),
  password: requiredText(64),
  re_password: requiredText(64),
  /** 1 phone, 2 e-mail, 3 (or absent) user name. */
  type: z.preprocess((v) => (v === '' || v === undefined ? 3 : v), z.coerce.number().int().min(1).max(3)),
  agentCode: optionalText(32),
  /** The agreement must be ticked: 1 or true (anything else is "not ticked"). */
  agree: z.preprocess((v) => v === '1' || v === 'true' || v === true || v === 1, z.boolean()),
  ...CaptchaFields,
});
export type RegisterParams = z.infer<typeof RegisterParams>;

/** captcha!slide: a new slide puzzle. */
export const CaptchaVo = z.object({
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
});
export type CaptchaVo = z.infer<typeof CaptchaVo>;

/**
 * jscode!execute: send a 6-digit password-reset code to the e-mail of the account named by
 * `target` (its user name, e-mail or phone).
 */
export const SendEmailCodeParams = z.object({ target: z.preprocess(stripSpaces, z.string().min(3).max(64)) });

/** localuser!beforeBind: mail a code to the address to bind, after the login password. */
export const BindEmailCodeParams = z.object({
  email: z.preprocess(stripSpaces, z.string().min(3).max(64)),
  password: requiredText(64),
});

/** localuser!save_email: bind the address with the code mailed to it. */
export const SaveEmailParams = z.object({
  email: z.preprocess(stripSpaces, z.string().min(3).max(64)),
  verifcode: requiredText(16),
});

/** user!resetpsw: reset the login password with the e-mailed code (`target` as for jscode!execute). */
export const ResetPasswordParams = z.object({
  target: z.preprocess(stripSpaces, z.string().min(3).max(64)),
  verifcode: requiredText(16),
  password: requiredText(64),
  re_password: requiredText(64),
});

/** user!updateOldAndNewPsw (field names as the PC client sends them, `comfirm_password` sic). */
export const ChangePasswordParams = z.object({
  old_password: requiredText(64),
  password: requiredText(64),
  comfirm_password: requiredText(64),
});

export const SetSafewordParams = z.object({ safeword: requiredText(32), re_safeword: requiredText(32) });

export const ChangeSafewordParams = z.object({
  old_safeword: requiredText(32),
  safeword: requiredText(32),
  re_safeword: requiredText(32),
});

export const SafewordStatusVo = z.object({
  /** 1 set, 0 not set (as localuser!get's safeword). */
  safeword: z.number(),
  /** True when fund operations are locked until the next day after wrong attempts. */
  locked: z.boolean(),
});

/** user!logoff: cancel the account. */
export const CancelAccountParams = z.object({ reason: requiredText(500) });

export const HeartbeatParams = z.object({
  status: z.preprocess((v) => (v === '' || v === undefined ? 1 : v), z.coerce.number().int().min(1).max(3)),
});

export const RefreshAvatarParams = z.object({ idx: z.coerce.number().int().min(1).max(AVATAR_COUNT) });
