import { type Field, Obj, Raw, type Value } from './fields.js';
import { type GenContext, idFor, randomUuid, validValue } from './valid.js';

// Fuzzing values a route must refuse or survive: hostile numbers, texts and shapes, and fields it never asked for.

// Big strings are built once: a 10 MB string per request would cost more than the request.
export const big = new Map<number, string>();
export function bigString(length: number): string {
  let s = big.get(length);
  if (!s) {
    s = 'A'.repeat(length);
    big.set(length, s);
  }
  return s;
}

/** Numbers no route should take, and the texts that look like them. */
export const HOSTILE_NUMBERS: readonly Value[] = [
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

export const HOSTILE_TEXTS: readonly Value[] = [
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

export const HOSTILE_SHAPES: readonly Value[] = [
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
export function fieldHostile(field: Field, ctx: GenContext): Value | undefined {
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
