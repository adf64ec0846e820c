// Every endpoint the contract defines is served, at its paths and with its methods, and every
// served action's paths are unique: the contract and the server cannot drift apart.
import * as contract from '@caravan/contract';
import { endpointPath, endpointsIn } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const groups = Object.entries(contract).filter(([name]) => name.endsWith('Endpoints'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('the contract’s endpoints', () => {
  it('are defined in groups', () => {
    expect(groups.length).toBeGreaterThan(0);
  });

  it.each(groups)('%s: each is served at its path with its methods and access', (_, group) => {
    const endpoints = endpointsIn(group);
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) {
      const path = endpointPath(endpoint);
      const served = t.app.deps.actions.find((a) => a.paths.includes(path));
      expect(served, path).toBeDefined();
      expect(served?.methods, path).toEqual(endpoint.methods);
      expect(served?.auth, path).toEqual(endpoint.access);
      expect(served?.params, path).toBe(endpoint.params);
      expect(served?.response, path).toBe(endpoint.reply);
    }
  });

  it('no two actions share a path', () => {
    const paths = t.app.deps.actions.flatMap((a) => a.paths);
    expect(paths.length).toBe(new Set(paths).size);
  });
});
