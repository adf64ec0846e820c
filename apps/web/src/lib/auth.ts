import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage';
import { queryKeys } from './query-keys';
import { createTokenStore } from './token-store';

// The session token lives in localStorage under ES_TOKEN (spec §3) so existing tabs and the old
// client share it; this module is the only writer, and notifies React when it changes.
const store = createTokenStore(STORAGE_KEYS.token, queryKeys.currentUserRoot);

export const getToken = store.get;

export const setToken = store.set;

/** Tells `listener` when the token changes (here, or in another tab); returns the unsubscribe. */
export const subscribeToken = store.subscribe;

/** Forgets the session: token, the cached user and everything fetched for that user. */
export const clearSession = store.clear;

/** The current session token, or null when logged out. */
export function useToken(): string | null {
  return useSyncExternalStore(store.subscribe, getToken, () => null);
}
