import { describe, expect, it } from 'vitest';
import { ethereumAddressProblem } from './ethereum-address.js';
import { BindWithdrawAddressParams } from './withdrawal-shapes.js';
import { ruleErrorOf } from '../params.js';

// EIP-55's own test vectors (eips.ethereum.org/EIPS/eip-55): all caps, all lower, and normal.
// Checksummed with keccak-256 (SHA3-256 would give other cases).
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const MIXED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('ethereumAddressProblem (EIP-55)', () => {
  it.each(EIP55_VECTORS)('takes the EIP-55 vector %s as it is', (address) => {
    expect(ethereumAddressProblem(address)).toBeNull();
  });

  it('takes an address without letters: it is its own checksum form', () => {
    expect(ethereumAddressProblem('0x1234567890123456789012345678901234567890')).toBeNull();
  });

  it.each(EIP55_VECTORS.slice(4))(
    'refuses %s with one letter in the wrong case as a wrong checksum',
    (address) => {
      const i = [...address].findIndex((c, k) => k >= 2 && /[a-f]/i.test(c));
      const c = address.charAt(i);
      const flipped = `${address.slice(0, i)}${c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()}${address.slice(i + 1)}`;
      expect(ethereumAddressProblem(flipped)).toBe('checksum');
    },
  );

  it('says a mixed-case address with one digit changed fails its checksum', () => {
    expect(ethereumAddressProblem(`${MIXED.slice(0, -1)}e`)).toBe('checksum');
  });

  it('says an all lower or all upper case address that is not its checksum form carries none', () => {
    expect(ethereumAddressProblem(MIXED.toLowerCase())).toBe('noChecksum');
    expect(ethereumAddressProblem(`0x${MIXED.slice(2).toUpperCase()}`)).toBe('noChecksum');
  });

  it('refuses the zero address, in any case', () => {
    expect(ethereumAddressProblem(`0x${'0'.repeat(40)}`)).toBe('zero');
    expect(ethereumAddressProblem(`0X${'0'.repeat(40)}`)).toBe('form');
  });

  it.each([
    ['39 hex digits', MIXED.slice(0, -1)],
    ['41 hex digits', `${MIXED}0`],
    ['no 0x', MIXED.slice(2)],
    ['a letter past f', `${MIXED.slice(0, -1)}g`],
    ['spaces', ` ${MIXED}`],
    ['nothing', ''],
  ])('refuses %s as of the wrong form', (_, address) => {
    expect(ethereumAddressProblem(address)).toBe('form');
  });
});

describe('BindWithdrawAddressParams: the Ethereum rule', () => {
  const errorOf = (params: Record<string, unknown>) => {
    const parsed = BindWithdrawAddressParams.safeParse({ safeword: '123456', ...params });
    return parsed.success
      ? null
      : (ruleErrorOf(parsed.error.issues[0]!)?.code ?? parsed.error.issues[0]?.path[0]);
  };

  it('refuses each problem on ERC20 by its own error, for USDT and ETH alike', () => {
    for (const coin of [undefined, 'usdt', 'ETH']) {
      const base = { coin, blockchain_name: 'erc20' };
      expect(errorOf({ ...base, address: MIXED })).toBeNull();
      expect(errorOf({ ...base, address: MIXED.replace('aA', 'Aa') })).toBe('WALLET_ADDRESS_CHECKSUM_WRONG');
      expect(errorOf({ ...base, address: `0x${'0'.repeat(40)}` })).toBe('WALLET_ADDRESS_ZERO');
      expect(errorOf({ ...base, address: MIXED.toLowerCase() })).toBe('WALLET_ADDRESS_NO_CHECKSUM');
    }
  });

  it('takes an address without a checksum only with the confirmation', () => {
    const lower = { blockchain_name: 'ERC20', address: MIXED.toLowerCase() };
    for (const yes of ['1', 'true', 1, true])
      expect(errorOf({ ...lower, confirmNoChecksum: yes })).toBeNull();
    for (const no of ['0', '', 'yes', 0, false]) {
      expect(errorOf({ ...lower, confirmNoChecksum: no })).toBe('WALLET_ADDRESS_NO_CHECKSUM');
    }
    // The confirmation never lets a wrong checksum or the zero address through.
    expect(errorOf({ ...lower, address: MIXED.replace('aA', 'Aa'), confirmNoChecksum: '1' })).toBe(
      'WALLET_ADDRESS_CHECKSUM_WRONG',
    );
    expect(errorOf({ ...lower, address: `0x${'0'.repeat(40)}`, confirmNoChecksum: '1' })).toBe(
      'WALLET_ADDRESS_ZERO',
    );
  });

  it('checks the address under its original name, channel_address, the same way', () => {
    expect(errorOf({ blockchain_name: 'ERC20', channel_address: MIXED })).toBeNull();
    expect(errorOf({ blockchain_name: 'ERC20', channel_address: MIXED.toLowerCase() })).toBe(
      'WALLET_ADDRESS_NO_CHECKSUM',
    );
    expect(errorOf({ blockchain_name: 'ERC20', address: MIXED, channel_address: MIXED })).toBeNull();
    expect(errorOf({ blockchain_name: 'ERC20', address: MIXED, channel_address: EIP55_VECTORS[5] })).toBe(
      'channel_address',
    );
  });

  it('leaves other networks’ addresses to the server', () => {
    expect(errorOf({ blockchain_name: 'TRC20', address: `0x${'0'.repeat(40)}` })).toBeNull();
    expect(errorOf({ coin: 'BTC', blockchain_name: 'ERC20', address: `0x${'0'.repeat(40)}` })).toBeNull();
  });
});
