import { LoginVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser, createSeller, createUser } from '../../../test/factories.js';
import { sellers, sessions, users } from '../../db/schema/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

describe('user!heartbeat', () => {
  it('marks the session seen; an invalid token gets an empty success', async () => {
    const { user, token } = await createLoggedInUser(t);
    t.clock.advance(300_000);
    expect((await t.action('/api/user!heartbeat.action', { token, status: 1 })).code).toBe('0');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastSeenAt?.getTime()).toBe(t.clock.now().getTime());
    expect(
      await t.action('/api/user!heartbeat.action', { token: 'ffffffffffffffffffffffffffffffff' }),
    ).toMatchObject({
      code: '0',
      data: null,
    });
    expect((await t.action('/api/user!heartbeat.action', { token, status: 9 })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });
});

describe('localuser!refreshAvatar', () => {
  it('sets one of the built-in avatars and refuses others', async () => {
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/api/localuser!refreshAvatar.action')).code).toBe('403');
    expect((await t.action('/api/localuser!refreshAvatar.action', { token, idx: 7 })).code).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).data).toMatchObject({ avatar: '7' });
    for (const idx of [0, 13, -1, 'x']) {
      expect((await t.action('/api/localuser!refreshAvatar.action', { token, idx })).key).toBe(
        'COMMON_PARAM_INVALID',
      );
    }
  });
});

describe('user!logoff (account cancellation)', () => {
  it('needs a session and a reason', async () => {
    expect((await t.action('/api/user!logoff.action', { reason: 'x' })).code).toBe('403');
    const { token } = await createLoggedInUser(t);
    expect(await t.action('/api/user!logoff.action', { token })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'reason' },
    });
    expect((await t.action('/api/user!logoff.action', { token, reason: '   ' })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
  });

  it('is refused while a guard reports a balance, and changes nothing', async () => {
    const guarded = await buildTestApp();
    guarded.app.deps.cancellationGuards.push(async () => 'AUTH_CANCEL_BALANCE_REMAINS');
    const user = await createUser(guarded.db);
    const token = LoginVo.parse(
      (
        await guarded.action('/api/user!newlogin.action', {
          username: user.username,
          password: user.password,
        })
      ).data,
    ).token;
    expect(await guarded.action('/api/user!logoff.action', { token, reason: 'leaving' })).toMatchObject({
      code: '1',
      key: 'AUTH_CANCEL_BALANCE_REMAINS',
    });
    expect((await guarded.action('/api/localuser!get.action', { token })).data).toMatchObject({
      username: user.username,
    });
  });

  it('anonymises the account, closes its shop, ends every session; the name can be used again', async () => {
    const { user, token } = await createLoggedInUser(t, {
      email: 'leaver01@example.com',
      phone: '+8613900000099',
    });
    const shop = await createSeller(t.db, { userId: user.id });
    expect((await t.action('/api/user!logoff.action', { token, reason: 'No longer trading' })).code).toBe(
      '0',
    );
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      status: 2,
      email: null,
      phone: null,
      safewordHash: null,
      username: `cancelled_${user.usercode}`,
      cancelReason: 'No longer trading',
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const [closed] = await t.db.select().from(sellers).where(eq(sellers.id, shop.id));
    expect(closed?.status).toBe(0);
    expect(
      (
        await t.action('/api/user!newlogin.action', {
          username: 'leaver01@example.com',
          password: user.password,
        })
      ).key,
    ).toBe('AUTH_LOGIN_FAILED');
    expect((await createUser(t.db, { username: user.username, email: 'leaver01@example.com' })).id).not.toBe(
      user.id,
    );
  });
});
