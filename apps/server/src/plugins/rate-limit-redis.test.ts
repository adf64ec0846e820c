import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';

// Needs the real Redis of the scaled mode; CI and developer machines run one (REDIS_URL).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('rate limiting with the Redis store', () => {
  const redis = new Redis(redisUrl ?? '');
  afterAll(async () => {
    await redis.quit();
  });

  it('shares one limit between two instances', async () => {
    await redis.eval("for _,k in ipairs(redis.call('keys','caravan-rl:*')) do redis.call('del',k) end", 0);
    const a = await buildTestApp({ rateLimitPerMinute: 4, redisUrl });
    const b = await buildTestApp({ rateLimitPerMinute: 4, redisUrl });
    const codes: number[] = [];
    for (const t of [a, b, a, b, a]) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/syspara!getSyspara.action?code=x' })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    await redis.eval("for _,k in ipairs(redis.call('keys','caravan-rl:*')) do redis.call('del',k) end", 0);
  });
});
