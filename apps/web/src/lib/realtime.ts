import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './auth';
import { isWapPath, WAP_BASE } from './mobile-redirect';
import { getOperatorToken, subscribeOperatorToken } from './operator-auth';

// The browser's side of the websocket (issue 20, spec §4, §7): one socket per session kind (the
// buyer's, the operator's), opened while something listens and a token exists. It says who it is
// in its first frame (the token never goes in an address a log could keep), reconnects with a
// growing pause, and stops for good on 4401 (no session) until the token changes. While it is not
// connected, the screens fall back to polling (useRealtimeConnected tells them when).

export type RealtimeFrame = { type: string } & Record<string, unknown>;
type Listener = (frame: RealtimeFrame) => void;
export type RealtimeKind = 'user' | 'operator';

/** Close code: the server found no session for the token. */
const UNAUTHORISED = 4401;
/** A frame sent while the socket connects is tried again this often (spec §9: 1 s). */
export const SEND_RETRY_MS = 1000;
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

class RealtimeSocket {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();
  private connected = false;
  private pause = RECONNECT_MIN_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refused: string | null = null;

  constructor(
    private readonly token: () => string | null,
    subscribeToToken: (listener: () => void) => () => void,
  ) {
    subscribeToToken(() => {
      // A new session (or none): start afresh.
      this.refused = null;
      this.disconnect();
      this.connectIfWanted();
    });
  }

  isConnected = (): boolean => this.connected;

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    this.connectIfWanted();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /** Sends a frame, trying again every second while the socket is still connecting. */
  send(frame: RealtimeFrame, tries = 30): void {
    const socket = this.socket;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
    else if (socket?.readyState === WebSocket.CONNECTING && tries > 0) {
      setTimeout(() => this.send(frame, tries - 1), SEND_RETRY_MS);
    }
  }

  private setConnected(value: boolean): void {
    if (this.connected === value) return;
    this.connected = value;
    for (const listener of this.statusListeners) listener();
  }

  private connectIfWanted(): void {
    const token = this.token();
    if (this.socket || this.listeners.size === 0 || !token || this.refused === token) return;
    if (typeof WebSocket === 'undefined') return;
    const base = isWapPath(window.location.pathname) ? WAP_BASE : '';
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${base}/data/websocket`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => this.send({ type: 'auth', token });
    socket.onmessage = (event) => {
      let frame: RealtimeFrame;
      try {
        frame = JSON.parse(String(event.data)) as RealtimeFrame;
      } catch {
        return;
      }
      if (frame.type === 'hello') {
        this.pause = RECONNECT_MIN_MS;
        this.setConnected(true);
      }
      for (const listener of this.listeners) listener(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setConnected(false);
      if (event.code === UNAUTHORISED) {
        this.refused = token;
        return;
      }
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.connectIfWanted(), this.pause);
      this.pause = Math.min(this.pause * 2, RECONNECT_MAX_MS);
    };
  }

  private disconnect(): void {
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.setConnected(false);
  }
}

const sockets: Partial<Record<RealtimeKind, RealtimeSocket>> = {};

/** The socket of a session kind, made on first use. */
export function realtimeSocket(kind: RealtimeKind): RealtimeSocket {
  sockets[kind] ??=
    kind === 'user'
      ? new RealtimeSocket(getToken, subscribeToken)
      : new RealtimeSocket(getOperatorToken, subscribeOperatorToken);
  return sockets[kind];
}

/**
 * Calls `handler` with every frame of `type` the session's socket receives while the component
 * is mounted (the socket opens with the first listener and closes after the last).
 */
export function useRealtimeFrame(
  kind: RealtimeKind,
  type: string,
  handler: (frame: RealtimeFrame) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      realtimeSocket(kind).listen((frame) => {
        if (frame.type === type) latest.current(frame);
      }),
    [kind, type],
  );
}

/** Whether the session's socket is connected now: screens poll while it is not. */
export function useRealtimeConnected(kind: RealtimeKind): boolean {
  const socket = realtimeSocket(kind);
  return useSyncExternalStore(socket.onStatus, socket.isConnected, () => false);
}
