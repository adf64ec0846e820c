import fc from 'fast-check';
import type { z } from 'zod';

// Values for fuzzing the routes (issue 22 §10): what a route's params schema takes, read from the
// schema itself, and hostile values to put in their place. Everything is drawn from a seeded
// generator, so a seed names one sequence of requests and a failure replays.

/** sfc32: small, fast and seedable; Math.random cannot be replayed. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

/** FNV-1a of a label, mixed with a seed: one independent stream per route. */
export function seedFor(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A number literal sent exactly as written: `9007199254740993` in JSON, `-0` in a query. */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object as ordered entries, so it can hold `__proto__` as an own key, or a key twice. */
export class Obj {
  constructor(readonly entries: [string, Value][]) {}
}

export type Value = string | number | boolean | null | Raw | Obj | Value[];

/** What a params field takes, read from its zod schema. */
export interface Field {
  name: string;
  required: boolean;
  type: 'string' | 'uuid' | 'number' | 'enum' | 'boolean' | 'array' | 'record' | 'object' | 'other';
  /** Length bounds of a string, value bounds of a number. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Strings the field's patterns match (drawn once by fast-check from the regexes). */
  samples?: string[];
  values?: string[];
  element?: Field;
  keys?: string[];
  shape?: Field[];
}

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: Record<string, unknown> } }[] };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * The fields of a route's params: through preprocess and transform pipes, optionals, defaults and
 * refinements, down to the object's shape.
 */
export function describeParams(schema: z.ZodType, seed: number): Field[] {
  const field = describe('params', schema, true, seed);
  return field.type === 'object' ? (field.shape ?? []) : [];
}

function describe(name: string, schema: unknown, required: boolean, seed: number): Field {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return describe(name, def.innerType, false, seed);
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return describe(name, def.innerType, required, seed);
    case 'pipe': {
      // A preprocess is pipe(transform, schema), a post-transform pipe(schema, transform): the
      // side that is not a bare transform says what the field takes.
      const inner = defOf(def.in).type === 'transform' ? def.out : def.in;
      return describe(name, inner, required, seed);
    }
    case 'object':
      return {
        name,
        required,
        type: 'object',
        shape: Object.entries(def.shape as Record<string, unknown>).map(([key, s]) =>
          describe(key, s, true, seed),
        ),
      };
    case 'record': {
      const keyDef = defOf(def.keyType);
      const keys = keyDef.type === 'enum' ? Object.values(keyDef.entries as object).map(String) : ['en'];
      return { name, required, type: 'record', keys, element: describe(name, def.valueType, true, seed) };
    }
    case 'array':
      return { name, required, type: 'array', element: describe(name, def.element, true, seed) };
    case 'enum':
      return { name, required, type: 'enum', values: Object.values(def.entries as object).map(String) };
    case 'literal':
      return { name, required, type: 'enum', values: (def.values as unknown[]).map(String) };
    case 'boolean':
      return { name, required, type: 'boolean' };
    case 'union': {
      const first = (def.options as unknown[])[0];
      return describe(name, first, required, seed);
    }
    case 'number': {
      const out: Field = { name, required, type: 'number' };
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'number_format') out.integer = true;
        if (c.check === 'greater_than') out.min = Number(c.value);
        if (c.check === 'less_than') out.max = Number(c.value);
      }
      return out;
    }
    case 'string': {
      if (def.format === 'uuid' || def.format === 'guid') return { name, required, type: 'uuid' };
      const out: Field = { name, required, type: 'string' };
      const patterns: RegExp[] = [];
      if (def.pattern instanceof RegExp) patterns.push(def.pattern);
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'min_length') out.min = Number(c.minimum);
        if (c.check === 'max_length') out.max = Number(c.maximum);
        if (c.check === 'length_equals') out.min = out.max = Number(c.length);
        if (c.check === 'string_format' && c.pattern instanceof RegExp) patterns.push(c.pattern);
      }
      if (patterns.length > 0) out.samples = samplesOf(patterns, seed);
      return out;
    }
    default:
      return { name, required, type: 'other' };
  }
}

const sampleCache = new Map<string, string[]>();

/** Strings matching every pattern, where fast-check can draw them (it cannot for lookarounds). */
function samplesOf(patterns: RegExp[], seed: number): string[] {
  const key = `${seed}:${patterns.map(String).join(' ')}`;
  const cached = sampleCache.get(key);
  if (cached) return cached;
  let samples: string[] = [];
  try {
    const [first, ...rest] = patterns as [RegExp, ...RegExp[]];
    samples = fc
      .sample(fc.stringMatching(first), { seed, numRuns: 40 })
      .filter((s) => rest.every((p) => p.test(s)) && s.length <= 200);
  } catch {
    // A pattern fast-check cannot read: the field gets the generic strings (and the hints).
  }
  sampleCache.set(key, samples);
  return samples;
}

/** Ids of the world the test built, by the parameter names that take them. */
export type IdPools = Record<string, readonly string[]>;

/** What a valid-ish value needs beyond its field: the ids that exist, how it travels. */
export interface GenContext {
  rng: Rng;
  pools: IdPools;
  /** Query strings and forms carry text only: lists go comma-separated, records as JSON text. */
  text: boolean;
}

const NAME_HINTS: Record<string, readonly string[]> = {
  password: ['Secret123', 'Admin1234', 'wrong-password'],
  re_password: ['Secret123'],
  comfirm_password: ['Secret123'],
  old_password: ['Secret123', 'nope'],
  safeword: ['123456', '654321'],
  re_safeword: ['123456'],
  old_safeword: ['123456', '000000'],
  verifcode: ['123456', '000000'],
  email: ['fuzzer@example.com', 'abcdefg@example.org'],
  phone: ['+971501234567', '0501234567'],
  tz: ['Asia/Dubai', 'UTC', 'Mars/Olympus'],
  startDate: ['2026-02-01', '2026-02-30'],
  endDate: ['2026-03-01', '1999-01-01'],
  from: ['2026-02-01'],
  to: ['2026-03-01'],
  amount: ['10', '10.50', '0.01', '100000'],
  coin: ['USDT', 'usdt', 'BTC'],
  symbol: ['usdt', 'btc'],
  currency: ['USD', 'AED'],
  target: ['fuzzer@example.com'],
  keyword: ['tea', 'pot', '%25', 'a'],
  content: ['hello', 'مرحبا'],
  session_token: ['0123456789abcdef0123456789abcdef'],
};

const TEXT_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...' -_.,@/',
  'é',
  'ß',
  'ع',
  'ش',
  '中',
  '🫖',
  '\u200b',
];

function text(rng: Rng, min: number, max: number): string {
  const length = rng.int(min, Math.max(min, Math.min(max, min + 24)));
  let out = '';
  while (out.length < length) out += rng.pick(TEXT_CHARS);
  // The emoji is two UTF-16 units: never exceed the bound, never end on half of one.
  return out.slice(0, length).replace(/[\uD800-\uDBFF]$/, 'x');
}

/** An id for `name`: a real one of the kind the name says, another kind's, or one that exists nowhere. */
export function idFor(name: string, ctx: GenContext): string {
  const own = ctx.pools[name];
  if (own && own.length > 0 && ctx.rng.chance(0.75)) return ctx.rng.pick(own);
  const all = ctx.pools.any ?? [];
  if (all.length > 0 && ctx.rng.chance(0.6)) return ctx.rng.pick(all);
  return randomUuid(ctx.rng);
}

export function randomUuid(rng: Rng): string {
  const hex = () => rng.int(0, 15).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-${rng.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`;
}

/** A value the field should take (its bounds, its patterns, real ids), or close to one. */
export function validValue(field: Field, ctx: GenContext): Value {
  const { rng } = ctx;
  const hints = NAME_HINTS[field.name];
  if (field.name === 'orderInfo') return orderInfoText(ctx);
  switch (field.type) {
    case 'uuid':
      return idFor(field.name, ctx);
    case 'enum':
      return rng.pick(field.values ?? ['']);
    case 'boolean':
      return ctx.text ? rng.pick(['1', '0', 'true', 'false']) : rng.pick([true, false, '1', '0']);
    case 'number': {
      const min = field.min ?? 0;
      const max = Math.min(field.max ?? 1000, Number.MAX_SAFE_INTEGER);
      const n = rng.chance(0.3) ? rng.pick([min, max]) : rng.int(min, Math.min(max, min + 50));
      return ctx.text || rng.chance(0.5) ? String(n) : n;
    }
    case 'string': {
      if (hints && rng.chance(0.7)) return rng.pick(hints);
      if (field.samples && field.samples.length > 0) return rng.pick(field.samples);
      return text(rng, field.min ?? 0, field.max ?? 64);
    }
    case 'array': {
      const element = field.element ?? { name: field.name, required: true, type: 'string' };
      const items = Array.from({ length: rng.int(1, 3) }, () => validValue(element, ctx));
      if (ctx.text && items.every((i) => typeof i === 'string' || typeof i === 'number')) {
        return items.join(',');
      }
      return items;
    }
    case 'record': {
      const element = field.element ?? { name: field.name, required: true, type: 'string' };
      const keys = field.keys ?? ['en'];
      const chosen = [...new Set(['en', rng.pick(keys)])].filter(
        (k) => keys.includes(k) || keys.length === 0,
      );
      const obj = new Obj(chosen.map((k) => [k, validValue(element, { ...ctx, text: false })]));
      return ctx.text ? toJson(obj) : obj;
    }
    case 'object': {
      const obj = new Obj(
        (field.shape ?? [])
          .filter((f) => f.required || rng.chance(0.5))
          .map((f) => [f.name, validValue(f, { ...ctx, text: false })]),
      );
      return ctx.text ? toJson(obj) : obj;
    }
    default:
      return hints ? rng.pick(hints) : text(rng, 1, 16);
  }
}

function orderInfoText(ctx: GenContext): string {
  const lines = Array.from({ length: ctx.rng.int(1, 2) }, () => {
    const id = idFor('sellerGoodsId', ctx);
    const sku = ctx.rng.chance(0.7) ? '-1' : idFor('skuId', ctx);
    return `${id},${sku},${ctx.rng.pick(['1', '2', '0', '9999999'])}`;
  });
  return lines.join(',');
}

// Big strings are built once: a 10 MB string per request would cost more than the request.
const big = new Map<number, string>();
export function bigString(length: number): string {
  let s = big.get(length);
  if (!s) {
    s = 'A'.repeat(length);
    big.set(length, s);
  }
  return s;
}

/** Numbers no route should take, and the texts that look like them. */
const HOSTILE_NUMBERS: readonly Value[] = [
  -1,
  '-1',
  new Raw('-0'),
  '-0',
  -2147483649,
  2147483648,
  '2147483648',
  NaN,
  'NaN',
  Infinity,
  '-Infinity',
  new Raw('1e999'),
  1e21,
  '1e21',
  new Raw('1e21'),
  2 ** 53 + 1,
  new Raw('9007199254740993'),
  '9007199254740993',
  '99999999999999999999999',
  0.5,
  '0.5',
  '1.0',
  '1e3',
  '0x10',
  ' 12',
  '12a',
  '+1',
  '١٢',
  '1_000',
  '1,5',
  '-0.01',
  '0.001',
  '999999999999.999',
  '1e-7',
  new Raw('1e-400'),
];

const HOSTILE_TEXTS: readonly Value[] = [
  '',
  ' ',
  '\t\n',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uDBFF',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '%00',
  '%ud800',
  '%E0%A4%A',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '🫖'.repeat(40),
  '\u202eevil',
  'e\u0301\u0301\u0301',
  'A'.repeat(257),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'F47AC10B-58CC-4372-A567-0E02B2C3D479',
  ' f47ac10b-58cc-4372-a567-0e02b2c3d479',
  'not-a-uuid',
  '1,2,3',
  '-1,-1,-1',
];

const HOSTILE_SHAPES: readonly Value[] = [
  true,
  false,
  null,
  [],
  ['1', '2'],
  [1, 2],
  [[]],
  [null],
  new Obj([]),
  new Obj([['$gt', '']]),
  new Obj([['__proto__', new Obj([['polluted', 'yes']])]]),
  new Obj([['constructor', new Obj([['prototype', new Obj([['polluted', 'yes']])]])]]),
  new Obj([['toString', 'x']]),
  new Obj([['length', 1e21]]),
];

/** A value no honest client sends to `field`: out of its bounds, the wrong type, unstorable, huge. */
export function hostileValue(field: Field | undefined, ctx: GenContext): Value {
  const { rng } = ctx;
  const roll = rng.next();
  if (roll < 0.008) return bigString(rng.chance(0.1) ? 10 * 1024 * 1024 : 1024 * 1024);
  if (roll < 0.06) return bigString(100 * 1024);
  if (roll < 0.1) return bigString(65_537);
  if (field && roll < 0.45) {
    const specific = fieldHostile(field, ctx);
    if (specific !== undefined) return specific;
  }
  if (roll < 0.65) return rng.pick(HOSTILE_NUMBERS);
  if (roll < 0.88) return rng.pick(HOSTILE_TEXTS);
  return rng.pick(HOSTILE_SHAPES);
}

/** Just past a field's own bounds, or a valid value's near miss. */
function fieldHostile(field: Field, ctx: GenContext): Value | undefined {
  const { rng } = ctx;
  switch (field.type) {
    case 'number': {
      const min = field.min ?? 0;
      const max = field.max ?? 2147483647;
      return rng.pick<Value>([
        min - 1,
        String(min - 1),
        max + 1,
        String(max + 1),
        max * 10,
        min + 0.5,
        String(-max),
      ]);
    }
    case 'string': {
      const max = field.max ?? 64;
      const min = field.min ?? 0;
      return rng.pick<Value>([
        'x'.repeat(max + 1),
        ' '.repeat(max + 5),
        min > 1 ? 'x'.repeat(min - 1) : '',
        `${String(validValue(field, ctx))}\u0000`,
        ` ${String(validValue(field, ctx))} `,
      ]);
    }
    case 'enum': {
      const value = rng.pick(field.values ?? ['x']);
      return rng.pick<Value>([
        value.toLowerCase(),
        value.toUpperCase(),
        `${value} `,
        `${value},${value}`,
        [value, value],
      ]);
    }
    case 'uuid':
      return rng.pick<Value>([
        randomUuid(rng),
        idFor('any', ctx).toUpperCase(),
        `${idFor(field.name, ctx)},${idFor(field.name, ctx)}`,
        idFor(field.name, ctx).slice(0, 35),
        `${idFor(field.name, ctx)}\u0000`,
      ]);
    case 'array':
      return rng.pick<Value>([
        Array.from({ length: 1001 }, () => idFor('any', ctx)),
        [new Obj([['a', 1]])],
        ',,,',
        Array.from({ length: 3 }, () => ''),
      ]);
    case 'record':
    case 'object':
      return rng.pick<Value>([
        new Obj([['en', new Obj([])]]),
        new Obj([['__proto__', validValue(field.element ?? field, { ...ctx, text: false })]]),
        new Obj([['xx', 'y']]),
        '{"en":',
        new Obj(Array.from({ length: 200 }, (_, i): [string, Value] => [`k${i}`, 'v'])),
      ]);
    default:
      return undefined;
  }
}

/** Fields a client must never be able to set: the server decides them. */
export const EXTRA_FIELDS = [
  'price',
  'status',
  'userId',
  'balance',
  'sellerId',
  'amount',
  'role',
  'systemPrice',
  'sellingPrice',
  'stock',
  'state',
  'operatorId',
  'isAdmin',
  'id',
] as const;

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** A value for a field the route does not declare: plausible (to be silently ignored) or hostile. */
export function extraValue(ctx: GenContext): Value {
  return ctx.rng.pick<Value>([
    '0.01',
    '0',
    1,
    2,
    '-1000',
    1e21,
    '999999999',
    'super_admin',
    idFor('any', ctx),
    idFor('userId', ctx),
    new Obj([['polluted', 'yes']]),
  ]);
}

/** JSON text with Raw literals and own `__proto__` keys written as given. */
export function toJson(value: Value): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj) {
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  return JSON.stringify(value);
}

/** Percent-encoding that also writes a lone surrogate (as its WTF-8 bytes) instead of throwing. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      } else {
        out += encodeURIComponent(ch);
      }
    }
    return out;
  }
}

function scalarText(value: Value): string | null {
  if (value === null) return null;
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj || Array.isArray(value)) return toJson(value);
  return String(value);
}

/**
 * A query string or form body: a list repeats its key (`a=1&a=2`), an object goes as JSON text or
 * as bracketed keys (`a[b]=1`), null as a bare key.
 */
export function toQuery(entries: [string, Value][], rng: Rng): string {
  const parts: string[] = [];
  const add = (key: string, value: Value) => {
    const text = scalarText(value);
    parts.push(text === null ? encodeComponent(key) : `${encodeComponent(key)}=${encodeComponent(text)}`);
  };
  for (const [key, value] of entries) {
    if (Array.isArray(value)) {
      if (value.length === 0) add(key, '');
      for (const item of value) add(key, item);
    } else if (value instanceof Obj && rng.chance(0.5)) {
      for (const [inner, v] of value.entries) add(`${key}[${inner}]`, v);
    } else {
      add(key, value);
    }
  }
  return parts.join('&');
}

/** A short description of a value for a failure report (the huge ones by their length). */
export function show(value: Value): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : toJson(value);
  return text.length > 120 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}
