import { toJson } from './encode.js';
import type { Rng } from './fields.js';
import { type Field, Obj, type Value } from './fields.js';

// Fuzzing values a route accepts: one for each field its params schema describes, ids from the test's world.

/** Ids of the world the test built, by the parameter names that take them. */
export type IdPools = Record<string, readonly string[]>;

/** What a valid-ish value needs beyond its field: the ids that exist, how it travels. */
export interface GenContext {
  rng: Rng;
  pools: IdPools;
  /** Query strings and forms carry text only: lists go comma-separated, records as JSON text. */
  text: boolean;
}

export const NAME_HINTS: Record<string, readonly string[]> = {
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

export const TEXT_CHARS = [
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

export function text(rng: Rng, min: number, max: number): string {
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

export function orderInfoText(ctx: GenContext): string {
  const lines = Array.from({ length: ctx.rng.int(1, 2) }, () => {
    const id = idFor('sellerGoodsId', ctx);
    const sku = ctx.rng.chance(0.7) ? '-1' : idFor('skuId', ctx);
    return `${id},${sku},${ctx.rng.pick(['1', '2', '0', '9999999'])}`;
  });
  return lines.join(',');
}
