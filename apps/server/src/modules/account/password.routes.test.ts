import { LoginVo, OutboxMessageVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resetPassword } from '../../../test/account-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createUser } from '../../../test/factories.js';
import { codeIn, startTestSmtpServer, type ReceivedMail } from '../../../test/smtp.js';

let t: TestApp;
let inbox: ReceivedMail[];

async function loginToken(app: TestApp, username: string, password: string): Promise<string> {
  return LoginVo.parse((await app.action('/api/user!newlogin.action', { username, password })).data).token;
}

beforeAll(async () => {
  const smtp = await startTestSmtpServer();
  inbox = smtp.inbox;
  t = await buildTestApp({ smtpUrl: smtp.url });
});

describe('user!updateOldAndNewPsw', () => {
  it('needs a session', async () => {
    expect((await t.action('/api/user!updateOldAndNewPsw.action', {})).code).toBe('403');
  });

  it.each([
    [
      { old_password: 'Secret123', password: 'New12345', comfirm_password: 'New12346' },
      'AUTH_PASSWORDS_DIFFERENT',
    ],
    [{ old_password: 'Secret123', password: 'new', comfirm_password: 'new' }, 'AUTH_PASSWORD_INVALID'],
    [
      { old_password: 'Wrong1234', password: 'New12345', comfirm_password: 'New12345' },
      'AUTH_OLD_PASSWORD_WRONG',
    ],
    [{ old_password: 'Secret123', password: 'New12345' }, 'COMMON_PARAM_MISSING'],
    [{ old_password: '', password: 'New12345', comfirm_password: 'New12345' }, 'COMMON_PARAM_MISSING'],
  ])('%o → %s, password unchanged', async (params, key) => {
    const user = await createUser(t.db);
    const token = await loginToken(t, user.username, user.password);
    expect(await t.action('/api/user!updateOldAndNewPsw.action', { token, ...params })).toMatchObject({
      code: '1',
      key,
    });
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('0');
  });

  it('changes the password and ends every session, this one included', async () => {
    const user = await createUser(t.db);
    const token = await loginToken(t, user.username, user.password);
    const other = await loginToken(t, user.username, user.password);
    const res = await t.action('/api/user!updateOldAndNewPsw.action', {
      token,
      old_password: user.password,
      password: 'Fresh2026',
      comfirm_password: 'Fresh2026',
    });
    expect(res.code).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    expect((await t.action('/api/localuser!get.action', { token: other })).code).toBe('403');
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: user.password })).key,
    ).toBe('AUTH_LOGIN_FAILED');
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: 'Fresh2026' })).code,
    ).toBe('0');
  });
});

describe('forgot password over SMTP', () => {
  it('e-mails a 6-digit code; the code resets the password and ends every session', async () => {
    const user = await createUser(t.db, { email: 'forgetful1@example.com' });
    const token = await loginToken(t, user.username, user.password);
    expect(
      (await t.action('/api/jscode!execute.action', { target: 'Forgetful1@example.com', lang: 'en' })).code,
    ).toBe('0');
    const mail = inbox.find((m) => m.to.includes('forgetful1@example.com'));
    expect(mail?.raw).toContain('Your Caravan password reset code');
    const code = codeIn(mail);
    const reset = await resetPassword(t, 'forgetful1@example.com', code);
    expect(reset.code).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: 'Reset2026' })).code,
    ).toBe('0');
    // A code works once.
    const again = await resetPassword(t, 'forgetful1@example.com', code, 'Other2026');
    expect(again.key).toBe('AUTH_CODE_WRONG');
  });

  it('writes the mail in the request language', async () => {
    await createUser(t.db, { email: 'germanbuyer@example.com' });
    await t.action('/api/jscode!execute.action', { target: 'germanbuyer@example.com', lang: 'de' });
    const mail = inbox.find((m) => m.to.includes('germanbuyer@example.com'));
    expect(mail?.raw).toMatch(/Caravan/);
    expect(mail?.raw).not.toContain('Your Caravan password reset code');
  });

  it('refuses a second code within a minute, with the seconds to wait', async () => {
    await createUser(t.db, { email: 'impatient1@example.com' });
    expect((await t.action('/api/jscode!execute.action', { target: 'impatient1@example.com' })).code).toBe(
      '0',
    );
    t.clock.advance(20_000);
    const again = await t.action('/api/jscode!execute.action', { target: 'impatient1@example.com' });
    expect(again).toMatchObject({ code: '1', key: 'AUTH_CODE_TOO_FREQUENT', params: { seconds: 40 } });
    t.clock.advance(41_000);
    expect((await t.action('/api/jscode!execute.action', { target: 'impatient1@example.com' })).code).toBe(
      '0',
    );
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const before = inbox.length;
    expect((await t.action('/api/jscode!execute.action', { target: 'nobody-here@example.com' })).code).toBe(
      '0',
    );
    expect(inbox.length).toBe(before);
  });

  it('voids a code after five wrong guesses, and refuses an expired one', async () => {
    await createUser(t.db, { email: 'guesser01@example.com' });
    await t.action('/api/jscode!execute.action', { target: 'guesser01@example.com' });
    const code = codeIn(inbox.find((m) => m.to.includes('guesser01@example.com')));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await resetPassword(t, 'guesser01@example.com', wrong);
      expect(res.key).toBe('AUTH_CODE_WRONG');
    }
    const right = await resetPassword(t, 'guesser01@example.com', code);
    expect(right.key).toBe('AUTH_CODE_WRONG');

    await createUser(t.db, { email: 'slowreader@example.com' });
    await t.action('/api/jscode!execute.action', { target: 'slowreader@example.com' });
    const late = codeIn(inbox.find((m) => m.to.includes('slowreader@example.com')));
    t.clock.advance(11 * 60_000);
    const expired = await resetPassword(t, 'slowreader@example.com', late);
    expect(expired.key).toBe('AUTH_CODE_WRONG');
  });

  it('checks the new password before the code', async () => {
    const res = await resetPassword(t, 'someone@example.com', '123456', 'short');
    expect(res.key).toBe('AUTH_PASSWORD_INVALID');
  });
});

describe('the e-mail outbox without SMTP', () => {
  it('writes mail to DATA_DIR/outbox; a reset code is shown to super admins only (issue 14)', async () => {
    const local = await buildTestApp();
    await createUser(local.db, { email: 'outboxuser@example.com' });
    expect(
      (await local.action('/api/jscode!execute.action', { target: 'outboxuser@example.com' })).code,
    ).toBe('0');
    const outboxAs = async (role: 'customer_service' | 'super_admin') => {
      const { token: opToken } = await createLoggedInOperator(local, role);
      const list = await local.action('/admin/outbox!list.action', { token: opToken });
      return z.object({ pageList: z.array(OutboxMessageVo) }).parse(list.data).pageList[0];
    };
    const masked = await outboxAs('customer_service');
    expect(masked).toMatchObject({
      to: 'outboxuser@example.com',
      subject: 'Your Caravan password reset code',
    });
    expect(masked?.text).not.toMatch(/\d{6}/);
    expect(masked?.text).toContain('••••••');
    expect(masked).not.toHaveProperty('secrets');

    const whole = await outboxAs('super_admin');
    const code = /\b(\d{6})\b/.exec(whole?.text ?? '')?.[1];
    expect(code).toBeDefined();
    // The code the super admin sees is the real one: it resets the password.
    const reset = await resetPassword(local, 'outboxuser@example.com', code ?? '', 'Renewed123');
    expect(reset.code, reset.msg).toBe('0');
  });
});
