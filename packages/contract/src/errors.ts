/**
 * The closed set of error codes the API returns (DESIGN.md §3, §4), each with the names of its
 * message parameters, plus the NOTICE_ texts of messages sent to users (e-mails). Domain-prefixed UPPER_SNAKE. Every code has a message in all 21 languages
 * (src/i18n), and a test fails when one is missing or its placeholders differ from English.
 */
export const ERROR_PARAMS = {
  COMMON_PARAM_INVALID: ['field'],
  COMMON_PARAM_MISSING: ['field'],
  COMMON_PARAM_TOO_LONG: ['field', 'max'],
  COMMON_SYSTEM_ERROR: [],
  COMMON_NOT_FOUND: [],
  COMMON_RATE_LIMITED: [],
  COMMON_METHOD_NOT_ALLOWED: [],
  COMMON_NO_PERMISSION: [],
  COMMON_DUPLICATE_SUBMISSION: [],
  AUTH_NOT_LOGGED_IN: [],
  AUTH_SESSION_EXPIRED: [],
  AUTH_LOGIN_FAILED: [],
  AUTH_ACCOUNT_LOCKED: ['minutes'],
  AUTH_ACCOUNT_LOCKED_BY_OPERATOR: ['minutes'],
  AUTH_ACCOUNT_DISABLED: [],
  AUTH_NOT_A_SELLER: [],
  AUTH_CAPTCHA_FAILED: [],
  AUTH_CAPTCHA_EXPIRED: [],
  AUTH_AGREEMENT_REQUIRED: [],
  AUTH_USERNAME_INVALID: [],
  AUTH_PHONE_INVALID: [],
  AUTH_EMAIL_INVALID: [],
  AUTH_PASSWORD_INVALID: [],
  AUTH_PASSWORDS_DIFFERENT: [],
  AUTH_OLD_PASSWORD_WRONG: [],
  AUTH_ACCOUNT_EXISTS: [],
  AUTH_AGENT_CODE_INVALID: [],
  AUTH_CODE_WRONG: [],
  AUTH_CODE_TOO_FREQUENT: ['seconds'],
  AUTH_SAFEWORD_INVALID: [],
  AUTH_SAFEWORD_NOT_SET: [],
  AUTH_SAFEWORD_ALREADY_SET: [],
  AUTH_SAFEWORD_WRONG: ['remaining'],
  AUTH_SAFEWORD_LOCKED: [],
  AUTH_CANCEL_BALANCE_REMAINS: [],
  ADMIN_OPERATOR_EXISTS: [],
  ADMIN_CANNOT_CHANGE_SELF: [],
  ADMIN_SYSPARA_UNKNOWN: ['code'],
  ADMIN_SYSPARA_INVALID: ['code'],
  ADMIN_STATE_UNCHANGED: [],
  CATALOG_GOODS_NOT_FOUND: [],
  CATALOG_GOODS_OFF_SHELF: [],
  CATALOG_SHOP_NOT_FOUND: [],
  CATALOG_CATEGORY_NOT_FOUND: [],
  CATALOG_ALREADY_KEPT: [],
  CATALOG_ALREADY_FOLLOWED: [],
  CATALOG_CANNOT_FOLLOW_SELF: [],
  CATALOG_ADMIN_CATEGORY_IN_USE: ['goods', 'children'],
  CATALOG_ADMIN_CATEGORY_DEPTH: [],
  CATALOG_ADMIN_SUBCATEGORY_MISMATCH: [],
  CATALOG_ADMIN_BANNER_NOT_FOUND: [],
  CATALOG_ADMIN_SCHEDULE_INVALID: [],
  WALLET_INSUFFICIENT_BALANCE: [],
  WALLET_AMOUNT_INVALID: ['decimals'],
  WALLET_DEPOSIT_BELOW_MIN: ['min'],
  WALLET_DEPOSIT_ABOVE_MAX: ['max'],
  WALLET_DEPOSITS_CLOSED: [],
  WALLET_CHANNEL_CLOSED: [],
  WALLET_CHAIN_INVALID: [],
  WALLET_CERTIFICATE_REQUIRED: [],
  WALLET_CARD_NUMBER_INVALID: [],
  WALLET_RATE_MISSING: ['coin'],
  WALLET_PAYMENT_LINK_FAILED: [],
  WALLET_NO_PAYMENT_METHOD: [],
  WALLET_PAYMENT_FAILED: [],
  WALLET_ALREADY_DECIDED: [],
  WALLET_WITHDRAWALS_CLOSED: [],
  WALLET_WITHDRAW_BELOW_MIN: ['min'],
  WALLET_WITHDRAW_ABOVE_MAX: ['max'],
  WALLET_WITHDRAW_OUTSIDE_HOURS: ['hours'],
  WALLET_WITHDRAW_DAILY_LIMIT: ['count'],
  WALLET_WITHDRAW_IN_PROGRESS: [],
  WALLET_ADDRESS_REQUIRED: [],
  WALLET_ADDRESS_ALREADY_BOUND: [],
  WALLET_ADDRESS_INVALID: [],
  UPLOAD_TYPE_NOT_ALLOWED: [],
  UPLOAD_TOO_LARGE: ['max'],
  SUBSCRIBE_EMAIL_INVALID: [],
  SUBSCRIBE_ALREADY_SUBSCRIBED: [],
  NOTICE_RESET_CODE_SUBJECT: [],
  NOTICE_RESET_CODE_BODY: ['code', 'minutes'],
} as const satisfies Record<string, readonly string[]>;

export type ErrorCode = keyof typeof ERROR_PARAMS;

export const ERROR_CODES = Object.keys(ERROR_PARAMS) as ErrorCode[];

/** The params object an error code carries: one string-or-number value per declared name. */
export type ErrorParams<C extends ErrorCode> = {
  [K in (typeof ERROR_PARAMS)[C][number]]: string | number;
};

/** Which envelope `code` an error maps to (contract §2.1): "403" for session problems, else "1". */
export function envelopeCodeFor(code: ErrorCode): '1' | '403' | '999' {
  if (code === 'AUTH_NOT_LOGGED_IN' || code === 'AUTH_SESSION_EXPIRED' || code === 'AUTH_ACCOUNT_DISABLED') {
    return '403';
  }
  // Contract §2.1: "999" tells old clients to send the user to set a fund password.
  if (code === 'AUTH_SAFEWORD_NOT_SET') return '999';
  return '1';
}
