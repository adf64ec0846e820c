import { ethereumAddressProblem, withdrawAddressPattern, type WithdrawCoin } from '@caravan/contract';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

// A withdrawal address is checked beyond its form: a mistyped character fails the checksum that
// every one of these networks builds into its addresses, so money is not sent where no one can
// spend it. Audited libraries do the hashing and decoding (@noble/hashes, @scure/base).

const base58check = createBase58check(sha256);

/** The version byte and 20-byte payload of a base58check address, or null when it fails. */
function base58Payload(address: string): { version: number; hash: Uint8Array } | null {
  try {
    const bytes = base58check.decode(address);
    if (bytes.length !== 21) return null;
    return { version: bytes[0] ?? -1, hash: bytes.subarray(1) };
  } catch {
    return null;
  }
}

/** A bitcoin mainnet P2PKH (1…, version 0) or P2SH (3…, version 5) address. */
function isLegacyBitcoin(address: string): boolean {
  const payload = base58Payload(address);
  return payload !== null && (payload.version === 0 || payload.version === 5);
}

/**
 * A bitcoin mainnet segwit address (BIP 173 / BIP 350): witness version 0 in bech32 with a 20- or
 * 32-byte program; versions 1–16 in bech32m with a 2–40-byte program (taproot is version 1, 32).
 */
function isSegwitBitcoin(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  const decoded = (codec: typeof bech32) => {
    try {
      const { prefix, words } = codec.decode(lower as `${string}1${string}`, 90);
      return prefix === 'bc' && words.length > 0 ? words : null;
    } catch {
      return null;
    }
  };
  const v0 = decoded(bech32);
  if (v0) {
    if (v0[0] !== 0) return false;
    const program = bech32.fromWordsUnsafe(v0.slice(1));
    return program !== undefined && (program.length === 20 || program.length === 32);
  }
  const v1 = decoded(bech32m);
  if (!v1) return false;
  const version = v1[0] ?? -1;
  const program = bech32m.fromWordsUnsafe(v1.slice(1));
  return (
    version >= 1 && version <= 16 && program !== undefined && program.length >= 2 && program.length <= 40
  );
}

/**
 * An Ethereum address (the contract's rule, shared with the bind form): 0x and 40 hex digits, not
 * the zero address, and when its letters are in mixed case they carry the EIP-55 checksum. One
 * without a checksum (all lower or all upper case) passes here: the params' rule
 * (BindWithdrawAddressParams) takes it only with the user's confirmation.
 */
export function isEthereumAddress(address: string): boolean {
  const problem = ethereumAddressProblem(address);
  return problem === null || problem === 'noChecksum';
}

/** A bitcoin mainnet address: legacy base58check (1…, 3…) or segwit bech32/bech32m (bc1…). */
export function isBitcoinAddress(address: string): boolean {
  return /^bc1/i.test(address) ? isSegwitBitcoin(address) : isLegacyBitcoin(address);
}

/** A TRON address: base58check with version byte 0x41 (T…). */
export function isTronAddress(address: string): boolean {
  return base58Payload(address)?.version === 0x41;
}

const CHECKS: Record<string, (address: string) => boolean> = {
  TRC20: isTronAddress,
  ERC20: isEthereumAddress,
  BTC: isBitcoinAddress,
};

/** Whether `address` is a valid address of `network` for `coin`: its form and its checksum. */
export function isValidWithdrawAddress(coin: WithdrawCoin, network: string, address: string): boolean {
  const pattern = withdrawAddressPattern(coin, network);
  const check = CHECKS[network];
  return pattern !== undefined && check !== undefined && pattern.test(address) && check(address);
}
