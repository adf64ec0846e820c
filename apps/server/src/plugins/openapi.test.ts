import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredAction } from '../deps.js';
import { buildOpenApiDocument } from './openapi.js';

/** An action whose schemas count how often they are read. */
function countedAction(): { action: RegisteredAction; reads: () => number } {
  let reads = 0;
  const action: RegisteredAction = {
    paths: ['/api/probe!list.action', '/wap/api/probe!list.action'],
    methods: ['GET', 'POST'],
    summary: 'A probe',
    tag: 'probe',
    auth: 'none',
    get params() {
      reads++;
      return z.object({ pageNum: z.coerce.number().int().min(1) });
    },
    get response() {
      reads++;
      return z.object({ total: z.number() });
    },
  };
  return { action, reads: () => reads };
}

describe('the OpenAPI document', () => {
  it('converts no schema until its paths are read, then once', () => {
    const { action, reads } = countedAction();
    const document = buildOpenApiDocument([action]);
    expect(document.openapi).toBe('3.0.3');
    expect(reads()).toBe(0);
    const paths = document.paths as Record<string, Record<string, { parameters: { name: string }[] }>>;
    expect(Object.keys(paths)).toEqual(['/api/probe!list.action', '/wap/api/probe!list.action']);
    expect(paths['/api/probe!list.action']?.get?.parameters.map((p) => p.name)).toEqual(['pageNum', 'lang']);
    const afterFirst = reads();
    expect(afterFirst).toBeGreaterThan(0);
    expect(document.paths).toBe(paths);
    expect(JSON.parse(JSON.stringify(document)).paths).toEqual(JSON.parse(JSON.stringify(paths)));
    expect(reads()).toBe(afterFirst);
  });
});
