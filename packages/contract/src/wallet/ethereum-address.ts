import { keccak_256 } from '@noble/hashes/sha3.js';

// An Ethereum address (ERC20 withdrawals of USDT and ETH), checked the same way by the bind form
// and the server: a mistyped character in an address that carries its EIP-55 checksum is caught
// before money goes where nobody can spend it.

/**
 * What is wrong with an Ethereum address: not 0x and 40 hex digits (`form`); the zero address,
 * which nobody holds (`zero`); letters in mixed case that are not its EIP-55 checksum
 * (`checksum`: a character is wrong); all lower or all upper case other than its checksum form,
 * so it carries no checksum and a typo cannot be told (`noChecksum`: taken only once the user
 * confirms). Null when it is its own EIP-55 form (an address without letters is, too).
 */
export type EthereumAddressProblem = 'form' | 'zero' | 'checksum' | 'noChecksum';

const FORM = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 form of 40 hex digits: each letter upper case where keccak-256 of the lower-case hex has a nibble of 8 or more. */
function checksummed(hex: string): string {
  const lower = hex.toLowerCase();
  // Hex digits are ASCII: one byte each.
  const hash = keccak_256(Uint8Array.from(lower, (char) => char.charCodeAt(0)));
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const char = lower.charAt(i);
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** What is wrong with `address` as an Ethereum address (see EthereumAddressProblem), or null. */
export function ethereumAddressProblem(address: string): EthereumAddressProblem | null {
  if (!FORM.test(address)) return 'form';
  const hex = address.slice(2);
  if (/^0+$/.test(hex)) return 'zero';
  if (hex === checksummed(hex)) return null;
  return hex === hex.toLowerCase() || hex === hex.toUpperCase() ? 'noChecksum' : 'checksum';
}
