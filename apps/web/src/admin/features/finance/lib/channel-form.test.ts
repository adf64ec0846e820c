import { describe, expect, it } from 'vitest';
import { checkChannel, draftOf, isRateText, type ChannelDraft } from './channel-form';

const valid: ChannelDraft = {
  ...draftOf(null),
  network: ' trc20 ',
  address: ' TXYZabcdefghijklmnop ',
  minAmount: '10',
  maxAmount: '100000.5',
};

describe('checkChannel', () => {
  it('normalises what it sends: network upper-cased, text trimmed, sort a number', () => {
    expect(checkChannel(valid)).toEqual({
      ok: true,
      value: {
        coin: 'USDT',
        network: 'TRC20',
        address: 'TXYZabcdefghijklmnop',
        minAmount: '10',
        maxAmount: '100000.5',
        isOpen: true,
        sort: 0,
      },
    });
    const edit = checkChannel(valid, '11111111-1111-4111-8111-111111111111');
    expect(edit.ok && edit.value.id).toBe('11111111-1111-4111-8111-111111111111');
  });

  it('reports each field the server would refuse', () => {
    const result = checkChannel({
      ...valid,
      network: 'TRC 20',
      address: 'short',
      minAmount: '0',
      maxAmount: '1.12345678901',
      sort: '10001',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        network: 'network',
        address: 'address',
        minAmount: 'amount',
        maxAmount: 'amount',
        sort: 'sort',
      },
    });
  });

  it('compares the bounds as decimals, not floats', () => {
    expect(checkChannel({ ...valid, minAmount: '9.5', maxAmount: '10' }).ok).toBe(true);
    expect(checkChannel({ ...valid, minAmount: '10', maxAmount: '10.0' }).ok).toBe(true);
    expect(checkChannel({ ...valid, minAmount: '0.3000000001', maxAmount: '0.3' })).toEqual({
      ok: false,
      errors: { maxAmount: 'belowMin' },
    });
  });

  it('refuses an address over 128 characters', () => {
    expect(checkChannel({ ...valid, address: 'a'.repeat(129) })).toMatchObject({
      errors: { address: 'address' },
    });
  });
});

describe('isRateText', () => {
  it('takes a positive rate with up to 8 decimals', () => {
    expect(isRateText('3150.25')).toBe(true);
    expect(isRateText('0.00000001')).toBe(true);
    expect(isRateText('0.000000001')).toBe(false);
    expect(isRateText('0')).toBe(false);
    expect(isRateText('1,000')).toBe(false);
  });
});
