import { renderHook } from '@testing-library/react';
import type { RealtimeFrameOf } from '@caravan/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFrame, useRealtimeFrame, windowSocket } from './realtime';

// Frames received are parsed with the contract's schemas (issue 52): one that does not fit is
// dropped (and logged in development), and a listener gets the frame typed by its `type`.

/** The browser's WebSocket, played: the test says what the server sends. */
class FakeSocket {
  static last: FakeSocket | undefined;
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  readyState = FakeSocket.OPEN;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('the websocket’s frames in the browser', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('hands a listener the valid frames of its type, typed, and drops the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: RealtimeFrameOf<'user', 'unread'>[] = [];
    const socket = windowSocket('token');
    const { unmount } = renderHook(() =>
      useRealtimeFrame(socket, 'unread', (frame) => {
        // Typed by its `type`: the counts are numbers, with no casting.
        const total: number = frame.support + frame.chat + frame.shop;
        expect(total).toBeGreaterThanOrEqual(0);
        seen.push(frame);
      }),
    );
    const server = FakeSocket.last!;
    server.receive({ type: 'unread', support: 'many', chat: 0, shop: 0 });
    server.receive({ type: 'unread', support: 1 });
    server.receive({ type: 'surprise' });
    server.onmessage?.({ data: 'not json' });
    expect(seen).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);

    server.receive({ type: 'unread', support: 2, chat: 1, shop: 0 });
    server.receive({ type: 'chat', channel: 'support', message: { id: '1' } });
    expect(seen).toEqual([{ type: 'unread', support: 2, chat: 1, shop: 0 }]);
    unmount();
    warn.mockRestore();
  });

  it('reads a frame by the kind of session: an operator’s greeting is no user’s', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseFrame('operator', JSON.stringify({ type: 'hello', waiting: 3 }))).toEqual({
      type: 'hello',
      waiting: 3,
    });
    expect(parseFrame('user', JSON.stringify({ type: 'hello', waiting: 3 }))).toBeNull();
    warn.mockRestore();
  });
});
