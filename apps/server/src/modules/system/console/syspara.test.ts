import { AuditEntryVo, SysparaDefinitionVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createLoggedInOperator } from '../../../../test/factories.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await createLoggedInOperator(t, 'operations'));
});

describe('system parameters', () => {
  it('lists every parameter with type, default, bounds and description', async () => {
    const list = z
      .array(SysparaDefinitionVo)
      .parse((await t.action('/admin/syspara!list.action', { token })).data);
    expect(list.find((p) => p.code === 'mall_max_goods_number_in_order')).toMatchObject({
      type: 'integer',
      value: '500',
      defaultValue: '500',
      min: 1,
      max: 100000,
      updatedAt: '',
    });
    expect(list.every((p) => p.description.length > 10)).toBe(true);
  });

  it.each([
    ['mall_max_goods_number_in_order', '0'],
    ['mall_max_goods_number_in_order', '100001'],
    ['mall_max_goods_number_in_order', '12.5'],
    ['mall_max_goods_number_in_order', 'lots'],
    ['can_recharge', 'maybe'],
    ['customer_service_url', 'javascript:alert(1)'],
    ['withdraw_fee', 'percent:5'],
    // Freight's fixed fees are charged in cents; its rate per kg to 4 places (ADR 034).
    ['freight_shipping_fee', '1.234'],
    ['freight_shipping_fee', '-1'],
    ['freight_long_distance_rate', '0.12345'],
    ['freight_delivery_fee', '10001'],
  ])('refuses %s = %s and keeps the old value', async (code, value) => {
    expect(await t.action('/admin/syspara!update.action', { token, code, value })).toMatchObject({
      key: 'ADMIN_SYSPARA_INVALID',
      params: { code },
    });
  });

  it('refuses an unknown code', async () => {
    expect(
      (await t.action('/admin/syspara!update.action', { token, code: 'db_password', value: 'x' })).key,
    ).toBe('ADMIN_SYSPARA_UNKNOWN');
  });

  it('sets a value, audited, and clients see it at once', async () => {
    const res = await t.action('/admin/syspara!update.action', {
      token,
      code: 'mall_max_goods_number_in_order',
      value: ' 250 ',
    });
    expect(SysparaDefinitionVo.parse(res.data)).toMatchObject({ value: '250', defaultValue: '500' });
    const pub = await t.action('/api/syspara!getSyspara.action', { code: 'mall_max_goods_number_in_order' });
    expect(pub.data).toEqual({ mall_max_goods_number_in_order: '250' });
    const audit = await t.action('/admin/audit!list.action', { token, action: 'syspara.update' });
    const [entry] = z.object({ pageList: z.array(AuditEntryVo) }).parse(audit.data).pageList;
    expect(entry).toMatchObject({
      targetId: 'mall_max_goods_number_in_order',
      before: { value: '500' },
      after: { value: '250' },
    });
    await t.action('/admin/syspara!update.action', { token, code: 'can_recharge', value: 'false' });
    expect((await t.action('/api/syspara!getSyspara.action', { code: 'can_recharge' })).data).toEqual({
      can_recharge: '0',
    });
  });

  it('takes a freight schedule to its scale', async () => {
    for (const [code, value] of [
      ['freight_shipping_fee', '2.5'],
      ['freight_long_distance_rate', '3.3333'],
      ['freight_delivery_fee', '0'],
    ] as const) {
      const res = await t.action('/admin/syspara!update.action', { token, code, value });
      expect(SysparaDefinitionVo.parse(res.data)).toMatchObject({ code, value });
    }
  });
});
