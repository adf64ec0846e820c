import type { ChatMessageVo } from '@caravan/contract';
import { ws } from 'msw';
import { act } from '@testing-library/react';

/**
 * The fake websocket behind lib/realtime.ts (`/data/websocket`, also under /wap): it accepts every
 * connection and says nothing, so the app sees a socket that is not connected (no `hello`) and polls,
 * as it does while the real one is down. A test waits for the app's socket to say who it is
 * (`realtimeAuthenticated`), greets it to be connected (`greetRealtime`) and pushes frames as the
 * server publishes them (`pushRealtime`).
 */
export const realtimeLink = ws.link(/\/data\/websocket$/);

/** How many sockets have sent their `auth` frame since the tests began. */
let authenticated = 0;

/** Serve-actions' fake server installs this handler for every test. */
export const realtimeHandler = realtimeLink.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    try {
      if ((JSON.parse(String(event.data)) as { type?: unknown }).type === 'auth') authenticated += 1;
    } catch {
      // Not a frame of ours.
    }
  });
});

/** The count of sockets that have said who they are, to wait for the next one. */
export function realtimeAuthenticated(): number {
  return authenticated;
}

/** A frame to every open socket, as the server's gateway sends it. */
export function pushRealtime(frame: { type: string } & Record<string, unknown>): void {
  act(() => realtimeLink.broadcast(JSON.stringify(frame)));
}

/** The server's greeting: the socket counts as connected from now on (the screens stop polling). */
export function greetRealtime(unread = { support: 0, chat: 0, shop: 0 }): void {
  pushRealtime({ type: 'hello', unread });
}

/**
 * The websocket's frame of a shop conversation's `message`, as the server pushes it to the buyer's
 * pages (`as: 'user'`) or the shop's (`as: 'shop'`); `partyid` is the other side.
 */
export function pushShopMessage(as: 'user' | 'shop', partyid: string, message: ChatMessageVo): void {
  pushRealtime({ type: 'chat', channel: 'shop', as, partyid, message });
}
