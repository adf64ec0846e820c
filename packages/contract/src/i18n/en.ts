import type { ErrorCode } from '../errors.js';

/** English: the source of every message. Placeholders are {name}; translations must keep them. */
export const en: Record<ErrorCode, string> = {
  COMMON_PARAM_INVALID: 'The value of {field} is not valid.',
  COMMON_PARAM_MISSING: '{field} is required.',
  COMMON_PARAM_TOO_LONG: '{field} can be at most {max} characters long.',
  COMMON_SYSTEM_ERROR: 'Something went wrong on our side. Please try again later.',
  COMMON_NOT_FOUND: 'The page or item you asked for does not exist.',
  COMMON_RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  COMMON_METHOD_NOT_ALLOWED: 'This request method is not allowed here.',
  COMMON_NO_PERMISSION: 'You do not have permission to do this.',
  COMMON_DUPLICATE_SUBMISSION: 'This request was already submitted.',
  AUTH_NOT_LOGGED_IN: 'You are not logged in. Please log in first.',
  AUTH_SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  AUTH_LOGIN_FAILED: 'The account or password is incorrect.',
  AUTH_ACCOUNT_LOCKED: 'Invalid input occurred three times in a row. Please try again in {minutes} minutes.',
  AUTH_ACCOUNT_DISABLED: 'This account has been locked or disabled.',
  AUTH_NOT_A_SELLER: 'This account does not have a shop.',
  CATALOG_GOODS_NOT_FOUND: 'This product does not exist.',
  CATALOG_GOODS_OFF_SHELF: 'This product is no longer on sale.',
  CATALOG_SHOP_NOT_FOUND: 'This shop does not exist or is closed.',
  CATALOG_CATEGORY_NOT_FOUND: 'This category does not exist.',
  SUBSCRIBE_EMAIL_INVALID: 'Please enter a valid e-mail address.',
  SUBSCRIBE_ALREADY_SUBSCRIBED: 'This e-mail address is already subscribed.',
};
