import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOperator, createUser } from '../../../test/factories.js';

// Issue 14: ten wrong passwords at once against one account used to be evaluated all ten, each
// against the count read before it, and none locked the account. Counting and deciding is one
// atomic step now; this runs on PGlite and, in the server-postgres project, on PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const ENDPOINTS = {
  buyer: '/api/user!newlogin.action',
  operator: '/admin/auth!login.action',
} as const;

async function account(kind: keyof typeof ENDPOINTS) {
  return kind === 'buyer' ? createUser(t.db) : createOperator(t.db, 'customer_service');
}

function attempt(kind: keyof typeof ENDPOINTS, username: string, password: string) {
  return t.action(ENDPOINTS[kind], { username, password });
}

function tally(replies: { code: string; key?: string }[]) {
  const keys = replies.map((r) => (r.code === '0' ? 'ok' : (r.key ?? r.code)));
  return {
    ok: keys.filter((k) => k === 'ok').length,
    failed: keys.filter((k) => k === 'AUTH_LOGIN_FAILED').length,
    locked: keys.filter((k) => k === 'AUTH_ACCOUNT_LOCKED').length,
    other: keys.filter((k) => !['ok', 'AUTH_LOGIN_FAILED', 'AUTH_ACCOUNT_LOCKED'].includes(k)),
  };
}

describe.each(['buyer', 'operator'] as const)('parallel wrong passwords against one %s account', (kind) => {
  it('evaluate at most three per lock window, and lock the account', async () => {
    const target = await account(kind);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(kind, target.username, `Wrong${i}pass`)),
    );
    // Three attempts are counted and checked: two answer "wrong password", the third locks. The
    // other seven are refused without their password ever being checked.
    expect(tally(replies)).toEqual({ ok: 0, failed: 2, locked: 8, other: [] });

    // Locked: even the right password is refused, until the three minutes have passed.
    expect((await attempt(kind, target.username, target.password)).key).toBe('AUTH_ACCOUNT_LOCKED');
    t.clock.advance(2 * 60_000);
    expect((await attempt(kind, target.username, target.password)).key).toBe('AUTH_ACCOUNT_LOCKED');
    t.clock.advance(61_000);

    // A new window: another burst is held to three again.
    const second = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(kind, target.username, `Again${i}pass`)),
    );
    expect(tally(second)).toEqual({ ok: 0, failed: 2, locked: 8, other: [] });
    t.clock.advance(3 * 60_000 + 1000);
    expect((await attempt(kind, target.username, target.password)).code).toBe('0');
  });

  it('let the right password through among wrong ones sent with it, and leave the account open', async () => {
    const target = await account(kind);
    const replies = await Promise.all([
      attempt(kind, target.username, 'Wrong1pass'),
      attempt(kind, target.username, target.password),
      attempt(kind, target.username, 'Wrong2pass'),
    ]);
    expect(replies[1]?.code, replies[1]?.msg).toBe('0');
    expect(tally(replies).other).toEqual([]);
    expect((await attempt(kind, target.username, target.password)).code).toBe('0');
  });

  it('count wrong passwords in a row one at a time as before: the third locks', async () => {
    const target = await account(kind);
    expect((await attempt(kind, target.username, 'Wrong1pass')).key).toBe('AUTH_LOGIN_FAILED');
    expect((await attempt(kind, target.username, 'Wrong2pass')).key).toBe('AUTH_LOGIN_FAILED');
    // The right password starts the count again.
    expect((await attempt(kind, target.username, target.password)).code).toBe('0');
    expect((await attempt(kind, target.username, 'Wrong3pass')).key).toBe('AUTH_LOGIN_FAILED');
    expect((await attempt(kind, target.username, 'Wrong4pass')).key).toBe('AUTH_LOGIN_FAILED');
    expect((await attempt(kind, target.username, 'Wrong5pass')).key).toBe('AUTH_ACCOUNT_LOCKED');
    expect((await attempt(kind, target.username, target.password)).key).toBe('AUTH_ACCOUNT_LOCKED');
  });
});
