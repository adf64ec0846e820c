/**
 * Browser storage keys. The names are the existing clients' (spec §3), so a user moving between the
 * old and the new client keeps their token, language and history.
 */
export const STORAGE_KEYS = {
  token: 'ES_TOKEN',
  /** The operator console's session, separate from the buyer's (DESIGN §3). */
  adminToken: 'ES_ADMIN_TOKEN',
  lang: 'ES_LANG',
  searchHistory: 'ES_SEARCH_HISTORY',
  shopCart: 'ES_SHOP_CART',
  messageLastId: 'ES_MESSAGE_LAST_ID',
  searchResult: 'ES_SEARCH_RESULT',
  remindOrder: 'ES_REMIND_ORDER',
  agentCode: 'agentCode',
  maxBuy: 'maxBuy',
  scroll: 'scroll',
  currentIndex: 'currentIndex',
  /** Set by the mobile site's "desktop site" link: this phone stays on the desktop site. */
  preferDesktop: 'ES_PREFER_DESKTOP',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, quota, disabled cookies); the app must keep working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still holds for this page view.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
