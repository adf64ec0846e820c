// Every endpoint's reply schema only checks: it never changes what it checks (no transform, pipe,
// default, coercion or catch). Our web client checks replies against these schemas in development
// and tests but takes them as they come in production (docs/decisions/014), which is the same data
// only while this holds.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.js';
import { endpointsIn } from './endpoint.js';

const RESHAPING = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The paths inside `schema` where a value would come out other than it went in. */
function reshapingPaths(schema: z.ZodType, path: string, seen: Set<unknown>): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const found: string[] = [];
  if (RESHAPING.has(def.type) || def.coerce === true) found.push(`${path} (${def.type})`);
  const visit = (value: unknown, at: string) => {
    if (isSchema(value)) found.push(...reshapingPaths(value, at, seen));
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${at}[${i}]`));
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && value && typeof value === 'object') {
      for (const [field, fieldSchema] of Object.entries(value)) visit(fieldSchema, `${path}.${field}`);
    } else if (key === 'getter' && typeof value === 'function') {
      visit((value as () => unknown)(), `${path}(lazy)`);
    } else visit(value, `${path}.${key}`);
  }
  return found;
}

const endpoints = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => endpointsIn(group));

describe('reply schemas', () => {
  it('cover every endpoint', () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('check without reshaping what they check', () => {
    const offenders = endpoints.flatMap((e) => reshapingPaths(e.reply, `${e.name} reply`, new Set()));
    expect(offenders).toEqual([]);
  });

  it('are told apart from a schema that reshapes (the check bites)', async () => {
    const { z } = await import('zod');
    const reshaping = z.object({
      list: z.array(z.object({ n: z.coerce.number(), s: z.string().default('') })),
    });
    expect(reshapingPaths(reshaping, 'sample', new Set())).toEqual([
      'sample.list.element.n (number)',
      'sample.list.element.s (default)',
    ]);
  });
});
