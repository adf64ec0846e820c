import { DownloadUrlVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ilike, inArray } from 'drizzle-orm';
import { emailDeliveries, subscriptions, syspara } from '../../db/schema/index.js';

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

  it('answers every code of the contract’s whitelist with its type’s empty value, never null (ADR 026)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url:
        '/api/syspara!getSyspara.action?code=exchange_rate_in,exchange_rate_out,index_top_symbols,' +
        'index_new_symbols,mall_first_recharge_rewards,mall_first_invite_recharge_rewards,' +
        'valid_recharge_amount_for_seller_upgrade,valid_recharge_amount_for_first_recharge_bonus,' +
        'valid_recharge_amount_for_team_num,test_user_money,app_domain_link,can_recharge,constructor',
    });
    expect(res.json().data).toEqual({
      exchange_rate_in: [],
      exchange_rate_out: [],
      index_top_symbols: [],
      index_new_symbols: [],
      mall_first_recharge_rewards: '',
      mall_first_invite_recharge_rewards: '',
      valid_recharge_amount_for_seller_upgrade: '',
      valid_recharge_amount_for_first_recharge_bonus: '',
      valid_recharge_amount_for_team_num: '',
      test_user_money: '',
      app_domain_link: '',
      can_recharge: '1',
      constructor: null,
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

describe('subscribe!add against mail bombing (issue 50)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimitPerMinute: 10_000 });
  });
  let address = 0;
  const subscribeFrom = (email: string, ip = `10.60.${Math.floor(++address / 250)}.${address % 250}`) =>
    limited.action('/api/subscribe!add.action', { email }, { remoteAddress: ip });
  /** Subscriptions stored, and welcome e-mails queued, for addresses containing `part`. */
  const stored = async (part: string) => {
    const rows = await limited.db
      .select({ id: subscriptions.id, email: subscriptions.email })
      .from(subscriptions)
      .where(ilike(subscriptions.email, `%${part}%`));
    const ids = rows.map((r) => r.id);
    const mails = ids.length
      ? await limited.db.select().from(emailDeliveries).where(inArray(emailDeliveries.subscriptionId, ids))
      : [];
    return { subscriptions: rows.length, mails: mails.length };
  };

  it('mails an address once, and one mailbox at most 3 times a day under any of its addresses', async () => {
    // A repeat of an address sends nothing more.
    expect((await subscribeFrom('target.once@example.com')).code).toBe('0');
    expect((await subscribeFrom('TARGET.once@example.com')).key).toBe('SUBSCRIBE_ALREADY_SUBSCRIBED');
    expect(await stored('target.once')).toEqual({ subscriptions: 1, mails: 1 });

    // Tags, and at Gmail dots, name one inbox: from addresses of their own, 3 pass, then no more.
    const aliases = ['victim.x@gmail.com', 'vict.imx+1@gmail.com', 'victimx+2@googlemail.com'];
    for (const email of aliases) expect((await subscribeFrom(email)).code).toBe('0');
    const refused = await subscribeFrom('v.i.c.t.i.m.x+3@gmail.com');
    expect(refused).toMatchObject({ status: 429, code: '1', key: 'COMMON_RATE_LIMITED', data: null });
    expect(await stored('@g')).toEqual({ subscriptions: 3, mails: 3 });
    // Another mailbox at the same provider is not affected.
    expect((await subscribeFrom('someone.else@gmail.com')).code).toBe('0');
    // The next day.
    limited.clock.advance(24 * 3600_000);
    expect((await subscribeFrom('victimx+4@gmail.com')).code).toBe('0');
  });

  it('takes 10 an hour from one client address', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i < 10; i++)
      expect((await subscribeFrom(`reader${i}@ip-limit.example.com`, ip)).code).toBe('0');
    expect((await subscribeFrom('reader10@ip-limit.example.com', ip)).key).toBe('COMMON_RATE_LIMITED');
    expect(await stored('ip-limit')).toEqual({ subscriptions: 10, mails: 10 });
    expect((await subscribeFrom('reader10@ip-limit.example.com', '198.51.100.61')).code).toBe('0');
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
