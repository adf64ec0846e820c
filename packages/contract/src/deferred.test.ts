import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deferred } from './deferred.js';

describe('deferred', () => {
  it('builds nothing until the value is first read, then builds it once', () => {
    const build = vi.fn(() => z.object({ name: z.string().max(3) }));
    const schema = deferred(build, true);
    expect(build).not.toHaveBeenCalled();

    expect(schema.safeParse({ name: 'abc' }).success).toBe(true);
    expect(schema.safeParse({ name: 'abcd' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds at once where nothing is deferred (a server)', () => {
    const build = vi.fn(() => z.string());
    const schema = deferred(build, false);
    expect(build).toHaveBeenCalledTimes(1);
    expect(schema).toBe(build.mock.results[0]?.value);
  });

  it('stands in for a schema inside other schemas, in extend, pick and instanceof', () => {
    const inner = deferred(() => z.object({ id: z.uuid(), qty: z.number().int().min(1) }), true);
    const outer = deferred(() => z.object({ lines: z.array(inner), note: z.string().optional() }), true);
    const id = '0b8c2a7e-2a44-4c1e-9a6b-3f9ad2d5f1c4';

    expect(outer.parse({ lines: [{ id, qty: 2 }] })).toEqual({ lines: [{ id, qty: 2 }] });
    const refused = outer.safeParse({ lines: [{ id: 'x', qty: 0 }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lines.0.id', 'lines.0.qty']);

    expect(inner instanceof z.ZodObject).toBe(true);
    expect(inner.extend({ extra: z.boolean() }).parse({ id, qty: 1, extra: true })).toEqual({
      id,
      qty: 1,
      extra: true,
    });
    expect(inner.pick({ qty: true }).safeParse({ qty: 3 }).success).toBe(true);
    expect('shape' in inner).toBe(true);
  });

  it('spreads a deferred set of fields into an object schema', () => {
    const fields = deferred(() => ({ a: z.string(), b: z.number() }), true);
    const schema = z.object({ ...fields, c: z.boolean() });
    expect(Object.keys(schema.shape)).toEqual(['a', 'b', 'c']);
    expect(schema.safeParse({ a: 'x', b: 1, c: true }).success).toBe(true);
    expect(schema.safeParse({ a: 'x', c: true }).success).toBe(false);
  });

  it('says so when a value reads itself while being built, instead of recursing for ever', () => {
    const schema: z.ZodObject = deferred(() => z.object({ ...schema.shape }), true);
    expect(() => schema.parse({})).toThrow(/read itself while it was being built/);
    // z.lazy is how a schema refers to itself, and it works deferred.
    const tree: z.ZodType = deferred(() => z.object({ children: z.array(z.lazy(() => tree)) }), true);
    expect(tree.safeParse({ children: [{ children: [] }] }).success).toBe(true);
  });
});
