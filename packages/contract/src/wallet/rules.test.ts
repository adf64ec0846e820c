import { describe, expect, it } from 'vitest';
import { luhnValid, withdrawalSplit } from './rules.js';

describe('withdrawalSplit', () => {
  it('charges a fixed fee as it is and pays out the rest exactly', () => {
    expect(withdrawalSplit('100', { type: 'fixed', fee: '1.5' })).toEqual({ fee: '1.5', net: '98.5' });
    expect(withdrawalSplit('0.1', { type: 'fixed', fee: '0.2' })).toEqual({ fee: '0.2', net: '-0.1' });
  });

  it('rounds a rate fee half up to the cent, with no float error', () => {
    expect(withdrawalSplit('33.33', { type: 'rate', fee: '0.015' })).toEqual({ fee: '0.5', net: '32.83' });
    expect(withdrawalSplit('0.1', { type: 'rate', fee: '0.3' })).toEqual({ fee: '0.03', net: '0.07' });
    expect(withdrawalSplit('10.01', { type: 'rate', fee: '0.05' })).toEqual({ fee: '0.5', net: '9.51' });
  });
});

describe('luhnValid', () => {
  it('accepts a valid card number and refuses one mistyped digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111121')).toBe(false);
  });
});
