import { useSyncExternalStore } from 'react';
import { ADMIN_QUERY_ROOT } from './query-keys';
import { STORAGE_KEYS } from './storage';
import { createTokenStore } from './token-store';

// The operator console's session: its own token (ES_ADMIN_TOKEN), never the buyer's, so a buyer and
// an operator signed in on one browser do not end each other's sessions. Lives in lib/ because the
// API client reads it; only the console writes it.

const store = createTokenStore(STORAGE_KEYS.adminToken, ADMIN_QUERY_ROOT);

export const getOperatorToken = store.get;

export const setOperatorToken = store.set;

/** Tells `listener` when the operator's token changes; returns the unsubscribe. */
export const subscribeOperatorToken = store.subscribe;

/** Forgets the operator session and everything the console fetched with it. */
export const clearOperatorSession = store.clear;

/** The operator token, or null when no operator is signed in; re-renders when it changes. */
export function useOperatorToken(): string | null {
  return useSyncExternalStore(store.subscribe, getOperatorToken, () => null);
}
