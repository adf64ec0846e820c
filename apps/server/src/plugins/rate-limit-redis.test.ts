import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { RedisLimiter } from '../lib/limiter.js';

// Needs the real Redis of the scaled mode; CI and developer machines run one (REDIS_URL).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('rate limiting with the Redis store', () => {
  const redis = new Redis(redisUrl ?? '');
  // Each test run gets its own prefix, as two deployments sharing one Redis would.
  const prefixes: string[] = [];
  const newPrefix = () => {
    const prefix = `test-${randomUUID().slice(0, 8)}`;
    prefixes.push(prefix);
    return prefix;
  };
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  const getSyspara = async (t: Awaited<ReturnType<typeof buildTestApp>>) =>
    (await t.app.inject({ method: 'POST', url: '/api/syspara!getSyspara.action?code=x' })).statusCode;

  it('shares one per-IP limit between two instances of a deployment, and not with another deployment', async () => {
    const prefix = newPrefix();
    const a = await buildTestApp({ rateLimitPerMinute: 4, redisUrl, redisPrefix: prefix });
    const b = await buildTestApp({ rateLimitPerMinute: 4, redisUrl, redisPrefix: prefix });
    const other = await buildTestApp({ rateLimitPerMinute: 4, redisUrl, redisPrefix: newPrefix() });
    const codes: number[] = [];
    for (const t of [a, b, a, b, a]) codes.push(await getSyspara(t));
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    expect(await getSyspara(other)).toBe(200);
    expect(await redis.keys(`${prefix}:rl:*`)).not.toHaveLength(0);
    // Three apps, each with its own embedded database: ~24 s alone on a 2-core machine, and past
    // the suite's 30 s under the whole suite's load.
  }, 90_000);

  it("keeps each deployment's per-action counts under its own prefix", async () => {
    const [first, second] = [newPrefix(), newPrefix()];
    const a = new RedisLimiter(redis, first);
    const b = new RedisLimiter(redis, first);
    const other = new RedisLimiter(redis, second);
    const hits = [];
    for (const limiter of [a, b, a]) hits.push(await limiter.hit('user!register:ip:127.0.0.1', 2, 60_000));
    expect(hits).toEqual([true, true, false]);
    expect(await other.hit('user!register:ip:127.0.0.1', 2, 60_000)).toBe(true);
    expect(await redis.get(`${first}:limit:user!register:ip:127.0.0.1`)).toBe('3');
    expect(await redis.pttl(`${first}:limit:user!register:ip:127.0.0.1`)).toBeGreaterThan(0);
  });
});
