import { describe, expect, it } from 'vitest';
import {
  isBitcoinAddress,
  isEthereumAddress,
  isTronAddress,
  isValidWithdrawAddress,
} from './address-checksums.js';

/** The address with the character at `index` replaced by `char`. */
const withChar = (address: string, index: number, char: string) =>
  `${address.slice(0, index)}${char}${address.slice(index + 1)}`;

/** The address with the case of its first letter after `from` flipped. */
function flipFirstLetter(address: string, from = 2): string {
  const i = [...address].findIndex((c, k) => k >= from && /[a-f]/i.test(c));
  const c = address.charAt(i);
  return withChar(address, i, c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
}

describe('bitcoin addresses', () => {
  // BIP 13/173/350 and well-known mainnet addresses.
  it.each([
    ['P2PKH', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['P2PKH (genesis)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['P2WPKH bech32', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['P2WPKH bech32, upper case', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['P2WSH bech32', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
    ['P2TR bech32m', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  ])('accepts a valid %s address', (_, address) => {
    expect(isBitcoinAddress(address)).toBe(true);
    expect(isValidWithdrawAddress('BTC', 'BTC', address)).toBe(true);
  });

  it.each([
    ['a mistyped P2PKH (checksum)', withChar('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 5, 'T')],
    ['a mistyped P2SH (checksum)', withChar('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 33, 'z')],
    ['a mistyped bech32 (checksum)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['a mistyped bech32m (checksum)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj1'],
    ['mixed case bech32', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8F3t4'],
    // BIP 350: witness v1+ must use bech32m and v0 bech32; each one with the other's checksum.
    ['v1 with a bech32 checksum', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
    ['v0 with a bech32m checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    ['a testnet bech32', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['a testnet P2PKH', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['a Litecoin address', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
    ['a TRON address', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
    ['an Ethereum address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['nothing', ''],
  ])('refuses %s', (_, address) => {
    expect(isBitcoinAddress(address)).toBe(false);
    expect(isValidWithdrawAddress('BTC', 'BTC', address)).toBe(false);
  });
});

describe('ethereum addresses (EIP-55)', () => {
  // EIP-55's own examples: checksummed with keccak-256 (SHA3-256 would give other cases).
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
  ];

  it.each(checksummed)('accepts %s', (address) => {
    expect(isEthereumAddress(address)).toBe(true);
    expect(isValidWithdrawAddress('ETH', 'ERC20', address)).toBe(true);
    expect(isValidWithdrawAddress('USDT', 'ERC20', address)).toBe(true);
  });

  it('passes an address without a checksum (all lower or all upper case): the params’ rule asks the user', () => {
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
  });

  it('refuses the zero address', () => {
    expect(isEthereumAddress(`0x${'0'.repeat(40)}`)).toBe(false);
    expect(isValidWithdrawAddress('USDT', 'ERC20', `0x${'0'.repeat(40)}`)).toBe(false);
  });

  it.each(checksummed.filter((a) => /[a-f]/.test(a.slice(2)) && /[A-F]/.test(a.slice(2))))(
    'refuses %s with one letter in the wrong case',
    (address) => {
      expect(isEthereumAddress(flipFirstLetter(address))).toBe(false);
      expect(isValidWithdrawAddress('ETH', 'ERC20', flipFirstLetter(address))).toBe(false);
    },
  );

  it.each([
    ['39 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['41 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a letter past f', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
    ['a bitcoin address', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
  ])('refuses %s', (_, address) => {
    expect(isEthereumAddress(address)).toBe(false);
  });
});

describe('tron addresses', () => {
  it('accepts a valid address and refuses one mistyped character', () => {
    expect(isTronAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(true);
    expect(isValidWithdrawAddress('USDT', 'TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(true);
    expect(isTronAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv9')).toBe(false);
    // A valid bitcoin base58check address is not a TRON one (version byte).
    expect(isTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });
});

describe('networks of a coin', () => {
  it('checks an address only on a network its coin is withdrawn on', () => {
    const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(isValidWithdrawAddress('ETH', 'TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(false);
    expect(isValidWithdrawAddress('BTC', 'ERC20', eth)).toBe(false);
    expect(isValidWithdrawAddress('USDT', 'BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });
});
