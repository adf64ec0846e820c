import { CaptchaVo, LocalUserVo, LoginVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createUser, solveCaptcha } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';

let t: TestApp;
const REGISTER = '/api/localuser!registerNoVerifcode.action';

async function register(fields: Record<string, string | number>, captcha?: Record<string, string | number>) {
  return t.action(REGISTER, {
    password: 'Abc12345',
    re_password: 'Abc12345',
    agree: 1,
    ...(captcha ?? (await solveCaptcha(t))),
    ...fields,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
});

describe('captcha!slide', () => {
  it('issues a puzzle: a background with a hole and a piece of the stated size', async () => {
    const res = await t.action('/api/captcha!slide.action');
    const c = CaptchaVo.parse(res.data);
    const bg = await sharp(Buffer.from(c.background.split(',')[1] ?? '', 'base64')).metadata();
    const piece = await sharp(Buffer.from(c.piece.split(',')[1] ?? '', 'base64')).metadata();
    expect([bg.width, bg.height]).toEqual([c.width, c.height]);
    expect([piece.width, piece.height]).toEqual([c.pieceSize, c.pieceSize]);
    expect(JSON.stringify(res.data)).not.toMatch(/answer/i);
  });
});

describe('registration refusals', () => {
  it.each([
    [{ type: 1, username: '+86123' }, 'AUTH_PHONE_INVALID'],
    [{ type: 1, username: '13800000000' }, 'AUTH_PHONE_INVALID'],
    [{ type: 2, username: 'abc@example.com' }, 'AUTH_EMAIL_INVALID'],
    [{ type: 2, username: `${'a'.repeat(60)}@example.com` }, 'AUTH_EMAIL_INVALID'],
    [{ type: 3, username: 'ab' }, 'AUTH_USERNAME_INVALID'],
    [{ type: 3, username: 'bad name!' }, 'AUTH_USERNAME_INVALID'],
    [{ username: 'validname1', password: 'abc12', re_password: 'abc12' }, 'AUTH_PASSWORD_INVALID'],
    [
      { username: 'validname2', password: 'onlyletters', re_password: 'onlyletters' },
      'AUTH_PASSWORD_INVALID',
    ],
    [{ username: 'validname3', password: '12345678', re_password: '12345678' }, 'AUTH_PASSWORD_INVALID'],
    [
      { username: 'validname4', password: 'Abc1234567890', re_password: 'Abc1234567890' },
      'AUTH_PASSWORD_INVALID',
    ],
    [{ username: 'validname5', re_password: 'Abc12346' }, 'AUTH_PASSWORDS_DIFFERENT'],
    [{ username: 'validname6', agree: 0 }, 'AUTH_AGREEMENT_REQUIRED'],
    [{ username: 'validname7', agentCode: '9999999' }, 'AUTH_AGENT_CODE_INVALID'],
  ])('%o → %s, and no account is made', async (fields, key) => {
    const res = await register(fields);
    expect(res).toMatchObject({ code: '1', key });
    expect(res.msg.length).toBeGreaterThan(5);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.username, String(fields.username)));
    expect(row).toBeUndefined();
  });

  it('refuses a missing parameter by name', async () => {
    const res = await t.action(REGISTER, { username: 'someone1' });
    expect(res).toMatchObject({ code: '1', key: 'COMMON_PARAM_MISSING', params: { field: 'password' } });
  });

  it('refuses a wrong slide position and uses the challenge up', async () => {
    const wrong = await solveCaptcha(t, { dx: 20 });
    expect(await register({ username: 'slidewrong1' }, wrong)).toMatchObject({ key: 'AUTH_CAPTCHA_FAILED' });
    const fixed = { ...wrong, captchaX: wrong.captchaX - 20 };
    expect(await register({ username: 'slidewrong1' }, fixed)).toMatchObject({ key: 'AUTH_CAPTCHA_EXPIRED' });
  });

  it.each([
    [
      'too few points',
      [
        [0, 10, 5],
        [400, 100, 5],
      ],
    ],
    ['too fast', Array.from({ length: 10 }, (_, i) => [i * 5, i * 10, 5])],
    ['time going backwards', Array.from({ length: 10 }, (_, i) => [1000 - i * 50, i * 10, 5])],
    ['not JSON', 'not json'],
  ])('refuses a drag trace that is %s', async (_label, trace) => {
    const c = await solveCaptcha(t, { trace });
    const res = await register(
      { username: 'tracecheck1' },
      typeof trace === 'string' ? { ...c, captchaTrace: trace } : c,
    );
    expect(res.key).toBe('AUTH_CAPTCHA_FAILED');
  });

  it('refuses an expired challenge and an unknown one', async () => {
    const c = await solveCaptcha(t);
    t.clock.advance(121_000);
    expect(await register({ username: 'latecomer1' }, c)).toMatchObject({ key: 'AUTH_CAPTCHA_EXPIRED' });
    t.clock.advance(-121_000);
    const unknown = { ...c, captchaId: '00000000-0000-0000-0000-000000000000' };
    expect(await register({ username: 'latecomer1' }, unknown)).toMatchObject({
      key: 'AUTH_CAPTCHA_EXPIRED',
    });
  });

  it('refuses a name that is already registered, in any letter case', async () => {
    const existing = await createUser(t.db, { username: 'TakenName1' });
    expect(existing.username).toBe('TakenName1');
    expect(await register({ username: 'takenname1' })).toMatchObject({ key: 'AUTH_ACCOUNT_EXISTS' });
  });
});

describe('registration', () => {
  it('registers a user name, logs the user in and records the invitation code', async () => {
    const agent = await createUser(t.db);
    const res = await register({ username: 'newbuyer01', agentCode: agent.usercode });
    const login = LoginVo.parse(res.data);
    expect(login.username).toBe('newbuyer01');
    const me = LocalUserVo.parse((await t.action('/api/localuser!get.action', { token: login.token })).data);
    expect(me).toMatchObject({ username: 'newbuyer01', usercode: login.usercode, safeword: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'newbuyer01'));
    expect(row?.agentCode).toBe(agent.usercode);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // Registering signs the user in: the console's "Last sign-in IP" is known at once (issue 51).
    expect(row?.lastLoginIp).toBe('127.0.0.1');
    expect(row?.lastLoginAt).not.toBeNull();
  });

  it('registers a phone with its area code (spaces stripped) and an e-mail (lower-cased)', async () => {
    const phone = LoginVo.parse((await register({ type: 1, username: '+44 7700 900123' })).data);
    expect(phone.username).toBe('+447700900123');
    const mail = LoginVo.parse((await register({ type: 2, username: 'Buyer123@Example.com' })).data);
    expect(mail.username).toBe('buyer123@example.com');
    const me = LocalUserVo.parse((await t.action('/api/localuser!get.action', { token: mail.token })).data);
    expect(me.email).toBe('buyer123@example.com');
    expect(
      (await t.action('/api/user!newlogin.action', { username: '+447700900123', password: 'Abc12345' })).code,
    ).toBe('0');
  });

  it('treats agentCode 000000 as none', async () => {
    expect((await register({ username: 'noagent001', agentCode: '000000' })).code).toBe('0');
  });

  it('skips the slide verification only when CAPTCHA_BYPASS is on', async () => {
    const unsolved = (username: string) => ({
      username,
      password: 'Abc12345',
      re_password: 'Abc12345',
      agree: 1,
      captchaId: 'none',
      captchaX: 0,
      captchaTrace: '[]',
    });
    const bypass = await buildTestApp({ captchaBypass: true });
    expect((await bypass.action(REGISTER, unsolved('bypassed01'))).code).toBe('0');
    expect((await t.action(REGISTER, unsolved('bypassed02'))).key).toBe('AUTH_CAPTCHA_FAILED');
  });
});
