import { LegacyHoldingsVo, MoneyLogVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { fund } from '../../../test/order-fixtures.js';
import { amount } from '../../lib/money.js';
import { post, transfer, type AccountRef } from './ledger.js';

// The exchange-era wallet reads (contract §1.9): wallet!get / getAll and wallet!logs / records.

let t: TestApp;
const Logs = z.array(MoneyLogVo);

beforeAll(async () => {
  t = await buildTestApp();
});

let posted = 0;
/** Moves `value` USDT between accounts as a ledger transaction of `kind` (as the wallet's flows do). */
async function move(
  kind: 'withdrawal_hold' | 'third_party_deposit',
  from: AccountRef,
  to: AccountRef,
  value: string,
) {
  await t.db.transaction((tx) =>
    post(
      tx,
      { kind, businessId: `legacy-${kind}-${posted++}`, entries: transfer(from, to, amount(value)) },
      t.clock.now(),
    ),
  );
}

/** A buyer whose wallet holds twelve deposits of 1.00 … 12.00 (78.00), oldest first. */
async function buyerWithTwelveDeposits() {
  const buyer = await createLoggedInUser(t);
  for (let i = 1; i <= 12; i++) await fund(t, buyer.user.id, `${i}.00`);
  return buyer;
}

const logs = async (path: string, params: Record<string, string | number>) =>
  Logs.parse((await t.action(path, params)).data);

describe('wallet!get and wallet!getAll (soft auth)', () => {
  it('answer an empty wallet with code "0" to a caller without a valid session, never 403', async () => {
    for (const path of [
      '/api/wallet!get.action',
      '/api/wallet!getAll.action',
      '/wap/api/wallet!get.action',
    ]) {
      expect(await t.action(path)).toMatchObject({ code: '0', data: { usdt: 0, extends: [] } });
      expect(
        await t.action(path, { token: 'ffffffffffffffffffffffffffffffff', symbol: 'usdt' }),
      ).toMatchObject({ code: '0', data: { usdt: 0, extends: [] } });
    }
  });

  it('answer the caller’s balance rounded down to 2 dp and no other coin, whatever the symbol', async () => {
    const { user, token } = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    expect((await t.action('/api/wallet!get.action', { token })).data).toEqual({ usdt: 0, extends: [] });
    await fund(t, user.id, '1234.56');
    await fund(t, other.user.id, '7.00');
    const asked: Record<string, string>[] = [
      { token },
      { token, symbol: 'BTC' },
      { token, symbol: 'eth' },
      { token, symbol: '' },
    ];
    for (const params of asked) {
      for (const path of ['/api/wallet!get.action', '/api/wallet!getAll.action']) {
        const res = await t.action(path, params);
        expect(res.code).toBe('0');
        expect(LegacyHoldingsVo.parse(res.data)).toEqual({ usdt: 1234.56, extends: [] });
      }
    }
    const viaGet = await t.app.inject({ method: 'GET', url: `/api/wallet!getAll.action?token=${token}` });
    expect(viaGet.json()).toMatchObject({ code: '0', data: { usdt: 1234.56 } });
    // The same answer as wallet!getUsdt's money.
    expect((await t.action('/api/wallet!getUsdt.action', { token })).data).toMatchObject({ money: 1234.56 });
  });

  it('refuse a symbol that is no coin symbol with a clear error', async () => {
    const { token } = await createLoggedInUser(t);
    for (const symbol of ['US DT', 'x'.repeat(17), '<script>', 'a\u0000b']) {
      const res = await t.action('/api/wallet!get.action', { token, symbol });
      expect(res, symbol).toMatchObject({ status: 200, code: '1', key: 'COMMON_PARAM_INVALID' });
    }
  });
});

describe('wallet!logs and wallet!records', () => {
  it('need a session (403)', async () => {
    for (const path of ['/api/wallet!logs.action', '/api/wallet!records.action']) {
      expect((await t.action(path)).code).toBe('403');
      expect((await t.action(path, { token: 'ffffffffffffffffffffffffffffffff' })).code).toBe('403');
    }
  });

  it('list the records newest first, 10 a page, as a bare array', async () => {
    const { token } = await buyerWithTwelveDeposits();
    for (const path of ['/api/wallet!logs.action', '/api/wallet!records.action']) {
      const first = await logs(path, { token });
      expect(first.map((r) => r.amount)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
      expect(first.map((r) => r.balance).slice(0, 2)).toEqual([78, 66]);
      expect(first.every((r) => r.type === 'deposit')).toBe(true);
      expect(await logs(path, { token, page_no: 1 })).toEqual(first);
      expect((await logs(path, { token, page_no: 2 })).map((r) => r.amount)).toEqual([2, 1]);
      expect(await logs(path, { token, page_no: 3 })).toEqual([]);
    }
    // The same records moneylog!list serves.
    const modern = (await t.action('/api/moneylog!list.action', { token, pageSize: 10 })).data as {
      pageList: unknown[];
    };
    expect(await logs('/api/wallet!logs.action', { token })).toEqual(modern.pageList);
  });

  it('narrow the list to a category: a moneylog!list type or a group of them', async () => {
    const { user, token } = await createLoggedInUser(t);
    const wallet = { kind: 'wallet', userId: user.id } as const;
    await fund(t, user.id, '100.00');
    await move('third_party_deposit', { kind: 'platform_cash' }, wallet, '20.00');
    await move('withdrawal_hold', wallet, { kind: 'withdrawal_hold', userId: user.id }, '30.00');
    const list = async (category: string) =>
      (await logs('/api/wallet!records.action', { token, category })).map((r) => [r.type, r.amount]);
    expect(await list('')).toEqual([
      ['withdrawal_hold', -30],
      ['third_party_deposit', 20],
      ['deposit', 100],
    ]);
    expect(await list('deposit')).toEqual([['deposit', 100]]);
    expect(await list('withdrawal_hold')).toEqual([['withdrawal_hold', -30]]);
    expect(await list('recharge')).toEqual([
      ['third_party_deposit', 20],
      ['deposit', 100],
    ]);
    expect(await list('withdraw')).toEqual([['withdrawal_hold', -30]]);
    expect(await list('order')).toEqual([]);
    expect(await t.action('/api/wallet!logs.action', { token, category: 'bonus' })).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'category' },
    });
  });

  it('never show another user’s records', async () => {
    const a = await buyerWithTwelveDeposits();
    const b = await createLoggedInUser(t);
    expect(await logs('/api/wallet!logs.action', { token: b.token })).toEqual([]);
    await fund(t, b.user.id, '5.00');
    const own = await logs('/api/wallet!records.action', { token: b.token, category: 'deposit' });
    expect(own.map((r) => [r.amount, r.balance])).toEqual([[5, 5]]);
    expect((await logs('/api/wallet!logs.action', { token: a.token }))[0]?.amount).toBe(12);
  });

  it('refuse hostile paging with a clear error in the envelope, never a 500', async () => {
    const { token } = await buyerWithTwelveDeposits();
    const hostile = [
      '-1',
      '0',
      'abc',
      '1e21',
      '1.5',
      '10001',
      '1\u0000',
      '9'.repeat(400),
      'x'.repeat(70_000),
    ];
    for (const page_no of hostile) {
      const res = await t.action('/api/wallet!logs.action', { token, page_no });
      expect(res.status, page_no.slice(0, 20)).toBe(200);
      expect(res.code, page_no.slice(0, 20)).toBe('1');
      expect(['COMMON_PARAM_INVALID', 'COMMON_PARAM_TOO_LONG']).toContain(res.key);
      expect(res.params).toMatchObject({ field: 'page_no' });
    }
    for (const category of ['deposit\u0000', 'x'.repeat(70_000), "deposit' or 1=1 --"]) {
      const res = await t.action('/api/wallet!records.action', { token, category });
      expect(res).toMatchObject({ status: 200, code: '1', params: { field: 'category' } });
    }
    // An empty page_no is the first page, as "not set" is everywhere.
    expect((await logs('/api/wallet!logs.action', { token, page_no: '' }))[0]?.amount).toBe(12);
  });

  it('document the categories in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        { post: { parameters: { name: string; description?: string; schema: object }[] } }
      >;
    };
    const params = doc.paths['/api/wallet!logs.action']?.post.parameters ?? [];
    const category = params.find((p) => p.name === 'category');
    expect(JSON.stringify(category)).toContain('recharge (deposit, third_party_deposit)');
    expect(params.map((p) => p.name)).toEqual(expect.arrayContaining(['page_no', 'category']));
  });
});
