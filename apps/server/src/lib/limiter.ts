import type { Redis } from 'ioredis';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

/** Counts hits per key in fixed windows; in the scaled mode the counters live in Redis. */
export interface Limiter {
  /** Records a hit; false when the key has used up `max` hits in the current window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
}

/** A limit of an action: at most `max` hits of `key` in each window of `windowMs`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts a hit against each limit in turn (e.g. a burst, then a minute's); the first one used up
 * refuses with COMMON_RATE_LIMITED (HTTP 429). Call it before the action changes anything.
 */
export async function enforceLimits(limiter: Limiter, limits: readonly Limit[]): Promise<void> {
  for (const { key, max, windowMs } of limits) {
    if (!(await limiter.hit(key, max, windowMs))) throw new AppError('COMMON_RATE_LIMITED');
  }
}

/** RATE_LIMIT_PER_MINUTE=0 turns every limiter off (the tests' default): nothing is refused. */
export class NoLimiter implements Limiter {
  hit(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

export class MemoryLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly clock: Clock) {}

  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return window.count <= max;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// INCR and set the window's expiry on the first hit, atomically.
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;

export class RedisLimiter implements Limiter {
  /** `prefix` is the deployment's REDIS_PREFIX: deployments sharing one Redis keep their own counts. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, max: number, windowMs: number): Promise<boolean> {
    try {
      const count = Number(
        await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}:limit:${key}`, String(windowMs)),
      );
      return count <= max;
    } catch {
      // If Redis is unreachable, serve rather than refuse everyone (as the global limiter does).
      return true;
    }
  }
}
