/**
 * Account validation rules (spec §5, §9), shared by the server and the web forms. Where the spec
 * words a rule two ways the choice is recorded in docs/decisions/006-account-rules.md.
 */
export const ACCOUNT_RULES = {
  /** 6–12 characters: letters and digits (at least one of each), printable specials allowed. */
  password: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]{6,12}$/,
  /** The fund (transaction) password: exactly 6 digits. */
  safeword: /^\d{6}$/,
  /** A user name: 6–24 letters and digits. */
  username: /^[A-Za-z0-9]{6,24}$/,
  /** A phone with its international area code: +, a 1–4 digit code, then at least 8 digits. */
  phone: /^\+[1-9]\d{0,3}\d{8,14}$/,
  /** An e-mail whose account name has at least 6 letters or digits; at most 64 characters. */
  email: /^[A-Za-z0-9]{6,}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  emailMax: 64,
  /** Verification codes sent by e-mail. */
  verifyCode: /^\d{6}$/,
} as const;

/** Register types (contract §1.2): 1 phone, 2 e-mail, 3 user name. */
export const REGISTER_TYPES = { phone: 1, email: 2, username: 3 } as const;

/** Built-in avatars a user can choose (localuser!refreshAvatar idx). */
export const AVATAR_COUNT = 12;

/** Lockouts (spec §9). */
export const LOGIN_LOCK = { failures: 3, minutes: 3 } as const;
export const SAFEWORD_LOCK = { failuresPerDay: 3, timeZone: 'Asia/Shanghai' } as const;

/** E-mail codes: valid 10 minutes, one per address per minute. */
export const EMAIL_CODE = { ttlMinutes: 10, resendSeconds: 60 } as const;

/** Slide verification: the puzzle's size and how long a challenge lives. */
export const CAPTCHA = { width: 320, height: 160, piece: 48, ttlSeconds: 120, tolerance: 5 } as const;
