import { EventEmitter } from 'node:events';
import { OperatorRealtimeFrame, UserRealtimeFrame } from '@caravan/contract';
import type { Redis } from 'ioredis';

// Frames pushed to the browsers' websockets (issue 20): a new chat message, unread counts, a new
// notification. A frame is published to an audience — users by id, or the customer-service
// operators — and every instance delivers it to the sockets it holds; through Redis when the
// marketplace runs on several instances (DESIGN.md §2), in-process otherwise.

export interface Audience {
  /** Every socket of these users. */
  userIds?: readonly string[];
  /** Every socket of a customer-service operator (the support inbox). */
  supportOperators?: boolean;
}

/** The frame that tells every instance that sessions ended (SESSIONS_ENDED): to no browser. */
export type SessionsEndedFrame = { type: typeof SESSIONS_ENDED; sessions: string[] };

/**
 * A frame published: one of the contract's for the users' or the operators' sockets
 * (chat/realtime-frames), or the instances' own SESSIONS_ENDED.
 */
export type Frame = UserRealtimeFrame | OperatorRealtimeFrame | SessionsEndedFrame;

export type FrameListener = (audience: Audience, frame: Frame) => void;

export interface Realtime {
  /** Delivers `frame` to `audience` on every instance; resolves once it is handed on. */
  publish(audience: { userIds: readonly string[] }, frame: UserRealtimeFrame): Promise<void>;
  publish(audience: { supportOperators: true }, frame: OperatorRealtimeFrame): Promise<void>;
  publish(audience: Record<string, never>, frame: SessionsEndedFrame): Promise<void>;
  /** What this instance's gateway listens to; returns the function that stops listening. */
  subscribe(listener: FrameListener): () => void;
  close(): Promise<void>;
}

/**
 * The frame that tells every instance's gateway that sessions have ended (logout, password change,
 * a disabled or cancelled account): each closes its sockets of those sessions (by token hash) at
 * once. It goes to no browser.
 */
export const SESSIONS_ENDED = 'sessions-ended';

/**
 * Closes, on every instance, the sockets of the sessions just ended: call it once their deletion
 * is committed (before, a socket could still authenticate with them). If the frame cannot be
 * handed on (Redis unreachable), the gateways' periodic check of their sessions closes them later.
 */
export async function announceEndedSessions(
  realtime: Realtime,
  tokenHashes: readonly string[],
): Promise<void> {
  if (tokenHashes.length === 0) return;
  await realtime.publish({}, { type: SESSIONS_ENDED, sessions: [...tokenHashes] }).catch(() => undefined);
}

/** What publishing does with a frame that breaks the contract. */
export interface RealtimeOptions {
  /**
   * Check every frame against the contract's schema of its audience's frames, and throw on one
   * that breaks it (development and tests, as replies are checked: ADR 014).
   */
  checkFrames?: boolean;
}

/**
 * Throws when `frame` is not one the contract lets `audience` receive: a user's frame, or an
 * operator's; SESSIONS_ENDED alone goes to no browser (and to no audience).
 */
export function checkFrame(audience: Audience, frame: Frame): void {
  if (frame.type === SESSIONS_ENDED) {
    if (audience.userIds?.length || audience.supportOperators) {
      throw new Error(`realtime: a ${SESSIONS_ENDED} frame goes to no browser`);
    }
    return;
  }
  if (audience.userIds?.length) UserRealtimeFrame.parse(frame);
  if (audience.supportOperators) OperatorRealtimeFrame.parse(frame);
}

/** One instance: frames go straight to this process's listeners. */
export class LocalRealtime implements Realtime {
  private readonly events = new EventEmitter().setMaxListeners(0);

  constructor(private readonly options: RealtimeOptions = {}) {}

  publish(audience: Audience, frame: Frame): Promise<void> {
    try {
      if (this.options.checkFrames) checkFrame(audience, frame);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    this.events.emit('frame', audience, frame);
    return Promise.resolve();
  }

  /** Hands on a frame that came from another instance (checked there). */
  deliver(audience: Audience, frame: Frame): void {
    this.events.emit('frame', audience, frame);
  }

  subscribe(listener: FrameListener): () => void {
    this.events.on('frame', listener);
    return () => this.events.off('frame', listener);
  }

  close(): Promise<void> {
    this.events.removeAllListeners();
    return Promise.resolve();
  }
}

/**
 * Several instances: frames are published on a Redis channel (named with REDIS_PREFIX) that every
 * instance subscribes to, its own included, so a sender's instance delivers exactly as the others.
 */
export class RedisRealtime implements Realtime {
  private readonly local = new LocalRealtime();
  private readonly channel: string;
  private subscriber: Redis | undefined;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly options: RealtimeOptions = {},
  ) {
    this.channel = `${prefix}:realtime`;
  }

  /** Opens the subscribing connection (a connection in subscriber mode serves nothing else). */
  async start(): Promise<void> {
    const subscriber = this.redis.duplicate({ lazyConnect: true, enableOfflineQueue: true });
    await subscriber.connect();
    await subscriber.subscribe(this.channel);
    subscriber.on('message', (channel, message) => {
      if (channel !== this.channel) return;
      try {
        const { audience, frame } = JSON.parse(message) as { audience: Audience; frame: Frame };
        this.local.deliver(audience, frame);
      } catch {
        // Not ours: ignore it.
      }
    });
    this.subscriber = subscriber;
  }

  async publish(audience: Audience, frame: Frame): Promise<void> {
    if (this.options.checkFrames) checkFrame(audience, frame);
    await this.redis.publish(this.channel, JSON.stringify({ audience, frame }));
  }

  subscribe(listener: FrameListener): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
    await this.local.close();
  }
}
