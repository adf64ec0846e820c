import { LocalUserVo, LoginVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSeller, createUser } from '../../../test/factories.js';

let t: TestApp;
const issuedTokens: string[] = [];

async function loginAs(username: string, password: string) {
  const res = await t.action('/api/user!newlogin.action', { username, password });
  if (res.code === '0') issuedTokens.push(LoginVo.parse(res.data).token);
  return res;
}

beforeAll(async () => {
  t = await buildTestApp();
});

describe('authentication failures', () => {
  it('localuser!get without a token → code "403" not logged in', async () => {
    const res = await t.action('/api/localuser!get.action');
    expect(res).toMatchObject({ code: '403', key: 'AUTH_NOT_LOGGED_IN', data: null });
  });

  it.each([['deadbeef'], ['0123456789abcdef0123456789abcdef'], ["' or 1=1 --"]])(
    'an unknown or malformed token %s → code "403"',
    async (token) => {
      const res = await t.action('/api/localuser!get.action', { token });
      expect(res).toMatchObject({ code: '403', key: 'AUTH_SESSION_EXPIRED' });
      const bearer = await t.action(
        '/api/localuser!get.action',
        {},
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(bearer.code).toBe('403');
    },
  );

  it('an expired token → code "403"', async () => {
    const user = await createUser(t.db);
    const login = await loginAs(user.username, user.password);
    const { token } = LoginVo.parse(login.data);
    t.clock.advance(t.config.sessionTtlHours * 3600_000 + 1000);
    try {
      expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    } finally {
      t.clock.advance(-(t.config.sessionTtlHours * 3600_000 + 1000));
    }
  });

  it('a disabled account loses its session', async () => {
    const user = await createUser(t.db);
    const { token } = LoginVo.parse((await loginAs(user.username, user.password)).data);
    const { users } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, user.id));
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    expect(await loginAs(user.username, user.password)).toMatchObject({
      code: '403',
      key: 'AUTH_ACCOUNT_DISABLED',
    });
  });
});

describe('login, session and logout', () => {
  it('logs in by user name, e-mail or phone (spaces stripped), each time with a new token', async () => {
    const user = await createUser(t.db, { email: 'Buyer.One@example.com', phone: '+8613800000001' });
    const byName = LoginVo.parse((await loginAs(user.username.toUpperCase(), user.password)).data);
    const byMail = LoginVo.parse((await loginAs('buyer.one@example.com', user.password)).data);
    const byPhone = LoginVo.parse((await loginAs('+86 138 0000 0001', user.password)).data);
    expect(byName).toMatchObject({ username: user.username, usercode: user.usercode });
    expect(byName.token).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([byName.token, byMail.token, byPhone.token]).size).toBe(3);
  });

  it('user!login is an alias of user!newlogin', async () => {
    const user = await createUser(t.db);
    const res = await t.action('/api/user!login.action', {
      username: user.username,
      password: user.password,
    });
    expect(res.code).toBe('0');
    issuedTokens.push(LoginVo.parse(res.data).token);
  });

  it('localuser!get returns the contract fields, by token parameter or Bearer header, never cached', async () => {
    const user = await createUser(t.db, { email: 'me@example.com' });
    await createSeller(t.db, { userId: user.id });
    const { token } = LoginVo.parse((await loginAs(user.username, user.password)).data);
    const res = await t.action('/api/localuser!get.action', { token });
    const me = LocalUserVo.parse(res.data);
    expect(me).toMatchObject({
      username: user.username,
      usercode: user.usercode,
      email: 'me@example.com',
      avatar: '1',
      safeword: 0,
    });
    expect(me.sellerId).not.toBeNull();
    expect(res.headers['cache-control']).toBe('no-store');
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/localuser!get.action',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaHeader.json().code).toBe('0');
  });

  it('an unknown user and a wrong password get the same answer', async () => {
    const user = await createUser(t.db);
    const unknown = await loginAs('nobody-here', 'Whatever1');
    const wrong = await loginAs(user.username, 'Wrong12345');
    expect(unknown).toMatchObject({ code: '1', key: 'AUTH_LOGIN_FAILED' });
    expect(wrong.key).toBe(unknown.key);
    expect(wrong.msg).toBe(unknown.msg);
  });

  it('three wrong passwords in a row lock the account for 3 minutes', async () => {
    const user = await createUser(t.db);
    await loginAs(user.username, 'Wrong1');
    await loginAs(user.username, 'Wrong2');
    const third = await loginAs(user.username, 'Wrong3');
    expect(third).toMatchObject({ code: '1', key: 'AUTH_ACCOUNT_LOCKED', params: { minutes: 3 } });
    expect(third.msg).toBe('Invalid input occurred three times in a row. Please try again in 3 minutes.');
    expect((await loginAs(user.username, user.password)).key).toBe('AUTH_ACCOUNT_LOCKED');
    t.clock.advance(3 * 60_000 + 1);
    expect((await loginAs(user.username, user.password)).code).toBe('0');
  });

  it('a success resets the count of wrong passwords', async () => {
    const user = await createUser(t.db);
    await loginAs(user.username, 'Wrong1');
    await loginAs(user.username, 'Wrong2');
    expect((await loginAs(user.username, user.password)).code).toBe('0');
    expect((await loginAs(user.username, 'Wrong3')).key).toBe('AUTH_LOGIN_FAILED');
  });

  it('refuses missing and oversized parameters', async () => {
    expect(await t.action('/api/user!newlogin.action', { username: 'someone' })).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'password' },
    });
    expect(
      await t.action('/api/user!newlogin.action', { username: 'a'.repeat(65), password: 'x' }),
    ).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_TOO_LONG',
      params: { field: 'username', max: 64 },
    });
  });

  it('logout ends the session; a second logout still succeeds', async () => {
    const user = await createUser(t.db);
    const { token } = LoginVo.parse((await loginAs(user.username, user.password)).data);
    expect((await t.action('/api/user!logout.action', { token })).code).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    expect((await t.action('/api/user!logout.action', { token })).code).toBe('0');
  });

  it('no token or password ever reaches the logs', async () => {
    expect(issuedTokens.length).toBeGreaterThan(3);
    const all = t.logs.join('\n');
    // Requests are logged by their parameters' names (lib/redact.ts logUrl).
    expect(all).toMatch(/user!newlogin\.action\?[^"]*\bpassword\b/);
    for (const token of issuedTokens) expect(all).not.toContain(token);
    expect(all).not.toContain('Secret123');
  });
});
