import { AuditEntryVo, SysparaDefinitionVo, WALLET_SYSPARA_CODES } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createLoggedInOperator } from '../../../../test/factories.js';

let t: TestApp;
let finance: string;
let operations: string;
let superAdmin: string;

const SysparaList = z.array(SysparaDefinitionVo);

beforeAll(async () => {
  t = await buildTestApp();
  finance = (await createLoggedInOperator(t, 'finance')).token;
  operations = (await createLoggedInOperator(t, 'operations')).token;
  superAdmin = (await createLoggedInOperator(t, 'super_admin')).token;
});

async function codesFor(token: string): Promise<string[]> {
  const res = await t.action('/admin/syspara!list.action', { token });
  return SysparaList.parse(res.data).map((p) => p.code);
}

describe('the finance area (CONSOLE_ACCESS.finance)', () => {
  it.each(['deposits!list', 'withdrawals!list', 'depositChannels!list', 'coinRates!list'])(
    '%s refuses operations and customer service, and serves finance and super admin',
    async (name) => {
      const service = (await createLoggedInOperator(t, 'customer_service')).token;
      for (const token of [operations, service]) {
        expect((await t.action(`/admin/${name}.action`, { token })).key).toBe('COMMON_NO_PERMISSION');
      }
      for (const token of [finance, superAdmin]) {
        expect((await t.action(`/admin/${name}.action`, { token })).code).toBe('0');
      }
    },
  );
});

describe('wallet parameters for finance', () => {
  it('refuses customer service on both syspara routes', async () => {
    const { token } = await createLoggedInOperator(t, 'customer_service');
    expect((await t.action('/admin/syspara!list.action', { token })).key).toBe('COMMON_NO_PERMISSION');
    expect(
      (await t.action('/admin/syspara!update.action', { token, code: 'withdraw_daily_count', value: '5' }))
        .key,
    ).toBe('COMMON_NO_PERMISSION');
  });

  it('lists only the wallet parameters to finance, and every parameter to the syspara roles', async () => {
    expect((await codesFor(finance)).sort()).toEqual([...WALLET_SYSPARA_CODES].sort());
    for (const token of [operations, superAdmin]) {
      const codes = await codesFor(token);
      expect(codes).toEqual(
        expect.arrayContaining([...WALLET_SYSPARA_CODES, 'mall_max_goods_number_in_order']),
      );
    }
  });

  it('lets finance set a wallet parameter, audited, and clients see it at once', async () => {
    const res = await t.action('/admin/syspara!update.action', {
      token: finance,
      code: 'withdraw_daily_count',
      value: '5',
    });
    expect(SysparaDefinitionVo.parse(res.data)).toMatchObject({ code: 'withdraw_daily_count', value: '5' });
    const pub = await t.action('/api/syspara!getSyspara.action', { code: 'withdraw_daily_count' });
    expect(pub.data).toEqual({ withdraw_daily_count: '5' });
    const audit = await t.action('/admin/audit!list.action', {
      token: superAdmin,
      action: 'syspara.update',
      targetId: 'withdraw_daily_count',
    });
    const [entry] = z.object({ pageList: z.array(AuditEntryVo) }).parse(audit.data).pageList;
    expect(entry).toMatchObject({ before: { value: '3' }, after: { value: '5' } });
  });

  it('still checks the value finance sends against the definition', async () => {
    expect(
      (
        await t.action('/admin/syspara!update.action', {
          token: finance,
          code: 'withdraw_fee',
          value: 'percent:5',
        })
      ).key,
    ).toBe('ADMIN_SYSPARA_INVALID');
  });

  it.each(['mall_max_goods_number_in_order', 'customer_service_url', 'no_such_code'])(
    'refuses finance on %s and changes nothing',
    async (code) => {
      const res = await t.action('/admin/syspara!update.action', { token: finance, code, value: '250' });
      expect(res).toMatchObject({ code: '1', key: 'COMMON_NO_PERMISSION' });
      const pub = await t.action('/api/syspara!getSyspara.action', {
        code: 'mall_max_goods_number_in_order',
      });
      expect(pub.data).toEqual({ mall_max_goods_number_in_order: '500' });
    },
  );

  it('lets operations set any parameter, wallet or not, as before', async () => {
    for (const [code, value] of [
      ['mall_max_goods_number_in_order', '250'],
      ['withdraw_fee', 'rate:0.01'],
      ['can_recharge', '0'],
    ] as const) {
      const res = await t.action('/admin/syspara!update.action', { token: operations, code, value });
      expect(SysparaDefinitionVo.parse(res.data), code).toMatchObject({ code, value });
    }
    expect(
      (
        await t.action('/admin/syspara!update.action', {
          token: operations,
          code: 'no_such_code',
          value: 'x',
        })
      ).key,
    ).toBe('ADMIN_SYSPARA_UNKNOWN');
  });
});
