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

describe('system parameters: operations and the super admin only (issue 50)', () => {
  it('refuses finance and customer service on both syspara routes, changing nothing', async () => {
    const { token: service } = await createLoggedInOperator(t, 'customer_service');
    for (const token of [finance, service]) {
      expect((await t.action('/admin/syspara!list.action', { token })).key).toBe('COMMON_NO_PERMISSION');
      for (const [code, value] of [
        ['withdraw_daily_count', '5'],
        ['mall_max_goods_number_in_order', '250'],
      ] as const) {
        expect((await t.action('/admin/syspara!update.action', { token, code, value })).key).toBe(
          'COMMON_NO_PERMISSION',
        );
      }
    }
    const pub = await t.action('/api/syspara!getSyspara.action', {
      code: 'mall_max_goods_number_in_order,withdraw_daily_count',
    });
    expect(pub.data).toEqual({ mall_max_goods_number_in_order: '500', withdraw_daily_count: '3' });
  });

  it('lists every parameter to operations and the super admin', async () => {
    for (const token of [operations, superAdmin]) {
      expect(await codesFor(token)).toEqual(
        expect.arrayContaining([...WALLET_SYSPARA_CODES, 'mall_max_goods_number_in_order']),
      );
    }
  });

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
    // Put back what later tests read.
    await t.action('/admin/syspara!update.action', { token: operations, code: 'can_recharge', value: '1' });
    await t.action('/admin/syspara!update.action', {
      token: operations,
      code: 'mall_max_goods_number_in_order',
      value: '500',
    });
  });
});

describe('the wallet’s parameters: finance’s own routes (walletSettings!…)', () => {
  const walletCodes = async (token: string) =>
    SysparaList.parse((await t.action('/admin/walletSettings!list.action', { token })).data).map(
      (p) => p.code,
    );

  it('serve finance and the super admin the wallet parameters only; refuse operations and customer service', async () => {
    for (const token of [finance, superAdmin]) {
      expect((await walletCodes(token)).sort()).toEqual([...WALLET_SYSPARA_CODES].sort());
    }
    const { token: service } = await createLoggedInOperator(t, 'customer_service');
    for (const token of [operations, service]) {
      expect((await t.action('/admin/walletSettings!list.action', { token })).key).toBe(
        'COMMON_NO_PERMISSION',
      );
      expect(
        (
          await t.action('/admin/walletSettings!update.action', {
            token,
            code: 'withdraw_daily_count',
            value: '5',
          })
        ).key,
      ).toBe('COMMON_NO_PERMISSION');
    }
  });

  it('let finance set a wallet parameter, audited, and clients see it at once', async () => {
    const res = await t.action('/admin/walletSettings!update.action', {
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

  it('still check the value finance sends against the definition', async () => {
    expect(
      (
        await t.action('/admin/walletSettings!update.action', {
          token: finance,
          code: 'withdraw_fee',
          value: 'percent:5',
        })
      ).key,
    ).toBe('ADMIN_SYSPARA_INVALID');
  });

  it.each(['mall_max_goods_number_in_order', 'customer_service_url', 'no_such_code'])(
    'refuse %s, a parameter outside the wallet, even to the super admin, changing nothing',
    async (code) => {
      for (const token of [finance, superAdmin]) {
        const res = await t.action('/admin/walletSettings!update.action', { token, code, value: '250' });
        expect(res).toMatchObject({ code: '1', key: 'COMMON_NO_PERMISSION' });
      }
      const pub = await t.action('/api/syspara!getSyspara.action', {
        code: 'mall_max_goods_number_in_order',
      });
      expect(pub.data).toEqual({ mall_max_goods_number_in_order: '500' });
    },
  );
});
