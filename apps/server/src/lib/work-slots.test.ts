import { describe, expect, it } from 'vitest';
import { KeyedWorkSlots } from './work-slots.js';

describe('KeyedWorkSlots', () => {
  it('runs one key’s work one at a time, other keys beside it, and forgets idle keys', async () => {
    const slots = new KeyedWorkSlots(1);
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} end`);
      return name;
    };
    const done = Promise.all([
      slots.run('a', step('a1', 30)),
      slots.run('a', step('a2', 1)),
      slots.run('b', step('b1', 10)),
    ]);
    expect(slots.keys).toBe(2);
    expect(await done).toEqual(['a1', 'a2', 'b1']);
    expect(log).toEqual(['a1 start', 'b1 start', 'b1 end', 'a1 end', 'a2 start', 'a2 end']);
    expect(slots.keys).toBe(0);
  });

  it('passes a failure to its caller and goes on with the next', async () => {
    const slots = new KeyedWorkSlots(1);
    const failed = slots.run('a', () => Promise.reject(new Error('no')));
    const next = slots.run('a', () => Promise.resolve('yes'));
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('yes');
    expect(slots.keys).toBe(0);
  });
});
