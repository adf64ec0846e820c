import { SafewordStatusVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from './passwords.js';
import { lockDay } from './safeword.js';

let t: TestApp;

async function userWithToken(safeword?: string) {
  return createLoggedInUser(t, safeword ? { safewordHash: await hashPassword(safeword) } : {});
}

const change = (token: string, old: string, next = '654321') =>
  t.action('/api/user!updateOldAndNewSafeword.action', {
    token,
    old_safeword: old,
    safeword: next,
    re_safeword: next,
  });

beforeAll(async () => {
  // 16:30 UTC is 00:30 the next day in Asia/Shanghai: lock days follow Shanghai's calendar.
  t = await buildTestApp();
  t.clock.set('2026-03-01T10:00:00Z');
});

describe('fund password: refusals', () => {
  it('needs a session on every route', async () => {
    for (const path of ['user!check-safeword', 'user!setSafewordReg', 'user!updateOldAndNewSafeword']) {
      expect((await t.action(`/api/${path}.action`)).code).toBe('403');
    }
  });

  it.each([
    [{ safeword: '12345', re_safeword: '12345' }, 'AUTH_SAFEWORD_INVALID'],
    [{ safeword: 'abcdef', re_safeword: 'abcdef' }, 'AUTH_SAFEWORD_INVALID'],
    [{ safeword: '1234567', re_safeword: '1234567' }, 'AUTH_SAFEWORD_INVALID'],
    [{ safeword: '123456', re_safeword: '123457' }, 'AUTH_PASSWORDS_DIFFERENT'],
    [{ safeword: '123456' }, 'COMMON_PARAM_MISSING'],
  ])('setting %o → %s', async (params, key) => {
    const { token } = await userWithToken();
    expect(await t.action('/api/user!setSafewordReg.action', { token, ...params })).toMatchObject({
      code: '1',
      key,
    });
    expect(
      SafewordStatusVo.parse((await t.action('/api/user!check-safeword.action', { token })).data).safeword,
    ).toBe(0);
  });

  it('refuses a second set, and a change before any is set with code "999"', async () => {
    const { token } = await userWithToken('111111');
    expect(
      (
        await t.action('/api/user!setSafewordReg.action', {
          token,
          safeword: '222222',
          re_safeword: '222222',
        })
      ).key,
    ).toBe('AUTH_SAFEWORD_ALREADY_SET');
    const fresh = await userWithToken();
    expect(await change(fresh.token, '111111')).toMatchObject({ code: '999', key: 'AUTH_SAFEWORD_NOT_SET' });
  });
});

describe('fund password: set, change, lock', () => {
  it('sets, reports and changes it', async () => {
    const { token } = await userWithToken();
    expect(
      (
        await t.action('/api/user!setSafewordReg.action', {
          token,
          safeword: '135790',
          re_safeword: '135790',
        })
      ).code,
    ).toBe('0');
    expect((await t.action('/api/user!check-safeword.action', { token })).data).toEqual({
      safeword: 1,
      locked: false,
    });
    expect((await t.action('/api/localuser!get.action', { token })).data).toMatchObject({ safeword: 1 });
    expect((await change(token, '135790', '246802')).code).toBe('0');
    expect((await change(token, '135790', '999999')).key).toBe('AUTH_SAFEWORD_WRONG');
  });

  it('counts wrong ones down, locks after the third for the rest of the Shanghai day, then lets in', async () => {
    const { token, user } = await userWithToken('123456');
    expect(await change(token, '000000')).toMatchObject({
      key: 'AUTH_SAFEWORD_WRONG',
      params: { remaining: 2 },
    });
    expect(await change(token, '000001')).toMatchObject({
      key: 'AUTH_SAFEWORD_WRONG',
      params: { remaining: 1 },
    });
    expect(await change(token, '000002')).toMatchObject({
      key: 'AUTH_SAFEWORD_WRONG',
      params: { remaining: 0 },
    });
    const locked = await change(token, '123456');
    expect(locked).toMatchObject({ code: '1', key: 'AUTH_SAFEWORD_LOCKED' });
    expect(locked.msg).toBe('Password attempts exceed 3 times. Please try again tomorrow.');
    expect((await t.action('/api/user!check-safeword.action', { token })).data).toEqual({
      safeword: 1,
      locked: true,
    });
    // 10:00 UTC → 15:59 UTC is still 23:59 in Shanghai; 16:00 UTC is the next day there.
    t.clock.set('2026-03-01T15:59:00Z');
    expect((await change(token, '123456')).key).toBe('AUTH_SAFEWORD_LOCKED');
    t.clock.set('2026-03-01T16:00:00Z');
    expect((await change(token, '123456', '777777')).code).toBe('0');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.safewordFailCount).toBe(0);
    t.clock.set('2026-03-01T10:00:00Z');
  });

  it('dates the lock in Asia/Shanghai', () => {
    expect(lockDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(lockDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
});
