import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export function newId(): string {
  return randomUUID();
}

/** A 128-bit random session token as 32 hex characters (contract §2.2 token format). */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** Tokens are stored only as SHA-256 hashes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A user's public code (UID): 7 digits, not starting with 0. */
export function newUsercode(): string {
  return String(randomInt(1_000_000, 10_000_000));
}

/**
 * A business record's order number: a letter for its kind, the UTC date and 10 random digits,
 * e.g. R202603014831920571 (a deposit on 2026-03-01).
 */
export function newOrderNo(prefix: string, now: Date): string {
  const digits = String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  return `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${digits}`;
}
