import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage';

// The operator console's session: its own token (ES_ADMIN_TOKEN), never the buyer's, so a buyer and
// an operator signed in on one browser do not end each other's sessions. Lives in lib/ because the
// API client reads it; only the console writes it.
const listeners = new Set<() => void>();

/** Every query the console makes starts with this key, so ending the session forgets them all. */
export const ADMIN_QUERY_ROOT = ['admin'] as const;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getOperatorToken(): string | null {
  return readStorage(STORAGE_KEYS.adminToken);
}

export function setOperatorToken(token: string): void {
  writeStorage(STORAGE_KEYS.adminToken, token);
  emit();
}

/** Forgets the operator session and everything the console fetched with it. */
export function clearOperatorSession(): void {
  removeStorage(STORAGE_KEYS.adminToken);
  queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.adminToken || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The operator token, or null when no operator is signed in; re-renders when it changes. */
export function useOperatorToken(): string | null {
  return useSyncExternalStore(subscribe, getOperatorToken, () => null);
}
