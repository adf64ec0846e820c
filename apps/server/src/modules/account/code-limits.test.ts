// Issue 50: the e-mailed codes are limited per account, not only per client address and per name
// as typed — a reset code per the address it goes to (however the account is named), a binding
// code per logged-in account (to whatever addresses). A refusal is HTTP 429 COMMON_RATE_LIMITED
// and changes nothing; the limits start again with the next hour of the injected clock.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser, createUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 10_000 });
});

/** Every request from an address of its own: the per-address limits never bite. */
let address = 0;
const fromNewAddress = () => ({ remoteAddress: `10.50.${Math.floor(++address / 250)}.${address % 250}` });

const codesFor = async (purpose: 'reset_password' | 'bind_email', email: string) =>
  (
    await t.db
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email)))
  ).length;

const mailsTo = async (email: string) =>
  (await t.app.deps.outbox!.list(0, 1000)).messages.filter((m) => m.to === email).length;

describe('password-reset codes (jscode!execute)', () => {
  it('sends one account 5 an hour however it is named; another account is not affected', async () => {
    const email = `limited.reset.${Date.now()}@example.com`;
    const user = await createUser(t.db, { email });
    const ask = (target: string) => t.action('/api/jscode!execute.action', { target }, fromNewAddress());
    // By user name and by e-mail in turn (each name stays under its own limit of 5), a minute apart.
    const names = [user.username, email, user.username, email, user.username];
    for (const name of names) {
      expect((await ask(name)).code).toBe('0');
      t.clock.advance(61_000);
    }
    const refused = await ask(email);
    expect(refused).toMatchObject({ status: 429, code: '1', key: 'COMMON_RATE_LIMITED', data: null });
    expect(refused.msg).not.toBe('');
    expect(await codesFor('reset_password', email)).toBe(5);
    expect(await mailsTo(email)).toBe(5);

    const other = await createUser(t.db, { email: `other.reset.${Date.now()}@example.com` });
    expect((await ask(other.username)).code).toBe('0');

    // The next hour.
    t.clock.advance(3600_000);
    expect((await ask(user.username)).code).toBe('0');
    expect(await codesFor('reset_password', email)).toBe(6);
  });
});

describe('binding codes (localuser!beforeBind)', () => {
  it('sends one account 10 an hour to whatever addresses; a refusal changes nothing', async () => {
    const { user, token } = await createLoggedInUser(t, { email: null });
    const ask = (email: string, password = user.password) =>
      t.action('/api/localuser!beforeBind.action', { token, email, password }, fromNewAddress());
    const victims = Array.from({ length: 11 }, (_, i) => `victim${i}x${Date.now()}@example.com`);
    for (const victim of victims.slice(0, 10)) expect((await ask(victim)).key).toBeUndefined();

    const last = victims[10]!;
    expect(await ask(last)).toMatchObject({ status: 429, key: 'COMMON_RATE_LIMITED' });
    // Refused before the password is looked at: a wrong one is not counted against the login either.
    expect(await ask(last, 'Wrong1234')).toMatchObject({ status: 429, key: 'COMMON_RATE_LIMITED' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.failedLogins).toBe(0);
    expect(await codesFor('bind_email', last)).toBe(0);
    expect(await mailsTo(last)).toBe(0);

    const other = await createLoggedInUser(t, { email: null });
    const sent = await t.action(
      '/api/localuser!beforeBind.action',
      { token: other.token, email: last, password: other.user.password },
      fromNewAddress(),
    );
    expect(sent.code).toBe('0');

    t.clock.advance(3600_000);
    expect((await ask(`later${Date.now()}@example.com`)).code).toBe('0');
  });
});
