import { AdminUserVo, AuditEntryVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import {
  createLoggedInOperator,
  createLoggedInUser,
  createSeller,
  createUser,
} from '../../../../test/factories.js';
import { expectIdChecked } from '../../../../test/id-checks.js';

let t: TestApp;
let superToken: string;

const operatorToken = (role: Parameters<typeof createLoggedInOperator>[1]) => createLoggedInOperator(t, role);

beforeAll(async () => {
  t = await buildTestApp();
  superToken = (await operatorToken('super_admin')).token;
});

describe('users', () => {
  it('searches by name, UID, e-mail or phone and filters by status', async () => {
    const shopOwner = await createUser(t.db, {
      username: 'findme0042',
      email: 'findme@example.com',
      phone: '+8613700000042',
    });
    await createSeller(t.db, { userId: shopOwner.id, name: 'Findable Shop' });
    for (const keyword of ['FINDME00', shopOwner.usercode, 'findme@ex', '13700000042']) {
      const res = await t.action('/admin/user!list.action', { token: superToken, keyword });
      const page = z
        .object({ pageList: z.array(AdminUserVo), pageInfo: z.object({ totalElements: z.number() }) })
        .parse(res.data);
      expect(
        page.pageList.map((u) => u.id),
        keyword,
      ).toContain(shopOwner.id);
    }
    const one = AdminUserVo.parse(
      (await t.action('/admin/user!get.action', { token: superToken, id: shopOwner.id })).data,
    );
    expect(one).toMatchObject({ username: 'findme0042', shopName: 'Findable Shop', status: 1 });
    const disabledOnly = await t.action('/admin/user!list.action', {
      token: superToken,
      status: 0,
      keyword: 'findme',
    });
    expect((disabledOnly.data as { pageList: unknown[] }).pageList).toHaveLength(0);
    expect(
      (await t.action('/admin/user!list.action', { token: superToken, keyword: "%' or 1=1" })).code,
    ).toBe('0');
  });

  it('refuses bad ids and missing reasons', async () => {
    await expectIdChecked(
      t,
      '/admin/user!get.action',
      { token: superToken },
      '00000000-0000-0000-0000-000000000000',
    );
    const user = await createUser(t.db);
    expect(await t.action('/admin/user!disable.action', { token: superToken, id: user.id })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'reason' },
    });
  });

  it('disabling ends the user’s open session at once and is audited with who did it', async () => {
    const { user, token } = await createLoggedInUser(t);
    const { op, token: opToken } = await operatorToken('customer_service');
    const res = await t.action('/admin/user!disable.action', {
      token: opToken,
      id: user.id,
      reason: 'Fraud report #17',
    });
    expect(AdminUserVo.parse(res.data)).toMatchObject({ status: 0, disabledReason: 'Fraud report #17' });
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: user.password })).key,
    ).toBe('AUTH_ACCOUNT_DISABLED');
    expect(
      (await t.action('/admin/user!disable.action', { token: opToken, id: user.id, reason: 'again' })).key,
    ).toBe('ADMIN_STATE_UNCHANGED');
    const audit = await t.action('/admin/audit!list.action', { token: superToken, targetId: user.id });
    const entries = z.object({ pageList: z.array(AuditEntryVo) }).parse(audit.data).pageList;
    expect(entries[0]).toMatchObject({
      actorName: op.username,
      action: 'user.disable',
      targetType: 'user',
      before: { status: 1 },
      after: { status: 0, reason: 'Fraud report #17' },
    });
    expect(entries[0]?.requestId).toBe(String(res.headers['x-request-id']));

    expect(
      (await t.action('/admin/user!enable.action', { token: opToken, id: user.id, reason: 'Cleared' })).code,
    ).toBe('0');
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: user.password }))
        .code,
    ).toBe('0');
  });

  it('unlocks a login lockout', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++)
      await t.action('/api/user!newlogin.action', { username: user.username, password: 'Wrong000' });
    expect(
      (
        await t.action('/admin/user!unlock.action', {
          token: superToken,
          id: user.id,
          reason: 'Verified by phone',
        })
      ).code,
    ).toBe('0');
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: user.password }))
        .code,
    ).toBe('0');
    expect(
      (await t.action('/admin/user!unlock.action', { token: superToken, id: user.id, reason: 'again' })).key,
    ).toBe('ADMIN_STATE_UNCHANGED');
  });
});

describe('locking a user', () => {
  it('bars logging in for the chosen time and ends the open session; audited', async () => {
    const { user, token } = await createLoggedInUser(t);
    expect(
      (await t.action('/admin/user!lock.action', { token: superToken, id: user.id, reason: 'x', minutes: 0 }))
        .key,
    ).toBe('COMMON_PARAM_INVALID');
    const res = await t.action('/admin/user!lock.action', {
      token: superToken,
      id: user.id,
      reason: 'Chargeback review',
      minutes: 60,
    });
    expect(AdminUserVo.parse(res.data).lockedUntil).not.toBe('');
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    expect(
      await t.action('/api/user!newlogin.action', { username: user.username, password: user.password }),
    ).toMatchObject({ key: 'AUTH_ACCOUNT_LOCKED_BY_OPERATOR', params: { minutes: 60 } });
    t.clock.advance(61 * 60_000);
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: user.password }))
        .code,
    ).toBe('0');
    const audit = await t.action('/admin/audit!list.action', {
      token: superToken,
      targetId: user.id,
      action: 'user.lock',
    });
    expect((audit.data as { pageList: unknown[] }).pageList).toHaveLength(1);
  });
});
