import { endpointPath, type Endpoint } from '@caravan/contract';
import type { InjectOptions } from 'fastify';
import { show, toJson, toQuery } from './encode.js';
import type { Rng } from './fields.js';
import { Obj, Raw, type Field, type Value } from './fields.js';
import { bigString, EXTRA_FIELDS, extraValue, hostileValue, PROTO_KEYS } from './hostile.js';
import { validValue, type GenContext, type IdPools } from './valid.js';
import { multipart } from '../multipart.js';
import { refuseHostileText } from '../../src/plugins/params.js';

// One fuzz case of plugins/fuzz.test.ts, drawn before it is sent: the actor, the transport (query,
// GET, form, JSON or multipart), the valid values of the route's fields spoiled with hostile ones,
// and whether the route should refuse it.

export type ActorName = 'visitor' | 'buyer' | 'seller' | 'operator';

export interface Case {
  index: number;
  actor: ActorName;
  transport: 'query' | 'get' | 'form' | 'json' | 'multipart';
  mutation: string;
  inject: InjectOptions;
  /** Whether the route's access or params schema, or the edge's checks, should refuse it. */
  expectRefusal: boolean;
}

// Cases are drawn before they are sent, and a session may be renewed in between: the token is
// written as this stand-in and put in as each request goes.
const tokenStandIn = (actor: ActorName) => `TOKEN-OF-${actor}`;

export function withTokens(
  inject: InjectOptions,
  tokens: Record<ActorName, string | undefined>,
): InjectOptions {
  const put = (text: string) =>
    text.replace(/TOKEN-OF-(buyer|seller|operator)/g, (_, actor: ActorName) => tokens[actor] ?? '');
  const headers = Object.fromEntries(
    Object.entries(inject.headers ?? {}).map(([k, v]) => [k, typeof v === 'string' ? put(v) : v]),
  );
  return {
    ...inject,
    url: put(String(inject.url)),
    headers,
    ...(typeof inject.payload === 'string' ? { payload: put(inject.payload) } : {}),
  };
}

function accessPasses(access: Endpoint['access'], actor: ActorName): boolean {
  if (access === 'none' || access === 'optional') return true;
  if (access === 'user') return actor === 'buyer' || actor === 'seller';
  if (access === 'seller') return actor === 'seller';
  return actor === 'operator';
}

/** The params the server would read from a case (near enough: it only orders the batches). */
function paramsOf(c: Case): Record<string, unknown> {
  const url = String(c.inject.url);
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const flat = (text: string) => {
    const out: Record<string, unknown> = {};
    try {
      for (const [k, v] of new URLSearchParams(text)) if (!(k in out)) out[k] = v;
    } catch {
      // refused by the server as well
    }
    return out;
  };
  let body: unknown = {};
  const type = String(c.inject.headers?.['content-type'] ?? '');
  if (typeof c.inject.payload === 'string' && type === 'application/json') {
    try {
      body = JSON.parse(c.inject.payload);
    } catch {
      body = undefined;
    }
  } else if (typeof c.inject.payload === 'string' && type === 'application/x-www-form-urlencoded') {
    body = flat(c.inject.payload);
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...flat(query), ...body } : flat(query);
}

function chooseActor(auth: Endpoint['access'], rng: Rng): ActorName {
  // Mostly the caller the route serves (so the params reach its handler), sometimes another.
  if (rng.chance(0.1)) return rng.pick(['visitor', 'buyer', 'seller', 'operator'] as const);
  if (auth === 'none') return rng.pick(['visitor', 'visitor', 'buyer'] as const);
  if (auth === 'optional') return rng.pick(['visitor', 'buyer', 'seller'] as const);
  if (auth === 'user') return rng.pick(['buyer', 'buyer', 'seller'] as const);
  if (auth === 'seller') return 'seller';
  return 'operator';
}

const weirdBodies: readonly { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '1e21' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  {
    type: 'application/json',
    body: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'text/plain', body: 'a=1' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: '%%%&&&==' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%E0%A4%A&b=%ED%A0%80' },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
];

// The app's secret watch (test/log-secrets.ts) fails the file when a password or a token sent is
// found in a log line, a reply or a row. The fuzz sends the same hostile texts to every kind of
// field, so a text sent as a password here and stored as a shop's name there would look like a
// leak: texts sent as secrets are marked as such, and are then a leak wherever they are found.
const SECRET_PARAMS =
  /^(token|session_token|password|re_password|old_password|comfirm_password|confirm_password|safeword|re_safeword|old_safeword|verifcode|bankUserName|bankAddress|routingNum|swiftCode|bankCardNo|cardNo|card_no)$/;
const KNOWN_SECRETS = new Set([
  'Secret123',
  'Admin1234',
  'wrong-password',
  'nope',
  '123456',
  '654321',
  '000000',
]);
const secretTexts = new Map<string, string>();
function asSecret(value: Value, text: boolean): Value {
  // In a query or a form a number is text too.
  if (text && (typeof value === 'number' || value instanceof Raw))
    return asSecret(String(scalar(value)), text);
  if (typeof value !== 'string' || KNOWN_SECRETS.has(value)) return value;
  if (/^TOKEN-OF-|^[0-9a-f]{32}$/.test(value)) return value;
  // A lone surrogate travels as its WTF-8 bytes, which the server keeps undecoded: `%ED%A0%80`.
  if (value.trim().length < 3 && !(text && /[\uD800-\uDFFF]/.test(value))) return value;
  let marked = secretTexts.get(value);
  if (marked === undefined) {
    marked = `Pw~${value}`;
    secretTexts.set(value, marked);
  }
  return marked;
}

const scalar = (value: number | Raw) => (value instanceof Raw ? value.text : String(value));

export function buildCase(e: Endpoint, fields: Field[], rng: Rng, index: number, pools: IdPools): Case {
  const actor = chooseActor(e.access, rng);
  const canGet = e.methods.includes('GET');
  const roll = rng.next();
  const transport: Case['transport'] =
    e.body === 'multipart' && roll < 0.5
      ? 'multipart'
      : roll < 0.35
        ? 'query'
        : roll < 0.45 && canGet
          ? 'get'
          : roll < 0.65
            ? 'form'
            : 'json';
  const ctx: GenContext = { rng, pools, text: transport !== 'json' };
  let entries: [string, Value][] = fields
    .filter((f) => f.required || rng.chance(0.6))
    .map((f) => [f.name, validValue(f, ctx)]);
  const mutations: string[] = [];
  const m = rng.next();
  if (m < 0.18) {
    mutations.push('valid-ish');
  } else if (m < 0.3) {
    for (let n = rng.int(1, 3); n > 0; n--) {
      const key = rng.pick(EXTRA_FIELDS);
      const value = extraValue(ctx);
      entries.push([key, value]);
      mutations.push(`extra ${key}=${show(value)}`);
    }
  } else if (m < 0.4) {
    const key = rng.pick(PROTO_KEYS);
    const value: Value = rng.chance(0.7)
      ? new Obj([
          ['polluted', 'yes'],
          ['status', 1],
          ['isAdmin', true],
        ])
      : 'x';
    entries.splice(rng.int(0, entries.length), 0, [key, value]);
    mutations.push(`proto ${key}=${show(value)}`);
  } else if (m < 0.86) {
    const n = rng.chance(0.75) ? 1 : rng.int(2, 3);
    for (let i = 0; i < n; i++) {
      const field = fields.length > 0 ? rng.pick(fields) : undefined;
      const key = field?.name ?? rng.pick(['lang', 'token', 'pageNum', 'id']);
      const value = hostileValue(field, ctx);
      entries = entries.filter(([k]) => k !== key);
      entries.push([key, value]);
      mutations.push(`${key}=${show(value)}`);
    }
  } else if (m < 0.92) {
    const required = fields.filter((f) => f.required);
    const drop = required.length > 0 ? rng.pick(required).name : undefined;
    entries = rng.chance(0.3) ? [] : entries.filter(([k]) => k !== drop);
    mutations.push(entries.length === 0 ? 'no params' : `without ${drop}`);
  } else if (m < 0.96) {
    // The same key twice: a repeated query key, or a JSON object that names it twice.
    const [key, value] = entries.length > 0 ? rng.pick(entries) : ['id', 'x'];
    const other = hostileValue(
      fields.find((f) => f.name === key),
      ctx,
    );
    entries.push([key, other]);
    mutations.push(`twice ${key}=${show(value)}|${show(other)}`);
  } else {
    mutations.push('weird body');
  }
  entries = entries.map(([k, v]) => [k, SECRET_PARAMS.test(k) ? asSecret(v, transport !== 'json') : v]);
  const headers: Record<string, string> = {};
  const token = actor === 'visitor' ? undefined : tokenStandIn(actor);
  if (token) {
    if (rng.chance(0.85)) headers.authorization = `Bearer ${token}`;
    else entries.unshift(['token', token]);
  }
  if (rng.chance(0.05)) {
    headers['accept-language'] = rng.pick([
      '*',
      '__proto__',
      'zz-ZZ;q=NaN',
      'en;q=1e21,ar',
      'x'.repeat(5000),
    ]);
    mutations.push(`accept-language ${show(headers['accept-language'])}`);
  }
  const method = transport === 'get' ? 'GET' : e.methods.includes('POST') ? 'POST' : 'GET';
  const url = endpointPath(e);
  const inject: InjectOptions = { method, url, headers };
  if (mutations[0] === 'weird body' && method === 'POST') {
    const weird = rng.pick(weirdBodies);
    inject.url = `${url}?${toQuery(entries, rng)}`;
    inject.payload = weird.body;
    headers['content-type'] = weird.type;
    mutations[0] = `weird body ${weird.type} ${show(weird.body.toString())}`;
  } else if (transport === 'json' && method === 'POST') {
    inject.payload = toJson(new Obj(entries));
    headers['content-type'] = 'application/json';
  } else if (transport === 'form' && method === 'POST') {
    inject.payload = toQuery(entries, rng);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (transport === 'multipart' && method === 'POST') {
    const fieldsText: Record<string, string> = {};
    for (const [k, v] of entries) if (k !== 'token') fieldsText[k] = typeof v === 'string' ? v : toJson(v);
    fieldsText.moduleName = String(
      rng.pick<Value>(['chat', 'avatar', 'certificate', '../../etc', '__proto__', '', bigString(1000)]),
    );
    const bytes = rng.pick([Buffer.from('not an image'), Buffer.alloc(0), Buffer.from(bigString(2000))]);
    const body = multipart(bytes, fieldsText, rng.pick(['photo.png', '../../x.png', '\u0000.png', '']));
    inject.payload = body.payload;
    Object.assign(headers, body.headers);
    if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
    mutations.push(`multipart moduleName=${show(fieldsText.moduleName)} file=${bytes.length} bytes`);
  } else {
    const query = toQuery(entries, rng);
    inject.url = query ? `${url}?${query}` : url;
  }
  const c: Case = { index, actor, transport, mutation: mutations.join('; '), inject, expectRefusal: true };
  const params = paramsOf(c);
  c.expectRefusal =
    !accessPasses(e.access, actor) ||
    mutations[0]?.startsWith('weird body') === true ||
    refuseHostileText(params) !== undefined ||
    !e.params.safeParse(params).success;
  return c;
}
