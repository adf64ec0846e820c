import { useSyncExternalStore } from 'react';

// A new version of the mobile site waiting in its service worker: the worker's registration
// (lib/service-worker.ts, loaded only on the mobile site) reports it here, and the prompt asks the
// buyer before the page reloads into it (nothing is reloaded under someone filling a form).

type Update = { apply: () => void };

let waiting: Update | null = null;
const listeners = new Set<() => void>();

export function reportUpdateReady(apply: () => void): void {
  waiting = { apply };
  for (const listener of listeners) listener();
}

export function dismissUpdate(): void {
  waiting = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version (its `apply` reloads into it), or null. */
export function useWaitingUpdate(): Update | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
