import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('serves a value until it expires, then loads it again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('never caches with a zero TTL and evicts the oldest entry past its cap', async () => {
    let loads = 0;
    const off = new TtlCache<number>(0);
    await off.getOrLoad('a', async () => ++loads);
    await off.getOrLoad('a', async () => ++loads);
    expect(loads).toBe(2);
    const small = new TtlCache<string>(10_000, 2);
    await small.getOrLoad('a', async () => 'a1');
    await small.getOrLoad('b', async () => 'b1');
    await small.getOrLoad('c', async () => 'c1');
    expect(await small.getOrLoad('a', async () => 'a2')).toBe('a2');
    expect(await small.getOrLoad('c', async () => 'c2')).toBe('c1');
  });
});
