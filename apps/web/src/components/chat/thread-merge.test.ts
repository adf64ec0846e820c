import { describe, expect, it } from 'vitest';
import { chatPage, makeChatMessage } from '../../test/chat-samples';
import { compareIds, mergeMessages, withLatestPage, withMessage, withOlderPage } from './thread-merge';

const ids = (data: { messages: { id: string }[] }) => data.messages.map((m) => m.id);

describe('a conversation’s pages', () => {
  it('orders ids as numbers, not as text', () => {
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100']);
  });

  it('merges pages without repeating a message, oldest first', () => {
    const merged = mergeMessages(chatPage(5, 3), [...chatPage(6, 3), makeChatMessage({ id: '4' })]);
    expect(merged.map((m) => m.id)).toEqual(['4', '5', '6', '7', '8']);
  });

  it('knows there are earlier messages when the latest page is full', () => {
    expect(withLatestPage(undefined, chatPage(1, 30)).hasOlder).toBe(true);
    expect(withLatestPage(undefined, chatPage(1, 29)).hasOlder).toBe(false);
  });

  it('adds what a poll brings to what is loaded, keeping the earlier pages', () => {
    const loaded = withOlderPage(withLatestPage(undefined, chatPage(31, 30)), chatPage(1, 30));
    const polled = withLatestPage(loaded, chatPage(33, 30));
    expect(ids(polled)).toHaveLength(62);
    expect(ids(polled)[0]).toBe('1');
    expect(ids(polled).at(-1)).toBe('62');
    expect(polled.hasOlder).toBe(true);
  });

  it('starts again from the latest page when a full page leaves a gap after what is loaded', () => {
    const loaded = withLatestPage(undefined, chatPage(1, 10));
    const polled = withLatestPage(loaded, chatPage(100, 30));
    expect(ids(polled)[0]).toBe('100');
    expect(ids(polled)).toHaveLength(30);
    expect(polled.hasOlder).toBe(true);
  });

  it('stops offering earlier messages after a short page, and adds a pushed one once', () => {
    const older = withOlderPage(withLatestPage(undefined, chatPage(11, 30)), chatPage(1, 10));
    expect(older.hasOlder).toBe(false);
    const pushed = makeChatMessage({ id: '41' });
    expect(ids(withMessage(withMessage(older, pushed), pushed))).toHaveLength(41);
  });
});
