import { OperatorSessionVo, OperatorVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import {
  createLoggedInOperator,
  createLoggedInUser,
  createOperator,
  createUser,
} from '../../../../test/factories.js';

let t: TestApp;
let superToken: string;

const ADMIN_ACTIONS = [
  'auth!logout',
  'auth!me',
  'user!list',
  'user!get',
  'user!disable',
  'user!enable',
  'user!unlock',
  'user!lock',
  'operator!list',
  'operator!create',
  'operator!update',
  'syspara!list',
  'syspara!update',
  'audit!list',
  'outbox!list',
];

const operatorToken = (role: Parameters<typeof createOperator>[1]) => createLoggedInOperator(t, role);

beforeAll(async () => {
  t = await buildTestApp();
  superToken = (await operatorToken('super_admin')).token;
});

describe('operator authentication', () => {
  it('refuses every /admin route without a token, with a buyer token, or with a bad one', async () => {
    const { token } = await createLoggedInUser(t);
    for (const name of ADMIN_ACTIONS) {
      for (const params of [{}, { token }, { token: 'ffffffffffffffffffffffffffffffff' }] as Record<
        string,
        string
      >[]) {
        const res = await t.action(`/admin/${name}.action`, params);
        expect(res.code, `${name} ${JSON.stringify(params)}`).toBe('403');
      }
    }
  });

  it('an operator token is no buyer session', async () => {
    expect((await t.action('/api/localuser!get.action', { token: superToken })).code).toBe('403');
  });

  it('logs in with its own accounts, with the same lockout as buyers', async () => {
    const op = await createOperator(t.db, 'finance');
    const me = await t.action('/admin/auth!me.action', {
      token: OperatorSessionVo.parse(
        (await t.action('/admin/auth!login.action', { username: op.username, password: op.password })).data,
      ).token,
    });
    expect(me.data).toMatchObject({ username: op.username, role: 'finance' });
    for (let i = 0; i < 2; i++) {
      expect(
        (await t.action('/admin/auth!login.action', { username: op.username, password: 'Wrong999' })).key,
      ).toBe('AUTH_LOGIN_FAILED');
    }
    expect(
      (await t.action('/admin/auth!login.action', { username: op.username, password: 'Wrong999' })).key,
    ).toBe('AUTH_ACCOUNT_LOCKED');
    expect(
      (await t.action('/admin/auth!login.action', { username: op.username, password: op.password })).key,
    ).toBe('AUTH_ACCOUNT_LOCKED');
    const buyer = await createUser(t.db);
    expect(
      (await t.action('/admin/auth!login.action', { username: buyer.username, password: buyer.password }))
        .key,
    ).toBe('AUTH_LOGIN_FAILED');
  });

  it('logout ends the operator session', async () => {
    const { token } = await operatorToken('operations');
    expect((await t.action('/admin/auth!logout.action', { token })).code).toBe('0');
    expect((await t.action('/admin/auth!me.action', { token })).code).toBe('403');
  });
});

describe('roles', () => {
  it.each([
    ['finance', 'user!list', '0'],
    ['finance', 'user!disable', '1'],
    ['finance', 'operator!list', '1'],
    ['finance', 'audit!list', '1'],
    ['customer_service', 'outbox!list', '0'],
    ['customer_service', 'syspara!list', '1'],
    ['operations', 'syspara!list', '0'],
    ['operations', 'audit!list', '0'],
    ['operations', 'operator!list', '1'],
    ['super_admin', 'operator!list', '0'],
  ] as const)('%s on %s → code %s', async (role, action, code) => {
    const { token } = await operatorToken(role);
    const target = await createUser(t.db);
    const res = await t.action(`/admin/${action}.action`, { token, id: target.id, reason: 'check' });
    expect(res.code).toBe(code);
    if (code === '1') expect(res.key).toBe('COMMON_NO_PERMISSION');
  });
});

describe('operators', () => {
  it('answers two concurrent creations of one name with one operator and ADMIN_OPERATOR_EXISTS (issue 14)', async () => {
    const replies = await Promise.all(
      ['raceop01', 'RaceOp01', 'raceop01', 'RACEOP01'].map((username) =>
        t.action('/admin/operator!create.action', {
          token: superToken,
          username,
          password: 'Money2026',
          role: 'operations',
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(replies.filter((r) => r.code === '0')).toHaveLength(1);
    expect(replies.filter((r) => r.key === 'ADMIN_OPERATOR_EXISTS')).toHaveLength(3);
    const audit = await t.action('/admin/audit!list.action', {
      token: superToken,
      action: 'operator.create',
    });
    const created = (audit.data as { pageList: { after: { username?: string } | null }[] }).pageList.filter(
      (e) => e.after?.username?.toLowerCase() === 'raceop01',
    );
    expect(created).toHaveLength(1);
  });

  it('creates operators, refusing duplicates and weak passwords', async () => {
    const res = await t.action('/admin/operator!create.action', {
      token: superToken,
      username: 'financeamy',
      password: 'Money2026',
      role: 'finance',
    });
    expect(OperatorVo.parse(res.data)).toMatchObject({ username: 'financeamy', role: 'finance', status: 1 });
    expect(
      (
        await t.action('/admin/operator!create.action', {
          token: superToken,
          username: 'FinanceAmy',
          password: 'Money2026',
          role: 'finance',
        })
      ).key,
    ).toBe('ADMIN_OPERATOR_EXISTS');
    expect(
      (
        await t.action('/admin/operator!create.action', {
          token: superToken,
          username: 'weakpass01',
          password: 'weak',
          role: 'finance',
        })
      ).key,
    ).toBe('AUTH_PASSWORD_INVALID');
    expect(
      (
        await t.action('/admin/operator!create.action', {
          token: superToken,
          username: 'badrole01',
          password: 'Money2026',
          role: 'king',
        })
      ).key,
    ).toBe('COMMON_PARAM_INVALID');
    const login = await t.action('/admin/auth!login.action', {
      username: 'financeamy',
      password: 'Money2026',
    });
    expect(OperatorSessionVo.parse(login.data).role).toBe('finance');
  });

  it('changes role and status with a reason, ends that operator’s sessions, never one’s own', async () => {
    const { op, token } = await operatorToken('operations');
    const res = await t.action('/admin/operator!update.action', {
      token: superToken,
      id: op.id,
      role: 'finance',
      reason: 'Moved team',
    });
    expect(OperatorVo.parse(res.data).role).toBe('finance');
    expect((await t.action('/admin/auth!me.action', { token })).code).toBe('403');
    const me = (await t.action('/admin/auth!me.action', { token: superToken })).data as { id: string };
    expect(
      (
        await t.action('/admin/operator!update.action', {
          token: superToken,
          id: me.id,
          status: 0,
          reason: 'x',
        })
      ).key,
    ).toBe('ADMIN_CANNOT_CHANGE_SELF');
    expect(
      (
        await t.action('/admin/operator!update.action', {
          token: superToken,
          id: op.id,
          role: 'finance',
          reason: 'x',
        })
      ).key,
    ).toBe('ADMIN_STATE_UNCHANGED');
    await t.action('/admin/operator!update.action', {
      token: superToken,
      id: op.id,
      status: 0,
      reason: 'Left',
    });
    expect(
      (await t.action('/admin/auth!login.action', { username: op.username, password: op.password })).code,
    ).toBe('403');
  });
});
