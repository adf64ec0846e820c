/**
 * Browser values kept per user: the cart and the search history are stored under
 * `<base>_<usercode>` when logged in and under the plain key otherwise (contract §2.6).
 */
export type PerUserBase = 'ES_SHOP_CART' | 'ES_SEARCH_HISTORY';

export function userStorageKey(base: PerUserBase, usercode: string | null | undefined): string {
  return usercode ? `${base}_${usercode}` : base;
}

export function readUserStorage(base: PerUserBase, usercode: string | null | undefined): string | null {
  try {
    return window.localStorage.getItem(userStorageKey(base, usercode));
  } catch {
    return null;
  }
}

export function writeUserStorage(
  base: PerUserBase,
  usercode: string | null | undefined,
  value: string,
): void {
  try {
    window.localStorage.setItem(userStorageKey(base, usercode), value);
  } catch {
    // Not persisted; the in-memory state still holds for this page view.
  }
}

export function removeUserStorage(base: PerUserBase, usercode: string | null | undefined): void {
  try {
    window.localStorage.removeItem(userStorageKey(base, usercode));
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}
