import { clearSession } from './auth';
import { cachedCurrentUser } from './current-user';
import { removeUserStorage } from './user-storage';

const listeners = new Set<() => void>();

/** Runs `listener` whenever the user signs out here (the search box empties its text). */
export function onSignOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Forgets what the signed-in user left in this browser (spec §4 logout): the search box text, the
 * user's cart, the user and the token. The search history (ES_SEARCH_HISTORY) is kept. Used by
 * logout, and after a password change or an account cancellation ended every session.
 */
export function signOutLocally(): void {
  const usercode = cachedCurrentUser()?.usercode;
  if (usercode) removeUserStorage('ES_SHOP_CART', usercode);
  for (const listener of listeners) listener();
  clearSession();
}
