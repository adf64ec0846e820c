import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createOperator } from '../test/factories.js';
import { securityHeaderOptions } from './app.js';
import { securityHeaders } from './plugins/security-headers.js';

let t: TestApp;

beforeAll(async () => {
  // A route that fails unexpectedly, to prove that a bug never leaks details to the client.
  t = await buildTestApp({}, (app) => {
    app.get('/api/test-boom.action', async () => {
      throw new Error('secret internal detail');
    });
    // A statement that fails on a unique index with a password hash and a bank holder's details
    // among its values: what an unexpected database error would have carried into the log.
    app.get('/api/test-db-boom.action', async (request) => {
      const { username } = request.query as { username: string };
      await t.db.execute(
        sql`insert into operators (username, password_hash, role)
            values (${username}, ${'$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secrethashvalue'}, 'finance')
            returning ${'Amina Holder, routing 021000021, 12 Harbour Road'}::text`,
      );
    });
  });
});

describe('params', () => {
  it('reads parameters from a JSON body and from an urlencoded form alike', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/sellerGoods!list.action',
      payload: { pageNum: 'abc' },
    });
    expect(json.json()).toMatchObject({ code: '1', params: { field: 'pageNum' } });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/sellerGoods!list.action',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pageSize=-5&lang=ar',
    });
    expect(form.json()).toMatchObject({ code: '1', params: { field: 'pageSize' } });
    expect(form.json().msg).toMatch(/[\u0600-\u06FF]/);
  });

  it('treats an empty JSON body as no parameters and malformed JSON as a parameter error', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/sellerGoods!list.action',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json().code).toBe('0');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/sellerGoods!list.action',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageNum":',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'body' },
    });
  });

  it('takes the language from lang, then Accept-Language, then English', async () => {
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: '/api/sellerGoods!list.action?pageSize=-1',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(viaHeader.json().msg).toMatch(/valeur|valide/i);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sellerGoods!list.action?pageSize=-1&lang=xx',
    });
    expect(unknown.json().msg).toBe('The value of pageSize is not valid.');
  });
});

describe('envelope and errors', () => {
  it('answers unknown API routes with a JSON 404 envelope, never HTML', async () => {
    for (const url of ['/api/nothing!here.action', '/wap/api/x', '/seller/none!x.action']) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json()).toMatchObject({ code: '1', key: 'COMMON_NOT_FOUND' });
    }
  });

  it('turns an unexpected failure into a generic 500 message, logged with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-boom.action?lang=de' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: '1', key: 'COMMON_SYSTEM_ERROR', data: null });
    expect(JSON.stringify(body)).not.toContain('secret internal detail');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
    const requestId = res.headers['x-request-id'];
    expect(t.logs.some((l) => l.includes('secret internal detail') && l.includes(String(requestId)))).toBe(
      true,
    );
  });
});

describe('logs keep secrets (issue 14)', () => {
  it('logs a failed statement by its code, constraint and text, never its values', async () => {
    const existing = await createOperator(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test-db-boom.action?username=${existing.username}`,
    });
    expect(res.statusCode).toBe(500);
    const line = t.logs.find(
      (l) => l.includes(String(res.headers['x-request-id'])) && l.includes('unexpected'),
    );
    expect(line).toBeDefined();
    const logged = JSON.parse(line ?? '{}') as {
      err: Record<string, unknown> & { cause?: Record<string, unknown> };
    };
    expect(logged.err.query).toMatch(/^insert into operators/);
    expect(logged.err.cause).toMatchObject({ code: '23505', constraint: 'operators_username_lower_idx' });
    const all = t.logs.join('\n');
    for (const secret of ['$argon2id$', 'secrethashvalue', 'Amina Holder', '021000021', 'Harbour Road']) {
      expect(all).not.toContain(secret);
    }
    // PostgreSQL's detail quotes the duplicate key: the operator's name stays out as well.
    expect(line).not.toContain(`(${existing.username.toLowerCase()})`);
  });

  it('redacts bank details and passwords sent in the query string from the request log', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/withdraw!apply.action?bankUserName=Amina%20Holder&routingNum=021000021&bankAddress=Harbour%20Road&password=Hunter22',
    });
    const all = t.logs.join('\n');
    for (const secret of ['Amina', '021000021', 'Harbour', 'Hunter22']) expect(all).not.toContain(secret);
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-inline scripts and no referrer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same headers, worked out once, on every kind of reply', async () => {
    const expected = securityHeaders(securityHeaderOptions(t.config.publicUrl));
    expect(Object.keys(expected).map((name) => name.toLowerCase())).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options']),
    );
    const replies = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/api/category!tree.action' }),
      t.app.inject({ method: 'POST', url: '/api/order!submit.action' }), // refused: not logged in
      t.app.inject({ method: 'POST', url: '/api/no-such!thing.action' }),
    ]);
    for (const res of replies) {
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name.toLowerCase()]).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 404]);
    expect(replies[2]?.json()).toMatchObject({ code: '403' });
  });

  it('pins browsers to https only when the site is served over https', async () => {
    const headersOf = (publicUrl: string | undefined) => {
      const headers = securityHeaders(securityHeaderOptions(publicUrl));
      return { hsts: headers['Strict-Transport-Security'], csp: headers['Content-Security-Policy'] ?? '' };
    };
    for (const plain of [undefined, 'http://shop.example.com', 'http://192.168.1.20:8080']) {
      const { hsts, csp } = headersOf(plain);
      expect(hsts, plain).toBeUndefined();
      expect(csp, plain).not.toContain('upgrade-insecure-requests');
      expect(csp, plain).toContain("default-src 'self'");
    }
    const secure = headersOf('https://shop.example.com');
    expect(secure.hsts).toBe('max-age=31536000; includeSubDomains');
    expect(secure.csp).toContain('upgrade-insecure-requests');
    // As served: the test app has no PUBLIC_URL.
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});

describe('health and API documentation', () => {
  it('/healthz answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });

  it('serves the OpenAPI document generated from the route schemas, and its UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const list = doc.paths['/api/sellerGoods!list.action'];
    expect(Object.keys(list)).toEqual(expect.arrayContaining(['get', 'post']));
    const names = list.post.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['pageNum', 'pageSize', 'sellerId', 'categoryId', 'isPrice', 'discount']),
    );
    expect(doc.paths['/wap/api/sellerGoods!list.action']).toBeDefined();
    expect(Object.keys(doc.paths['/api/category!tree.action'])).toEqual(['get']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
    // The page's own copy of the document, as the docs' page reads it.
    const shown = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(shown.paths['/api/sellerGoods!list.action'].post.parameters).toEqual(list.post.parameters);
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.body).toContain('/api/sellerGoods!list.action:');
  });
});

describe('health when the database is gone', () => {
  it('/healthz answers 503', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
  });
});
