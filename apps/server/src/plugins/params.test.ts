import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../test/factories.js';
import { orderShop } from '../../test/order-fixtures.js';
import type { Db } from '../db/client.js';
import { PARAM_MAX_CHARS, paramMaxChars, refuseHostileText } from './params.js';

/** The parameter names a route's params schema declares, through preprocess, pipes and wrappers. */
function paramNames(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
  const inner = [def.in, def.out, def.innerType, def.left, def.right, def.schema].filter(Boolean);
  return [...new Set(inner.flatMap((s) => paramNames(s as z.ZodType)))];
}

/** A digest of every row of every table: equal digests mean nothing changed. */
async function fingerprint(db: Db): Promise<string> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await db.execute<{ digest: string }>(
      sql`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
          from ${sql.identifier(name)} t`,
    );
    parts.push(`${name}=${rows[0]?.digest}`);
  }
  return parts.join('\n');
}

describe('refuseHostileText', () => {
  it('refuses U+0000, lone surrogates and overlong text anywhere, naming the field', () => {
    expect(refuseHostileText({ keyword: 'tea pot', n: 3, ok: true })).toBeUndefined();
    expect(refuseHostileText({ emoji: 'tea 🫖 pot', ar: 'إبريق شاي' })).toBeUndefined();
    expect(refuseHostileText({ keyword: 'te\u0000a' })?.params).toEqual({ field: 'keyword' });
    expect(refuseHostileText({ keyword: 'te\uD800a' })?.params).toEqual({ field: 'keyword' });
    expect(refuseHostileText({ keyword: '\uDC00' })?.params).toEqual({ field: 'keyword' });
    expect(refuseHostileText({ keyword: 'a\uDBFF' })?.params).toEqual({ field: 'keyword' });
    expect(refuseHostileText({ list: [{ content: 'ok' }, { content: 'x\u0000' }] })?.params).toEqual({
      field: 'list.1.content',
    });
    expect(refuseHostileText({ ['ke\u0000y']: 'v' })?.params).toEqual({ field: 'params' });
    const long = refuseHostileText({ des: 'x'.repeat(PARAM_MAX_CHARS + 1) });
    expect(long?.code).toBe('COMMON_PARAM_TOO_LONG');
    expect(long?.params).toEqual({ field: 'des', max: PARAM_MAX_CHARS });
    expect(refuseHostileText({ des: 'x'.repeat(PARAM_MAX_CHARS) })).toBeUndefined();
  });
});

describe('hostile text is refused at the edge of every route (issue 14)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    tokens.user = (await createLoggedInUser(t)).token;
    tokens.seller = (await orderShop(t)).token;
    tokens.operator = (await createLoggedInOperator(t, 'super_admin')).token;
  });

  function tokenFor(auth: unknown): string | undefined {
    if (auth === 'none') return undefined;
    if (auth === 'user' || auth === 'optional') return tokens.user;
    if (auth === 'seller') return tokens.seller;
    return tokens.operator;
  }

  it('answers COMMON_PARAM_INVALID naming the field, in the query, a form and a JSON body, and changes nothing', async () => {
    const routes = t.app.deps.actions;
    expect(routes.length).toBeGreaterThan(100);
    const before = await fingerprint(t.db);
    let sent = 0;
    for (const route of routes) {
      const token = tokenFor(route.auth);
      const names = [...new Set([...paramNames(route.params), 'lang', 'token'])];
      const [path] = route.paths;
      const method = route.methods.includes('POST') ? 'POST' : 'GET';
      for (const name of names) {
        const hostile = { [name]: `a\u0000b` };
        const auth = token && name !== 'token' ? { authorization: `Bearer ${token}` } : undefined;
        const query = new URLSearchParams(hostile).toString();
        const requests = [
          { method, url: `${path}?${query}`, headers: auth },
          ...(method === 'POST'
            ? [
                {
                  method,
                  url: path,
                  payload: query,
                  headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
                },
                {
                  method,
                  url: path,
                  payload: JSON.stringify(hostile),
                  headers: { ...auth, 'content-type': 'application/json' },
                },
                {
                  // A lone surrogate can only arrive as a JSON escape (UTF-8 bytes decode to U+FFFD).
                  method,
                  url: path,
                  payload: `{${JSON.stringify(name)}:"a\\ud800b"}`,
                  headers: { ...auth, 'content-type': 'application/json' },
                },
              ]
            : []),
        ] as const;
        for (const request of requests) {
          const res = await t.app.inject(request);
          sent++;
          expect(res.statusCode, `${request.method} ${path} ${name}`).toBeLessThan(500);
          expect(res.json(), `${path} ${name}`).toMatchObject({
            code: '1',
            key: 'COMMON_PARAM_INVALID',
            params: { field: name },
          });
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('answers COMMON_PARAM_TOO_LONG for a value longer than any field takes', async () => {
    for (const route of t.app.deps.actions) {
      const [path] = route.paths;
      for (const name of paramNames(route.params)) {
        const res = await t.app.inject({
          method: route.methods.includes('POST') ? 'POST' : 'GET',
          url: `${path}?${new URLSearchParams({ [name]: 'x'.repeat(paramMaxChars(name) + 1) }).toString()}`,
        });
        expect(res.json(), `${path} ${name}`).toMatchObject({ code: '1', key: 'COMMON_PARAM_TOO_LONG' });
      }
    }
  });
});
