import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 3 });
});

describe('rate limiting', () => {
  it('answers HTTP 429 with the envelope once an IP passes its limit, and spares pages and health', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/syspara!getSyspara.action?code=x&lang=es',
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: '1', key: 'COMMON_RATE_LIMITED', data: null });
        expect(res.json().msg).not.toMatch(/^Too many/);
      }
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('per-account limits', () => {
  it('limits logins per account name whatever the IP, and reset codes per address', async () => {
    const limited = await buildTestApp({ rateLimitPerMinute: 10_000 });
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/user!newlogin.action?username=Target%20User&password=Wrong123',
        remoteAddress: `10.0.0.${i + 1}`,
      });
      attempts.push(res.statusCode === 429 ? 'limited' : res.json().key);
    }
    expect(attempts.slice(0, 10).every((k) => k === 'AUTH_LOGIN_FAILED')).toBe(true);
    expect(attempts[10]).toBe('limited');
    // Another account from the same addresses is not affected.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/user!newlogin.action?username=someoneelse&password=x',
    });
    expect(other.json().key).toBe('AUTH_LOGIN_FAILED');

    const codes = [];
    for (let i = 0; i < 6; i++) {
      limited.clock.advance(61_000);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/jscode!execute.action?target=limit.me@example.com',
        remoteAddress: `10.0.1.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
