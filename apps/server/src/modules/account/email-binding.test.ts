// Password recovery for every account (issue 15): a user-name or phone account binds and verifies
// an e-mail address in its settings, and then recovers its password through it.
import { LocalUserVo, LoginVo, VerifTargetVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { resetPassword } from '../../../test/account-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { codeIn, startTestSmtpServer, type ReceivedMail } from '../../../test/smtp.js';

let t: TestApp;
let inbox: ReceivedMail[];

beforeAll(async () => {
  const smtp = await startTestSmtpServer();
  inbox = smtp.inbox;
  t = await buildTestApp({ smtpUrl: smtp.url });
});

async function login(username: string, password: string): Promise<string> {
  const res = await t.action('/api/user!newlogin.action', { username, password });
  expect(res.code, res.msg).toBe('0');
  return LoginVo.parse(res.data).token;
}

const mailTo = (address: string) => inbox.filter((m) => m.to.includes(address)).at(-1);

async function localUser(token: string) {
  return LocalUserVo.parse((await t.action('/api/localuser!get.action', { token })).data);
}

/** A user-name account (no e-mail, no phone), logged in. */
async function usernameAccount() {
  const user = await createUser(t.db, { email: null });
  return { user, token: await login(user.username, user.password) };
}

async function bind(token: string, email: string, password: string) {
  const sent = await t.action('/api/localuser!beforeBind.action', { token, email, password });
  expect(sent.code, sent.msg).toBe('0');
  return t.action('/api/localuser!save_email.action', {
    token,
    email,
    verifcode: codeIn(mailTo(email.toLowerCase())),
  });
}

describe('binding an e-mail address', () => {
  it('needs a session for each step', async () => {
    for (const action of ['user!getVerifTarget', 'localuser!beforeBind', 'localuser!save_email']) {
      expect((await t.action(`/api/${action}.action`, { email: 'x@example.com' })).code, action).toBe('403');
    }
  });

  it('binds a verified address to a user-name account, which then recovers its password by user name', async () => {
    const { user, token } = await usernameAccount();
    expect(VerifTargetVo.parse((await t.action('/api/user!getVerifTarget.action', { token })).data)).toEqual({
      target: '',
      type: 0,
      verified: false,
    });
    // Before binding, "forgot password" for this account sends nothing anywhere.
    const before = inbox.length;
    expect((await t.action('/api/jscode!execute.action', { target: user.username })).code).toBe('0');
    expect(inbox.length).toBe(before);

    const bound = await bind(token, 'BoundBuyer1@Example.com', user.password);
    expect(bound).toMatchObject({ code: '0', data: { email: 'boundbuyer1@example.com' } });
    expect(mailTo('boundbuyer1@example.com')?.raw).toContain('Your code to confirm your e-mail address');
    expect(await localUser(token)).toMatchObject({ email: 'boundbuyer1@example.com', emailverif: true });
    expect(VerifTargetVo.parse((await t.action('/api/user!getVerifTarget.action', { token })).data)).toEqual({
      target: 'boundbuyer1@example.com',
      type: 2,
      verified: true,
    });

    // Forgot password, by user name: the code goes to the bound address and resets the password.
    t.clock.advance(61_000);
    expect((await t.action('/api/jscode!execute.action', { target: user.username })).code).toBe('0');
    const code = codeIn(mailTo('boundbuyer1@example.com'));
    const reset = await resetPassword(t, user.username, code, 'Found2026');
    expect(reset.code, reset.msg).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    await login(user.username, 'Found2026');
  });

  it('verifies the address an e-mail account registered with', async () => {
    const user = await createUser(t.db, { email: 'registered7@example.com' });
    const token = await login(user.username, user.password);
    expect((await localUser(token)).emailverif).toBe(false);
    expect((await bind(token, 'registered7@example.com', user.password)).code).toBe('0');
    expect((await localUser(token)).emailverif).toBe(true);
    // Once verified, asking again is refused clearly.
    t.clock.advance(61_000);
    const again = await t.action('/api/localuser!beforeBind.action', {
      token,
      email: 'registered7@example.com',
      password: user.password,
    });
    expect(again.key).toBe('AUTH_EMAIL_UNCHANGED');
  });

  it('tells the address it replaces, and lets only the new one recover the account', async () => {
    const user = await createUser(t.db, { email: 'oldaddress@example.com' });
    const token = await login(user.username, user.password);
    expect((await bind(token, 'newaddress@example.com', user.password)).code).toBe('0');
    expect(mailTo('oldaddress@example.com')?.raw).toContain('newaddress@example.com');
    t.clock.advance(61_000);
    const before = inbox.length;
    await t.action('/api/jscode!execute.action', { target: 'oldaddress@example.com' });
    expect(inbox.length).toBe(before);
  });

  it('asks for the login password first, counting wrong ones toward the login lockout', async () => {
    const { user, token } = await usernameAccount();
    const send = (password: string) =>
      t.action('/api/localuser!beforeBind.action', { token, email: 'guarded01@example.com', password });
    expect((await send('Wrong1234')).key).toBe('AUTH_PASSWORD_WRONG');
    expect((await send('Wrong1234')).key).toBe('AUTH_PASSWORD_WRONG');
    expect((await send('Wrong1234')).key).toBe('AUTH_ACCOUNT_LOCKED');
    expect((await send(user.password)).key).toBe('AUTH_ACCOUNT_LOCKED');
    expect(mailTo('guarded01@example.com')).toBeUndefined();
    t.clock.advance(3 * 60_000 + 1000);
    expect((await send(user.password)).code).toBe('0');
  });

  it('refuses an address another account uses, as its e-mail or its login name', async () => {
    await createUser(t.db, { email: 'takenone1@example.com' });
    await createUser(t.db, { username: 'takentwo2@example.com', email: null });
    const { user, token } = await usernameAccount();
    for (const email of ['TakenOne1@example.com', 'takentwo2@example.com']) {
      const res = await t.action('/api/localuser!beforeBind.action', {
        token,
        email,
        password: user.password,
      });
      expect(res.key, email).toBe('AUTH_EMAIL_TAKEN');
    }
  });

  it('refuses a bad address, a wrong code, and another user’s code, changing nothing', async () => {
    const { user, token } = await usernameAccount();
    for (const email of ['not-an-email', 'a@b', `${'x'.repeat(60)}@example.com`]) {
      const res = await t.action('/api/localuser!beforeBind.action', {
        token,
        email,
        password: user.password,
      });
      expect(res.key, email).toMatch(/^(AUTH_EMAIL_INVALID|COMMON_PARAM_INVALID|COMMON_PARAM_TOO_LONG)$/);
    }
    await t.action('/api/localuser!beforeBind.action', {
      token,
      email: 'mineonly1@example.com',
      password: user.password,
    });
    const code = codeIn(mailTo('mineonly1@example.com'));
    const wrong = await t.action('/api/localuser!save_email.action', {
      token,
      email: 'mineonly1@example.com',
      verifcode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.key).toBe('AUTH_CODE_WRONG');
    // Someone else, logged in, cannot use the code sent for this user.
    const other = await usernameAccount();
    const stolen = await t.action('/api/localuser!save_email.action', {
      token: other.token,
      email: 'mineonly1@example.com',
      verifcode: code,
    });
    expect(stolen.key).toBe('AUTH_CODE_WRONG');
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, other.user.id));
    expect(row?.email).toBeNull();
    // The owner still can.
    const saved = await t.action('/api/localuser!save_email.action', {
      token,
      email: 'mineonly1@example.com',
      verifcode: code,
    });
    expect(saved.code).toBe('0');
  });

  it('lets one of two accounts racing for one address have it', async () => {
    const a = await usernameAccount();
    const b = await usernameAccount();
    for (const who of [a, b]) {
      await t.action('/api/localuser!beforeBind.action', {
        token: who.token,
        email: 'contested@example.com',
        password: who.user.password,
      });
    }
    const codes = inbox.filter((m) => m.to.includes('contested@example.com')).map((m) => codeIn(m));
    expect(codes).toHaveLength(2);
    const results = await Promise.all(
      [a, b].map((who, i) =>
        t.action('/api/localuser!save_email.action', {
          token: who.token,
          email: 'contested@example.com',
          verifcode: codes[i]!,
        }),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual(['0', '1']);
    expect(results.find((r) => r.code === '1')?.key).toBe('AUTH_EMAIL_TAKEN');
  });
});
