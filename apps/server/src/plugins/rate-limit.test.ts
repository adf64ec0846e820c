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
