import { expect } from 'vitest';
import type { TestApp } from './build-test-app.js';

/** An endpoint that takes an `id`: one that is not a UUID is invalid, a UUID of nothing is not found. */
export async function expectIdChecked(
  t: Pick<TestApp, 'action'>,
  path: string,
  params: Record<string, string | number>,
  unknownId = '00000000-0000-4000-8000-000000000000',
): Promise<void> {
  expect((await t.action(path, { ...params, id: 'nope' })).key).toBe('COMMON_PARAM_INVALID');
  expect((await t.action(path, { ...params, id: unknownId })).key).toBe('COMMON_NOT_FOUND');
}
