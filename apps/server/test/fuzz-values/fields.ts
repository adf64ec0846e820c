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

export type Def = Record<string, unknown> & {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
};
export const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * The fields of a route's params: through preprocess and transform pipes, optionals, defaults and
 * refinements, down to the object's shape.
 */
export function describeParams(schema: z.ZodType, seed: number): Field[] {
  const field = describe('params', schema, true, seed);
  return field.type === 'object' ? (field.shape ?? []) : [];
}

export function describe(name: string, schema: unknown, required: boolean, seed: number): Field {
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

export const sampleCache = new Map<string, string[]>();

/** Strings matching every pattern, where fast-check can draw them (it cannot for lookarounds). */
export function samplesOf(patterns: RegExp[], seed: number): string[] {
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
