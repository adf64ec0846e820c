import {
  REALTIME_CLOSE,
  REALTIME_FRAMES,
  isWapPath,
  WAP_BASE,
  type RealtimeFrameOf,
  type RealtimeFrames,
} from '@caravan/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './auth';
import { getOperatorToken, subscribeOperatorToken } from './operator-auth';

// The browser's side of the websocket (issue 20, spec §4, §7): one socket per session kind (the
// buyer's, the operator's), opened while something listens and a token exists. It says who it is
// in its first frame (the token never goes in an address a log could keep), reconnects with a
// growing pause, and stops for good on 4401 (no session) until the token changes. While it is not
// connected, the screens fall back to polling (useRealtimeConnected tells them when).
//
// Every frame received is parsed with the contract's schema of its kind's frames
// (chat/realtime-frames): one that does not fit is dropped (and logged in development), so a
// listener gets a frame typed by its `type`.

export type RealtimeKind = keyof RealtimeFrames;
type Listener<K extends RealtimeKind> = (frame: RealtimeFrames[K]) => void;
/** What the browser sends: its token, or a ping. */
type OutgoingFrame = { type: 'auth'; token: string } | { type: 'ping' };
/** Whether a frame that does not fit is logged (development and tests, like replies: ADR 014). */
const LOG_DROPPED = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** A frame received on a `kind` socket as the contract says it, or null when it is not one. */
export function parseFrame<K extends RealtimeKind>(kind: K, data: unknown): RealtimeFrames[K] | null {
  let raw: unknown;
  try {
    raw = JSON.parse(String(data));
  } catch {
    raw = data;
  }
  const parsed = REALTIME_FRAMES[kind].safeParse(raw);
  if (parsed.success) return parsed.data as RealtimeFrames[K];
  if (LOG_DROPPED)
    console.warn('realtime: a frame the contract does not know was dropped', raw, parsed.error.issues);
  return null;
}

/** Close code: the server found no session for the token (or it ended: a logout elsewhere…). */
const UNAUTHORISED = REALTIME_CLOSE.unauthorised;
/** A frame sent while the socket connects is tried again this often (spec §9: 1 s). */
export const SEND_RETRY_MS = 1000;
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export class RealtimeSocket<K extends RealtimeKind = RealtimeKind> {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener<K>>();
  private readonly statusListeners = new Set<() => void>();
  private connected = false;
  private pause = RECONNECT_MIN_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refused: string | null = null;

  constructor(
    /** The kind of session it speaks for: which frames it receives. */
    readonly kind: K,
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

  listen(listener: Listener<K>): () => void {
    this.listeners.add(listener);
    this.connectIfWanted();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /** Sends a frame, trying again every second while the socket is still connecting. */
  send(frame: OutgoingFrame, tries = 30): void {
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
      const frame = parseFrame(this.kind, event.data);
      if (!frame) return;
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

const sockets: { [K in RealtimeKind]?: RealtimeSocket<K> } = {};

/** The socket of a session kind, made on first use. */
export function realtimeSocket<K extends RealtimeKind>(kind: K): RealtimeSocket<K> {
  const socket =
    kind === 'user'
      ? (sockets.user ??= new RealtimeSocket('user', getToken, subscribeToken))
      : (sockets.operator ??= new RealtimeSocket('operator', getOperatorToken, subscribeOperatorToken));
  return socket as unknown as RealtimeSocket<K>;
}

/**
 * A socket of its own for a session one window holds (the /chat window's, lib/window-session): it
 * speaks with that token only, and closes after its last listener like the others.
 */
export function windowSocket(token: string): RealtimeSocket<'user'> {
  return new RealtimeSocket(
    'user',
    () => token,
    () => () => undefined,
  );
}

/** A session kind's socket, or a window's own. */
export type RealtimeSource<K extends RealtimeKind = RealtimeKind> = K | RealtimeSocket<K>;

function socketOf<K extends RealtimeKind>(source: RealtimeSource<K>): RealtimeSocket<K> {
  return typeof source === 'string' ? realtimeSocket(source) : source;
}

/**
 * Calls `handler` with every frame of `type` the session's socket receives while the component
 * is mounted (the socket opens with the first listener and closes after the last).
 */
export function useRealtimeFrame<K extends RealtimeKind, T extends RealtimeFrames[K]['type']>(
  source: RealtimeSource<K>,
  type: T,
  handler: (frame: RealtimeFrameOf<K, T>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      socketOf(source).listen((frame) => {
        if (frame.type === type) latest.current(frame as RealtimeFrameOf<K, T>);
      }),
    [source, type],
  );
}

/** Whether the session's socket is connected now: screens poll while it is not. */
export function useRealtimeConnected<K extends RealtimeKind>(source: RealtimeSource<K>): boolean {
  const socket = socketOf(source);
  return useSyncExternalStore(socket.onStatus, socket.isConnected, () => false);
}
