import { useCallback, useSyncExternalStore } from 'react';
import { useToken } from '../../../lib/auth';
import { useCurrentUser } from '../../../lib/current-user';
import { userStorageKey } from '../../../lib/user-storage';

/** Spec §3 and §9: at most 10 entries, newest first, no duplicates. */
export const SEARCH_HISTORY_MAX = 10;

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The history after searching `keyword`: it moves to the front (an earlier entry that differs only
 * in letter case gives way to the newest spelling) and the oldest entries beyond 10 drop off.
 */
export function withSearch(history: readonly string[], keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return [...history];
  return [text, ...history.filter((entry) => !same(entry, text))].slice(0, SEARCH_HISTORY_MAX);
}

/** Reads a stored history defensively: the old client wrote the same key, and storage can be edited. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .reduce<string[]>((list, entry) => (list.some((e) => same(e, entry)) ? list : [...list, entry]), [])
      .slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}

// ES_SEARCH_HISTORY_<usercode> (contract §2.6); storage may be unavailable (private mode, quota).
const listeners = new Set<() => void>();

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the search itself still goes ahead.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab searching or clearing its history updates this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Adds a search to the history of `usercode` (null: the visitor's history under the plain key). */
export function recordSearch(usercode: string | null, keyword: string): void {
  const key = userStorageKey('ES_SEARCH_HISTORY', usercode);
  writeRaw(key, JSON.stringify(withSearch(parseHistory(readRaw(key)), keyword)));
}

export function clearSearchHistory(usercode: string | null): void {
  writeRaw(userStorageKey('ES_SEARCH_HISTORY', usercode), null);
}

// useSyncExternalStore needs the same array for the same stored text.
let cached: { raw: string | null; list: string[] } = { raw: null, list: [] };
function snapshotOf(raw: string | null): string[] {
  if (raw !== cached.raw) cached = { raw, list: parseHistory(raw) };
  return cached.list;
}

const NONE: string[] = [];

/**
 * The signed-in user's search history, or the visitor's when logged out (spec §4: the history
 * follows the login state). While a stored session's user is still loading, the history is not
 * known yet: it shows nothing and records nothing, so one user's searches never land in another's.
 */
export function useSearchHistory() {
  const token = useToken();
  const user = useCurrentUser();
  const ready = token === null || user.data !== undefined;
  const usercode = token === null ? null : (user.data?.usercode ?? null);
  const key = ready ? userStorageKey('ES_SEARCH_HISTORY', usercode) : null;
  const entries = useSyncExternalStore(
    subscribe,
    () => (key ? snapshotOf(readRaw(key)) : NONE),
    () => NONE,
  );
  const record = useCallback(
    (keyword: string) => {
      if (ready) recordSearch(usercode, keyword);
    },
    [ready, usercode],
  );
  const clear = useCallback(() => {
    if (ready) clearSearchHistory(usercode);
  }, [ready, usercode]);
  return { entries, record, clear };
}
