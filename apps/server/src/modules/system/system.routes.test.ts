import { DownloadUrlVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { syspara } from '../../db/schema/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

describe('syspara!getSyspara', () => {
  it('serves whitelisted codes with defaults and gives null for every other code', async () => {
    const res = await t.action('/api/syspara!getSyspara.action', {
      code: 'mall_max_goods_number_in_order,customer_service_url,database_password',
    });
    expect(res).toMatchObject({
      code: '0',
      data: { mall_max_goods_number_in_order: '500', customer_service_url: '', database_password: null },
    });
  });

  it('returns the operator-set value, and withdraw_fee as {type, fee}', async () => {
    await t.db.insert(syspara).values([
      { code: 'mall_max_goods_number_in_order', value: '200' },
      { code: 'withdraw_fee', value: 'rate:0.01' },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/syspara!getSyspara.action?code=mall_max_goods_number_in_order,withdraw_fee',
    });
    expect(res.json().data).toEqual({
      mall_max_goods_number_in_order: '200',
      withdraw_fee: { type: 'rate', fee: '0.01' },
    });
  });

  it('needs a code', async () => {
    expect(await t.action('/api/syspara!getSyspara.action')).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'code' },
    });
  });
});

describe('subscribe!add', () => {
  it.each([
    'ab@example.com',
    'not-an-email',
    '_abc@example.com',
    'abcd@example.COM',
    'abcd@x.com',
    'abcd@example.c',
  ])('refuses %s, which does not match the spec pattern', async (email) => {
    expect(await t.action('/api/subscribe!add.action', { email })).toMatchObject({
      code: '1',
      key: 'SUBSCRIBE_EMAIL_INVALID',
    });
  });

  it('subscribes once; a repeat in any letter case is a clear error', async () => {
    expect((await t.action('/api/subscribe!add.action', { email: 'buyer.one@example.co.uk' })).code).toBe(
      '0',
    );
    const again = await t.action('/api/subscribe!add.action', {
      email: 'Buyer.One@example.co.uk',
      lang: 'ja',
    });
    expect(again).toMatchObject({ code: '1', key: 'SUBSCRIBE_ALREADY_SUBSCRIBED' });
    expect(again.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('refuses a missing or over-long address', async () => {
    expect((await t.action('/api/subscribe!add.action')).key).toBe('COMMON_PARAM_MISSING');
    expect(
      (await t.action('/api/subscribe!add.action', { email: `${'a'.repeat(60)}@example.com` })).key,
    ).toBe('COMMON_PARAM_TOO_LONG');
  });
});

describe('index!download-url', () => {
  it('points at the mobile web app until operators set store links', async () => {
    const res = await t.action(
      '/api/index!download-url.action',
      {},
      { headers: { host: 'shop.example.com' } },
    );
    const data = DownloadUrlVo.parse(res.data);
    expect(data.buyerUrl).toBe('http://shop.example.com/wap/');
    await t.db.insert(syspara).values({ code: 'app_seller_url', value: 'https://apps.example.com/seller' });
    const after = DownloadUrlVo.parse((await t.action('/api/index!download-url.action')).data);
    expect(after.sellerUrl).toBe('https://apps.example.com/seller');
  });
});
