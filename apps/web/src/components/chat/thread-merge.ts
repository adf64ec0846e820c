import { CHAT_LIMITS, type ChatMessageVo } from '@caravan/contract';

/** A conversation as loaded so far: its messages, oldest first, and whether earlier ones exist. */
export type ChatThreadData = { messages: ChatMessageVo[]; hasOlder: boolean };

/** Message ids are growing integers, sent as strings of up to 18 digits: longer is later. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** `known` and `incoming` as one list without repeats, oldest first. */
export function mergeMessages(
  known: readonly ChatMessageVo[],
  incoming: readonly ChatMessageVo[],
): ChatMessageVo[] {
  const byId = new Map<string, ChatMessageVo>();
  for (const message of known) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/**
 * The thread after reading its latest page (first open, a poll, a refresh). When the page is full
 * and starts after everything known, messages were missed in between: the thread starts again from
 * that page, with earlier ones to load.
 */
export function withLatestPage(
  previous: ChatThreadData | undefined,
  page: readonly ChatMessageVo[],
): ChatThreadData {
  const full = page.length >= CHAT_LIMITS.pageSize;
  const newest = previous?.messages.at(-1);
  const oldestOfPage = page[0];
  if (!previous || !newest || (full && oldestOfPage && compareIds(oldestOfPage.id, newest.id) > 0)) {
    return { messages: mergeMessages([], page), hasOlder: full };
  }
  return { messages: mergeMessages(previous.messages, page), hasOlder: previous.hasOlder };
}

/** The thread after loading the page before its oldest message. */
export function withOlderPage(
  previous: ChatThreadData | undefined,
  page: readonly ChatMessageVo[],
): ChatThreadData {
  return {
    messages: mergeMessages(previous?.messages ?? [], page),
    hasOlder: page.length >= CHAT_LIMITS.pageSize,
  };
}

/** The thread with one more message (sent, or pushed by the server). */
export function withMessage(previous: ChatThreadData | undefined, message: ChatMessageVo): ChatThreadData {
  return {
    messages: mergeMessages(previous?.messages ?? [], [message]),
    hasOlder: previous?.hasOlder ?? false,
  };
}
