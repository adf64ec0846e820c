import { EventEmitter } from 'node:events';
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

/** A JSON frame: `type` says what it is (`chat`, `unread`, `notification`…). */
export type Frame = { type: string } & Record<string, unknown>;

export type FrameListener = (audience: Audience, frame: Frame) => void;

export interface Realtime {
  /** Delivers `frame` to `audience` on every instance; resolves once it is handed on. */
  publish(audience: Audience, frame: Frame): Promise<void>;
  /** What this instance's gateway listens to; returns the function that stops listening. */
  subscribe(listener: FrameListener): () => void;
  close(): Promise<void>;
}

/** One instance: frames go straight to this process's listeners. */
export class LocalRealtime implements Realtime {
  private readonly events = new EventEmitter().setMaxListeners(0);

  publish(audience: Audience, frame: Frame): Promise<void> {
    this.events.emit('frame', audience, frame);
    return Promise.resolve();
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
        void this.local.publish(audience, frame);
      } catch {
        // Not ours: ignore it.
      }
    });
    this.subscriber = subscriber;
  }

  async publish(audience: Audience, frame: Frame): Promise<void> {
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
