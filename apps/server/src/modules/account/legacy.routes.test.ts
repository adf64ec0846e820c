// The account actions only the existing clients call (issue 50, ADR 026), called as they call
// them: POST with the parameters in the query string and no body, or GET where the contract says
// GET. Each goes through the service of the action it stands for, under that action's rules and
// limits; what Caravan has no counterpart for is refused in the request's language.
import { LocalUserVo, LoginVo, ResetTargetVo, SafewordStatusVo, ShareVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { resetPassword } from '../../../test/account-fixtures.js';
import { buildTestApp, type Envelope, type TestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { codeIn, startTestSmtpServer, type ReceivedMail } from '../../../test/smtp.js';

let t: TestApp;
/** The same server with its limits on (the other has them off, as every test app does). */
let limited: TestApp;
let inbox: ReceivedMail[];

beforeAll(async () => {
  const smtp = await startTestSmtpServer();
  inbox = smtp.inbox;
  t = await buildTestApp({ smtpUrl: smtp.url, captchaBypass: true });
  limited = await buildTestApp({ smtpUrl: smtp.url, rateLimitPerMinute: 10_000 });
});

/** GET with the parameters in the query string, as the contract's GET actions are sent. */
const get = (path: string, params: Record<string, string> = {}, app = t): Promise<Envelope> =>
  app.action(path, params, { method: 'GET' });

async function login(username: string, password: string, app = t): Promise<string> {
  const res = await app.action('/api/user!newlogin.action', { username, password });
  expect(res.code, res.msg).toBe('0');
  return LoginVo.parse(res.data).token;
}

const mailsTo = (address: string) => inbox.filter((m) => m.to.includes(address));
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** An account with an e-mail, and the reset code jscode!execute mails it. */
async function resetCodeFor(email: string) {
  const user = await createUser(t.db, { email });
  expect((await t.action('/api/jscode!execute.action', { target: email })).code).toBe('0');
  return { user, code: codeIn(mailsTo(email).at(-1)) };
}

describe('user!resetpsw by GET, as old clients send it', () => {
  it('resets the password with the mailed code; the code works once', async () => {
    const { user, code } = await resetCodeFor('getreset01@example.com');
    const params = {
      target: 'getreset01@example.com',
      verifcode: code,
      password: 'ByGet2026',
      re_password: 'ByGet2026',
    };
    expect(await get('/api/user!resetpsw.action', params)).toMatchObject({ status: 200, code: '0' });
    expect(await login(user.username, 'ByGet2026')).toBeTruthy();
    expect((await get('/api/user!resetpsw.action', params)).key).toBe('AUTH_CODE_WRONG');
  });

  it('refuses a wrong code and a weak password by GET as by POST', async () => {
    const { code } = await resetCodeFor('getreset02@example.com');
    const base = { target: 'getreset02@example.com', password: 'ByGet2026', re_password: 'ByGet2026' };
    expect((await get('/api/user!resetpsw.action', { ...base, verifcode: wrongCode(code) })).key).toBe(
      'AUTH_CODE_WRONG',
    );
    expect(
      (
        await get('/api/user!resetpsw.action', {
          ...base,
          verifcode: code,
          password: 'weak',
          re_password: 'weak',
        })
      ).key,
    ).toBe('AUTH_PASSWORD_INVALID');
  });
});

describe('idcode!execute', () => {
  it('refuses a phone number in the request’s language, and sends nothing', async () => {
    await createUser(t.db, { phone: '+8613800138000', email: 'phoneowner1@example.com' });
    const before = inbox.length;
    for (const target of ['+8613800138000', '13800138000']) {
      const res = await t.action('/api/idcode!execute.action', { target, lang: 'de' });
      expect(res).toMatchObject({ code: '1', key: 'AUTH_SMS_NOT_SUPPORTED' });
      expect(res.msg).toContain('SMS');
      expect(res.msg).not.toContain('Codes cannot');
    }
    expect(inbox.length).toBe(before);
  });

  it('mails the reset code to an e-mail target, which resets the password', async () => {
    const user = await createUser(t.db, { email: 'idcodeuser1@example.com' });
    expect((await t.action('/api/idcode!execute.action', { target: 'idcodeuser1@example.com' })).code).toBe(
      '0',
    );
    const code = codeIn(mailsTo('idcodeuser1@example.com').at(-1));
    const reset = await resetPassword(t, user.username, code, 'IdCode2026');
    expect(reset.code, reset.msg).toBe('0');
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const before = inbox.length;
    expect((await t.action('/api/idcode!execute.action', { target: 'nobody-idcode@example.com' })).code).toBe(
      '0',
    );
    expect(inbox.length).toBe(before);
  });

  it('is the same code as jscode!execute’s: one a minute between them', async () => {
    await createUser(t.db, { email: 'bothsenders@example.com' });
    expect((await t.action('/api/jscode!execute.action', { target: 'bothsenders@example.com' })).code).toBe(
      '0',
    );
    expect(await t.action('/api/idcode!execute.action', { target: 'bothsenders@example.com' })).toMatchObject(
      {
        code: '1',
        key: 'AUTH_CODE_TOO_FREQUENT',
      },
    );
  });

  it('shares jscode!execute’s hourly limit on an address', async () => {
    const target = 'limitedsender@example.com';
    for (let i = 0; i < 5; i++) {
      const action = i % 2 ? '/api/idcode!execute.action' : '/api/jscode!execute.action';
      expect((await limited.action(action, { target })).code, `send ${i + 1}`).toBe('0');
      limited.clock.advance(61_000);
    }
    for (const action of ['/api/idcode!execute.action', '/api/jscode!execute.action']) {
      expect(await limited.action(action, { target })).toMatchObject({
        status: 429,
        key: 'COMMON_RATE_LIMITED',
      });
    }
  });

  it('needs a target', async () => {
    expect(await t.action('/api/idcode!execute.action')).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'target' },
    });
  });
});

describe('localuser!verify_code', () => {
  const verify = (target: string, verifcode: string) =>
    t.action('/api/localuser!verify_code.action', { target, verifcode });
  const reset = (target: string, verifcode: string) => resetPassword(t, target, verifcode, 'Checked26');

  it('needs a target and a code', async () => {
    expect((await t.action('/api/localuser!verify_code.action', { verifcode: '123456' })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
    expect(
      await t.action('/api/localuser!verify_code.action', { target: 'someone@example.com' }),
    ).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'verifcode' },
    });
  });

  it('tells the right code without using it: the reset still takes it', async () => {
    const { user, code } = await resetCodeFor('verifyfirst@example.com');
    expect((await verify('verifyfirst@example.com', code)).code).toBe('0');
    expect((await verify('verifyfirst@example.com', code)).code).toBe('0');
    expect((await reset('verifyfirst@example.com', code)).code).toBe('0');
    expect(await login(user.username, 'Checked26')).toBeTruthy();
    // Used up by the reset.
    expect((await verify('verifyfirst@example.com', code)).key).toBe('AUTH_CODE_WRONG');
  });

  it('counts wrong codes against the reset’s five guesses, not beside them', async () => {
    const { code } = await resetCodeFor('verifyguess@example.com');
    for (let i = 0; i < 3; i++) {
      expect((await verify('verifyguess@example.com', wrongCode(code))).key).toBe('AUTH_CODE_WRONG');
    }
    for (let i = 0; i < 2; i++) {
      expect((await reset('verifyguess@example.com', wrongCode(code))).key).toBe('AUTH_CODE_WRONG');
    }
    // Five wrong guesses in all: the right code no longer verifies nor resets.
    expect((await verify('verifyguess@example.com', code)).key).toBe('AUTH_CODE_WRONG');
    expect((await reset('verifyguess@example.com', code)).key).toBe('AUTH_CODE_WRONG');
  });

  it('gives a burst of guesses no more than five between them', async () => {
    const { code } = await resetCodeFor('verifyburst@example.com');
    const guesses = Array.from({ length: 13 }, (_, i) => String(100000 + i)).filter((g) => g !== code);
    const burst = await Promise.all(guesses.slice(0, 12).map((g) => verify('verifyburst@example.com', g)));
    expect(burst.map((r) => r.key)).toEqual(Array(12).fill('AUTH_CODE_WRONG'));
    expect((await verify('verifyburst@example.com', code)).key).toBe('AUTH_CODE_WRONG');
  });

  it('answers an unknown account as a wrong code', async () => {
    expect((await verify('nobody-verify@example.com', '123456')).key).toBe('AUTH_CODE_WRONG');
  });
});

describe('user!getUserNameVerifTarget', () => {
  it('answers from the name alone: the same whether the account exists or not', async () => {
    const user = await createUser(t.db, { email: 'targetowner1@example.com' });
    const ask = async (username: string) =>
      ResetTargetVo.parse((await get('/api/user!getUserNameVerifTarget.action', { username })).data);
    // A user name: where its code goes is not said (its e-mail would say the account exists).
    expect(await ask(user.username)).toEqual({ target: '', type: 2 });
    expect(await ask('nosuchuser99')).toEqual({ target: '', type: 2 });
    // An e-mail address: the address typed, masked, known or not.
    expect(await ask('TargetOwner1@example.com')).toEqual({ target: 't***1@example.com', type: 2 });
    expect(await ask('targetstranger@example.com')).toEqual({ target: 't***r@example.com', type: 2 });
  });

  it('is limited like the reset code’s sending', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await get('/api/user!getUserNameVerifTarget.action', { username: 'probedname1' }, limited)).code,
      ).toBe('0');
    }
    expect(
      await get('/api/user!getUserNameVerifTarget.action', { username: 'probedname1' }, limited),
    ).toMatchObject({
      status: 429,
      key: 'COMMON_RATE_LIMITED',
    });
  });
});

describe('user!checkAccount', () => {
  it('answers true for a free e-mail or phone; a taken one as registration does', async () => {
    await createUser(t.db, { email: 'takenbuyer1@example.com', phone: '+8613911112222' });
    expect(
      await t.action('/api/user!checkAccount.action', { target: 'freebuyer01@example.com' }),
    ).toMatchObject({
      code: '0',
      data: true,
    });
    expect((await t.action('/api/user!checkAccount.action', { target: '+8613911113333' })).data).toBe(true);
    for (const target of ['TakenBuyer1@example.com', '+8613911112222']) {
      expect(await t.action('/api/user!checkAccount.action', { target }), target).toMatchObject({
        code: '1',
        key: 'AUTH_ACCOUNT_EXISTS',
      });
    }
  });

  it('refuses a malformed target by its type’s rule', async () => {
    expect((await t.action('/api/user!checkAccount.action', { target: '12345678' })).key).toBe(
      'AUTH_PHONE_INVALID',
    );
    expect((await t.action('/api/user!checkAccount.action', { target: 'x@y' })).key).toBe(
      'AUTH_EMAIL_INVALID',
    );
    expect((await t.action('/api/user!checkAccount.action')).key).toBe('COMMON_PARAM_MISSING');
  });

  it('is limited like registration: five checks of one name in ten minutes', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await limited.action('/api/user!checkAccount.action', { target: 'probed@example.com' })).code,
      ).toBe('0');
    }
    expect(
      await limited.action('/api/user!checkAccount.action', { target: 'probed@example.com' }),
    ).toMatchObject({
      status: 429,
      key: 'COMMON_RATE_LIMITED',
    });
  });

  it('localuser!checkEmailOrPhone is the same check, for a logged-in user', async () => {
    expect(
      (await t.action('/api/localuser!checkEmailOrPhone.action', { target: 'a1b2c3d4@example.com' })).code,
    ).toBe('403');
    const user = await createUser(t.db, { email: 'checker001@example.com' });
    const token = await login(user.username, user.password);
    expect(
      await t.action('/api/localuser!checkEmailOrPhone.action', { token, target: 'checker001@example.com' }),
    ).toMatchObject({ key: 'AUTH_ACCOUNT_EXISTS' });
  });
});

describe('the other registration routes', () => {
  it('ask for the slide verification like localuser!registerNoVerifcode (server-checked registration)', async () => {
    const strict = await buildTestApp();
    for (const path of [
      '/api/localuser!registerWithVerifcode.action',
      '/api/localuser!register_username.action',
    ]) {
      const res = await get(
        path,
        {
          username: 'oldclient01',
          password: 'Secret123',
          re_password: 'Secret123',
          agree: '1',
          verifcode: '1234',
        },
        strict,
      );
      expect(res, path).toMatchObject({
        code: '1',
        key: 'COMMON_PARAM_MISSING',
        params: { field: 'captchaId' },
      });
    }
    expect(await strict.db.select().from(users).where(eq(users.username, 'oldclient01'))).toEqual([]);
  });

  it('registerWithVerifcode registers by e-mail through the same service, and logs in', async () => {
    const res = await get('/api/localuser!registerWithVerifcode.action', {
      username: 'withcode01@example.com',
      password: 'Secret123',
      re_password: 'Secret123',
      type: '2',
      verifcode: '123456',
      agree: '1',
      captchaId: 'x',
      captchaX: '0',
      captchaTrace: '[]',
    });
    expect(res.code, res.msg).toBe('0');
    const token = LoginVo.parse(res.data).token;
    expect(LocalUserVo.parse((await t.action('/api/localuser!get.action', { token })).data).email).toBe(
      'withcode01@example.com',
    );
  });

  it('register_username sets the fund password sent with it, or registers nothing', async () => {
    const base = {
      username: 'namedbuyer01',
      password: 'Secret123',
      re_password: 'Secret123',
      agree: '1',
      captchaId: 'x',
      captchaX: '0',
      captchaTrace: '[]',
    };
    expect((await get('/api/localuser!register_username.action', { ...base, safeword: '12ab' })).key).toBe(
      'AUTH_SAFEWORD_INVALID',
    );
    expect(
      (await get('/api/localuser!register_username.action', { ...base, usercode: 'NOSUCHCODE' })).key,
    ).toBe('AUTH_AGENT_CODE_INVALID');
    expect(await t.db.select().from(users).where(eq(users.username, 'namedbuyer01'))).toEqual([]);
    const res = await get('/api/localuser!register_username.action', { ...base, safeword: '246810' });
    expect(res.code, res.msg).toBe('0');
    const token = LoginVo.parse(res.data).token;
    const status = SafewordStatusVo.parse(
      (await t.action('/api/user!check-safeword.action', { token })).data,
    );
    expect(status.safeword).toBe(1);
    expect((await get('/api/localuser!register_username.action', base)).key).toBe('AUTH_ACCOUNT_EXISTS');
  });

  it('localuser!getImageCode is refused in the request’s language: the verification is the slide', async () => {
    const en = await get('/api/localuser!getImageCode.action', { lang: 'en' });
    const ja = await get('/api/localuser!getImageCode.action', { lang: 'ja' });
    expect(en).toMatchObject({ status: 200, code: '1', key: 'COMMON_NOT_SUPPORTED', data: null });
    expect(ja.key).toBe('COMMON_NOT_SUPPORTED');
    expect(ja.msg).not.toBe(en.msg);
  });
});

describe('password and fund-password variants', () => {
  it('need a session', async () => {
    for (const action of [
      'user!updatepsw',
      'user!update_pwd_by_old',
      'user!setSafeword',
      'user!get_safeword_apply',
      'user!set_safeword_apply',
      'localuser!bindEmailOrPhone',
      'localuser!save_phone',
      'localuser!getShare',
    ]) {
      expect((await t.action(`/api/${action}.action`, { password: 'Secret123' })).code, action).toBe('403');
    }
  });

  it('user!updatepsw sets a new password with the code mailed to the account; every session ends', async () => {
    const user = await createUser(t.db, { email: 'updatepsw01@example.com' });
    const token = await login(user.username, user.password);
    const change = (params: Record<string, string>) =>
      t.action('/api/user!updatepsw.action', { token, password: 'ByCode2026', ...params });
    expect((await change({ verifcode_type: '1', verifcode: '123456' })).key).toBe('AUTH_SMS_NOT_SUPPORTED');
    expect((await change({ verifcode_type: '3', verifcode: '123456' })).key).toBe('COMMON_NOT_SUPPORTED');
    expect((await change({ verifcode: '123456', password: 'weak' })).key).toBe('AUTH_PASSWORD_INVALID');
    expect((await t.action('/api/jscode!execute.action', { target: user.username })).code).toBe('0');
    const code = codeIn(mailsTo('updatepsw01@example.com').at(-1));
    expect((await change({ verifcode_type: '2', verifcode: wrongCode(code) })).key).toBe('AUTH_CODE_WRONG');
    expect((await change({ verifcode_type: '2', verifcode: code })).code).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    expect(await login(user.username, 'ByCode2026')).toBeTruthy();
  });

  it('user!updatepsw: an account without an e-mail was sent no code', async () => {
    const user = await createUser(t.db, { email: null });
    const token = await login(user.username, user.password);
    expect(
      (await t.action('/api/user!updatepsw.action', { token, password: 'ByCode2026', verifcode: '123456' }))
        .key,
    ).toBe('AUTH_CODE_WRONG');
  });

  it('user!update_pwd_by_old changes the password with the old one', async () => {
    const user = await createUser(t.db);
    const token = await login(user.username, user.password);
    const change = (params: Record<string, string>) =>
      t.action('/api/user!update_pwd_by_old.action', { token, password: 'OldNew2026', ...params });
    expect((await change({ old_password: 'Wrong1234' })).key).toBe('AUTH_OLD_PASSWORD_WRONG');
    expect((await change({ old_password: user.password, re_password: 'Other2026' })).key).toBe(
      'AUTH_PASSWORDS_DIFFERENT',
    );
    expect((await change({ old_password: user.password })).code).toBe('0');
    expect(await login(user.username, 'OldNew2026')).toBeTruthy();
  });

  it('user!setSafeword sets the first fund password, once', async () => {
    const user = await createUser(t.db);
    const token = await login(user.username, user.password);
    expect((await t.action('/api/user!setSafeword.action', { token, safeword: '12345' })).key).toBe(
      'AUTH_SAFEWORD_INVALID',
    );
    expect(
      (await t.action('/api/user!setSafeword.action', { token, safeword: '135790', re_safeword: '135791' }))
        .key,
    ).toBe('AUTH_PASSWORDS_DIFFERENT');
    expect(
      (await t.action('/api/user!setSafeword.action', { token, safeword: '135790', verifcode: '123456' }))
        .code,
    ).toBe('0');
    expect((await t.action('/api/user!setSafeword.action', { token, safeword: '246802' })).key).toBe(
      'AUTH_SAFEWORD_ALREADY_SET',
    );
  });

  it('the reviewed fund-password reset: none to show, and refused', async () => {
    const user = await createUser(t.db);
    const token = await login(user.username, user.password);
    expect(await t.action('/api/user!get_safeword_apply.action', { token })).toMatchObject({
      code: '0',
      data: null,
    });
    expect((await t.action('/api/user!set_safeword_apply.action', { token })).key).toBe(
      'COMMON_NOT_SUPPORTED',
    );
  });
});

describe('binding an e-mail or a phone', () => {
  it('binds an e-mail with the code localuser!beforeBind mailed; a phone is refused', async () => {
    const user = await createUser(t.db, { email: null });
    const token = await login(user.username, user.password);
    for (const action of [
      'localuser!bindEmailOrPhone',
      'localuser!save_phone',
      'localuser!bindEmailOrPhoneSm',
    ]) {
      expect(
        (await t.action(`/api/${action}.action`, { token, target: '+8613700001111', verifcode: '123456' }))
          .key,
        action,
      ).toBe('AUTH_SMS_NOT_SUPPORTED');
    }
    expect(
      (await t.action('/api/localuser!bindEmailOrPhone.action', { token, verifcode: '123456' })).key,
    ).toBe('COMMON_PARAM_MISSING');
    const sent = await t.action('/api/localuser!beforeBind.action', {
      token,
      email: 'oldbinder01@example.com',
      password: user.password,
    });
    expect(sent.code, sent.msg).toBe('0');
    const code = codeIn(mailsTo('oldbinder01@example.com').at(-1));
    const bind = (verifyCode: string) =>
      t.action('/api/localuser!bindEmailOrPhone.action', {
        token,
        target: 'oldbinder01@example.com',
        verifyCode,
      });
    expect((await bind(wrongCode(code))).key).toBe('AUTH_CODE_WRONG');
    expect(await bind(code)).toMatchObject({ code: '0', data: { email: 'oldbinder01@example.com' } });
    expect(LocalUserVo.parse((await t.action('/api/localuser!get.action', { token })).data)).toMatchObject({
      email: 'oldbinder01@example.com',
      emailverif: true,
    });
  });
});

describe('localuser!getShare', () => {
  it('is the account’s own card: its user code, no levels', async () => {
    const user = await createUser(t.db);
    const token = await login(user.username, user.password);
    const share = ShareVo.parse((await t.action('/api/localuser!getShare.action', { token })).data);
    expect(share).toMatchObject({ username: user.username, usercode: user.usercode, user_level: 0 });
  });
});
