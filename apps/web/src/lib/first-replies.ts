import type { Language } from '@caravan/contract';

/**
 * The replies a landing page carries in its HTML (the server's first-view.ts: the mobile site's
 * home, product and result pages, the desktop goods list):
 * its first call answered before the app's code has even arrived. Each is taken once, by the call
 * with the same action and params in the same language, made by a visitor who is not logged in
 * (what the server answered as), while the page is new; anything else goes to the network.
 */
type FirstReply = { action: string; params: Record<string, string>; data: unknown };
type FirstReplies = { lang: string; replies: FirstReply[] };

/** A reply older than this (a page left open, then used) is not taken. */
const FRESH_MS = 30_000;

let first: FirstReplies | null | undefined;

function isFirstReplies(value: unknown): value is FirstReplies {
  if (typeof value !== 'object' || value === null) return false;
  const { lang, replies } = value as { lang?: unknown; replies?: unknown };
  return (
    typeof lang === 'string' &&
    Array.isArray(replies) &&
    replies.every(
      (reply: { action?: unknown; params?: unknown }) =>
        typeof reply === 'object' &&
        reply !== null &&
        typeof reply.action === 'string' &&
        typeof reply.params === 'object' &&
        reply.params !== null,
    )
  );
}

/** Reads the page's replies once, and takes them out of the page. */
function pageReplies(): FirstReplies | null {
  if (first !== undefined) return first;
  first = null;
  const element = typeof document === 'undefined' ? null : document.getElementById('first-replies');
  if (!element) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (isFirstReplies(parsed)) first = parsed;
  } catch {
    // A page that cannot be read asks for itself.
  }
  return first;
}

/** The params as the query string sends them: set values only, as text, in a fixed order. */
function queryOf(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort()
    .join('&');
}

/** The page's reply to this call, once; undefined when it has none. */
export function takeFirstReply(action: string, params: Record<string, unknown>, lang: Language): unknown {
  const page = pageReplies();
  if (!page) return undefined;
  if (page.lang !== lang || performance.now() > FRESH_MS) {
    first = null;
    return undefined;
  }
  const wanted = queryOf(params);
  const index = page.replies.findIndex(
    (reply) => reply.action === action && queryOf(reply.params) === wanted,
  );
  if (index < 0) return undefined;
  const [reply] = page.replies.splice(index, 1);
  return reply?.data;
}

/** Tests: forget what was read, so the next call reads the page again. */
export function resetFirstReplies(): void {
  first = undefined;
}
