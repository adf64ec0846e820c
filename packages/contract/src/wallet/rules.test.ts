import { describe, expect, it } from 'vitest';
import {
  coinWithdrawalSplit,
  feeInCoin,
  luhnValid,
  withdrawAddressPattern,
  withdrawalSplit,
  withdrawNetworksOf,
} from './rules.js';

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

describe('coinWithdrawalSplit', () => {
  it('converts the amount down and the fee up at the coin’s 8 places, the USDT split as withdrawalSplit', () => {
    expect(coinWithdrawalSplit('40', { type: 'fixed', fee: '1' }, '60000')).toEqual({
      fee: '1',
      net: '39',
      coinAmount: '0.00066666',
      coinFee: '0.00001667',
      coinNet: '0.00064999',
    });
    expect(coinWithdrawalSplit('33.33', { type: 'rate', fee: '0.015' }, '3000')).toMatchObject({
      fee: '0.5',
      coinAmount: '0.01111000',
      coinFee: '0.00016667',
      coinNet: '0.01094333',
    });
    expect(feeInCoin('1', '60000')).toBe('0.00001667');
  });
});

describe('withdrawAddressPattern', () => {
  it('knows each coin’s networks only', () => {
    expect(withdrawNetworksOf('USDT')).toEqual(['TRC20', 'ERC20']);
    expect(withdrawAddressPattern('BTC', 'BTC')?.test('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(
      true,
    );
    expect(withdrawAddressPattern('BTC', 'BTC')?.test('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8f3t4')).toBe(
      false,
    );
    expect(withdrawAddressPattern('ETH', 'TRC20')).toBeUndefined();
  });
});
