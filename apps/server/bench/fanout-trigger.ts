import type { RealtimeFrameOf } from '@caravan/contract';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

// The fan-out bench's trigger, the same code in both servers it compares (bench-server.ts: the
// chat gateway; ws-relay.ts: a bare `ws` relay): frame i goes to subscriber i mod N, at a paced
// rate or as fast as the server takes, for a given time. Each frame carries `to` (the subscriber's
// number, so a client can tell a misdelivery) and `t`, the wall-clock time of its publication in
// milliseconds with a fraction (the bench runs on one machine: publisher and clients share a clock).

export interface TriggerOptions {
  /** Frames per second; 0: as fast as the server takes them. */
  rate: number;
  seconds: number;
}

export interface TriggerResult {
  published: number;
  /** How long publishing took, in seconds. */
  seconds: number;
}

/**
 * A chat message frame as the gateway pushes one (the contract's, chat/realtime-frames), plus the
 * bench's fields: which subscriber it is for, and when it was published.
 */
export type BenchFrame = RealtimeFrameOf<'user', 'chat'> & { to: number; t: number };

/** The bench's subscribers are the users named this and a zero-padded number, in that order. */
export const FANOUT_USER_PREFIX = 'benchfan';

/** At most this many frames per turn of the event loop when publishing flat out. */
const MAX_BATCH = 100;
const CONVERSATION = '6f1c2a3e-8d4b-4c5a-9e7f-0a1b2c3d4e5f';
const CONTENT = 'Is this still available in blue? I would like to order 40 pieces this week.';

const wallClock = (): number => performance.timeOrigin + performance.now();

export function parseTrigger(query: { rate?: unknown; seconds?: unknown }): TriggerOptions {
  const rate = Number(query.rate ?? 0);
  const seconds = Number(query.seconds ?? 1);
  return {
    rate: Number.isFinite(rate) && rate > 0 ? rate : 0,
    seconds: Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 1,
  };
}

function frame(seq: number, to: number): BenchFrame {
  return {
    type: 'chat',
    channel: 'shop',
    as: 'user',
    partyid: CONVERSATION,
    message: {
      id: String(seq),
      send_receive: 'receive',
      type: 'text',
      content: CONTENT,
      createtime: '2026-11-21T12:00:00.000Z',
      delete_status: 0,
      contextType: 0,
      contextId: '',
    },
    to,
    t: wallClock(),
  };
}

/**
 * Publishes frames to `subscribers` round-robin through `publish`. Paced: every millisecond, as
 * many as are due by then. Flat out: batches with a turn of the event loop between them, so the
 * server still reads and writes its sockets.
 */
export async function runTrigger(
  subscribers: number,
  publish: (to: number, frame: BenchFrame) => void,
  options: TriggerOptions,
): Promise<TriggerResult> {
  const started = performance.now();
  const end = started + options.seconds * 1000;
  let published = 0;
  for (let now = started; now < end && subscribers > 0; now = performance.now()) {
    const due =
      options.rate > 0 ? Math.floor(((now - started) * options.rate) / 1000) - published : MAX_BATCH;
    for (let k = 0; k < due; k++) {
      publish(published % subscribers, frame(published, published % subscribers));
      published += 1;
    }
    await (options.rate > 0 ? sleep(1) : nextTurn());
  }
  return { published, seconds: (performance.now() - started) / 1000 };
}
