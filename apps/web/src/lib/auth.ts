import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

// The session token lives in localStorage under ES_TOKEN (spec §3) so existing tabs and the old
// client share it; this module is the only writer, and notifies React when it changes.
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  emit();
}

/** Forgets the session: token, the cached user and everything fetched for that user. */
export function clearSession(): void {
  removeStorage(STORAGE_KEYS.token);
  queryClient.removeQueries({ queryKey: queryKeys.currentUserRoot });
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session token, or null when logged out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
