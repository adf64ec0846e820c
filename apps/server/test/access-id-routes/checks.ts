// The access-control matrix's id parameters (access-matrix.test.ts): whether a route's id names an
// object its caller must own (and the check that another caller is refused it, nothing changed) or
// why anyone may name it. Here: the checks and the reasons; the routes in buyers.ts and shops.ts.
import { expect } from 'vitest';
import type { Envelope, TestApp } from '../build-test-app.js';
import { databaseDigest, type AccessWorld } from '../access-fixtures.js';

const SESSION_KEYS = new Set(['AUTH_NOT_LOGGED_IN', 'AUTH_SESSION_EXPIRED']);
export const NIL = '00000000-0000-4000-8000-000000000000';

/** The envelope a refusal with `key` answers: code "403" for session problems, else "1". */
export function refusal(key: string) {
  return { code: SESSION_KEYS.has(key) ? '403' : '1', key };
}

/** Calls and expects the refusal `key`, with every table as it was. */
export async function refused(t: TestApp, call: () => Promise<Envelope>, key: string): Promise<void> {
  const before = await databaseDigest(t);
  const res = await call();
  expect({ code: res.code, key: res.key }, res.msg).toEqual(refusal(key));
  expect(res.data ?? null).toBeNull();
  expect(await databaseDigest(t)).toBe(before);
}

/** Calls and expects an answer that shows none of buyer A's chat, with every table as it was. */
export async function showsNothingOfA(t: TestApp, call: () => Promise<Envelope>): Promise<void> {
  const before = await databaseDigest(t);
  const res = await call();
  expect(res.code, res.msg).toBe('0');
  expect(JSON.stringify(res.data)).not.toContain('Buyer A’s');
  expect(await databaseDigest(t)).toBe(before);
}

export const as = (token: string, params: Record<string, string | number> = {}) => ({ token, ...params });

// ---------------------------------------------------------------- why an id may be anyone's

export const OWNED = 'owned';
export const LISTING = 'a listing on sale: its public goods page shows it';
export const SKU = 'an option of a listing on sale, on its public goods page';
export const SHOP = 'a shop: its public shop page shows it';
export const GOOD = 'a good of the product library, which every shop may list';
export const CATEGORY = 'a category of the public catalogue';
export const REGION = 'a country, state or city of the public region lists';
export const CURSOR_ONLY = 'a paging cursor inside the caller’s own conversation';
export const COUPON =
  'a campaign coupon: the coupon centre lists it; using one needs a claim of one’s own (COUPON_NOT_HELD)';
export const CONSOLE =
  'the console: every operator of the named roles acts on anyone’s object; the role sweep refuses the others before the id is read';

export interface IdRoute {
  /** Each id parameter: OWNED, or why anyone may name it. */
  ids: Record<string, string>;
  /** For OWNED ids: B, or a stranger, names A's object — refused, nothing changed. */
  check?: () => Promise<void>;
}

/**
 * An order's read routes: refused to a visitor, to another buyer, to another shop, and to every
 * operator (they read orders through the console's endpoints, masked by role: issue 50).
 */
export async function strangersToOrder(t: TestApp, w: () => AccessWorld, path: string): Promise<void> {
  const orderId = w().orders.paid;
  await refused(t, () => t.action(path, { orderId }), 'AUTH_NOT_LOGGED_IN');
  await refused(t, () => t.action(path, as(w().buyerB.token, { orderId })), 'COMMON_NOT_FOUND');
  await refused(t, () => t.action(path, as(w().shopB.token, { orderId })), 'COMMON_NOT_FOUND');
  for (const token of Object.values(w().operators)) {
    await refused(t, () => t.action(path, as(token, { orderId })), 'AUTH_SESSION_EXPIRED');
  }
}
