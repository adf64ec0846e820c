import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { readStorage, removeStorage, writeStorage, type StorageKey } from './storage';

/**
 * A session token kept in localStorage under `key`, with this store its only writer: it tells its
 * subscribers when the token changes, here or in another tab, and clearing it also forgets every
 * query under `queryRoot` (what was fetched for that session).
 */
export function createTokenStore(key: StorageKey, queryRoot: QueryKey) {
  const listeners = new Set<() => void>();

  const emit = (): void => {
    for (const listener of listeners) listener();
  };

  return {
    get: (): string | null => readStorage(key),

    set(token: string): void {
      writeStorage(key, token);
      emit();
    },

    clear(): void {
      removeStorage(key);
      queryClient.removeQueries({ queryKey: queryRoot });
      emit();
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      // Another tab signing in or out changes the same key.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
