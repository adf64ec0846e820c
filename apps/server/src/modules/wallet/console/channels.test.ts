import { AdminCoinRateVo, AdminDepositChannelVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createLoggedInOperator } from '../../../../test/factories.js';
import { auditLog } from '../../../db/schema/index.js';

let t: TestApp;
let finance: string;

const operatorToken = async (role: 'finance' | 'operations') => (await createLoggedInOperator(t, role)).token;

const channel = {
  coin: 'USDT',
  network: 'trc20',
  address: 'TFinanceConsoleAddress0000000001',
  minAmount: '5',
  maxAmount: '20000.5',
  isOpen: '1',
  sort: 1,
};

beforeAll(async () => {
  t = await buildTestApp();
  finance = await operatorToken('finance');
});

describe('deposit channels in the finance console', () => {
  it('creates a channel buyers then see, changes it, and audits both', async () => {
    const created = AdminDepositChannelVo.parse(
      (await t.action('/admin/depositChannels!save.action', { token: finance, ...channel })).data,
    );
    expect(created).toMatchObject({
      coin: 'USDT',
      network: 'TRC20',
      minAmount: '5',
      maxAmount: '20000.5',
      isOpen: true,
    });
    expect((await t.action('/api/channelBlockchain!list.action', { coin: 'USDT' })).data).toEqual([
      { coin: 'USDT', blockchain_name: 'TRC20', address: channel.address, min: '5', max: '20000.5' },
    ]);
    const closed = await t.action('/admin/depositChannels!save.action', {
      token: finance,
      ...channel,
      id: created.id,
      isOpen: '0',
    });
    expect(closed.data).toMatchObject({ id: created.id, isOpen: false });
    expect((await t.action('/api/channelBlockchain!list.action', { coin: 'USDT' })).data).toEqual([]);
    const listed = z
      .array(AdminDepositChannelVo)
      .parse((await t.action('/admin/depositChannels!list.action', { token: finance })).data);
    expect(listed.map((c) => [c.network, c.isOpen])).toEqual([['TRC20', false]]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['wallet.channel.create', 'wallet.channel.update']);
  });

  it('refuses a second channel for the same coin and network, and bad bounds or addresses', async () => {
    const base = { token: finance, ...channel, network: 'ERC20', address: '0xErc20FinanceAddress000001' };
    expect((await t.action('/admin/depositChannels!save.action', base)).code).toBe('0');
    const cases: [Record<string, string | number>, string, string][] = [
      [{}, 'COMMON_PARAM_INVALID', 'network'],
      [{ network: 'BEP20', minAmount: '0' }, 'COMMON_PARAM_INVALID', 'minAmount'],
      [{ network: 'BEP20', minAmount: '10', maxAmount: '9' }, 'COMMON_PARAM_INVALID', 'maxAmount'],
      [{ network: 'BEP20', minAmount: '-1' }, 'COMMON_PARAM_INVALID', 'minAmount'],
      [{ network: 'BEP20', address: 'short' }, 'COMMON_PARAM_INVALID', 'address'],
      [{ network: 'BEP20', coin: 'DOGE' }, 'COMMON_PARAM_INVALID', 'coin'],
      [{ network: 'BEP20', id: '00000000-0000-4000-8000-000000000000' }, 'COMMON_NOT_FOUND', ''],
    ];
    for (const [change, key, field] of cases) {
      const res = await t.action('/admin/depositChannels!save.action', { ...base, ...change });
      expect({ change, key: res.key, field: field ? res.params?.field : '' }).toEqual({ change, key, field });
    }
  });

  it('sets the ETH and BTC rates deposits are credited at, audited', async () => {
    const before = z
      .array(AdminCoinRateVo)
      .parse((await t.action('/admin/coinRates!list.action', { token: finance })).data);
    expect(before.map((r) => [r.coin, r.rate])).toEqual([
      ['ETH', null],
      ['BTC', null],
    ]);
    expect(
      (
        await t.action('/admin/coinRates!save.action', {
          token: finance,
          coin: 'btc',
          rate: '65000.12345678',
        })
      ).data,
    ).toMatchObject({
      coin: 'BTC',
      rate: '65000.12345678',
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'BTC' })).data).toEqual({
      price: 65000.12345678,
    });
    expect(
      (await t.action('/admin/coinRates!save.action', { token: finance, coin: 'BTC', rate: '0' })).key,
    ).toBe('COMMON_PARAM_INVALID');
    expect(
      (await t.action('/admin/coinRates!save.action', { token: finance, coin: 'USDT', rate: '2' })).key,
    ).toBe('COMMON_PARAM_INVALID');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, 'BTC'));
    expect(audit).toMatchObject({ action: 'wallet.rate.update', after: { rate: '65000.12345678' } });
  });

  it('is for finance (and super admins) only', async () => {
    const operations = await operatorToken('operations');
    for (const path of ['depositChannels!list', 'depositChannels!save', 'coinRates!list', 'coinRates!save']) {
      expect((await t.action(`/admin/${path}.action`, { token: operations, ...channel })).key).toBe(
        'COMMON_NO_PERMISSION',
      );
    }
  });
});
