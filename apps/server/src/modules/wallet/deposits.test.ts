import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { expectIdChecked } from '../../../test/id-checks.js';
import { centre, mailTo, pushedNotices, speaks, unread } from '../../../test/notices.js';
import { auditLog, coinRates, deposits } from '../../db/schema/index.js';

import { depositTestApp, Records, Review } from '../../../test/deposit-fixtures.js';

const { ctx, certificate, formToken, recharge, depositRecord, balance } = depositTestApp();
let t: TestApp;
let finance: string;
let operations: string;
beforeAll(() => {
  ({ t, finance, operations } = ctx);
});
const pushed = pushedNotices(() => ctx.t);

describe('deposit configuration for buyers', () => {
  it('lists the open channels of a coin, the USDT bounds and the coin prices', async () => {
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/api/channelBlockchain!list.action', { coin: 'usdt' })).data).toEqual([
      {
        coin: 'USDT',
        blockchain_name: 'TRC20',
        address: 'TPlatformTrc20Address000000000001',
        min: '1',
        max: '50000',
      },
    ]);
    expect((await t.action('/api/rechargeBlockchain!rechargeLimitConfig.action', { token })).data).toEqual({
      rechargeAmountMin: 1,
      rechargeAmountMax: 1000000,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'ETH' })).data).toEqual({
      price: 3000.5,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'USDT' })).data).toEqual({
      price: 1,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'BTC' })).data).toEqual({
      price: null,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'DOGE' })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });
});

describe('rechargeBlockchain!recharge', () => {
  it('records a pending deposit the buyer can list and open; nothing is credited yet', async () => {
    const { token } = await createLoggedInUser(t);
    const res = await recharge(token, { tx: '0xabc123' });
    expect(res.code).toBe('0');
    const orderNo = (res.data as { order_no: string }).order_no;
    expect(orderNo).toMatch(/^R\d{8}\d{10}$/);
    const list = Records.parse((await t.action('/api/rechargeBlockchain!list.action', { token })).data);
    expect(list).toMatchObject({ pageSize: 10, thisPageNumber: 1, totalElements: 1 });
    expect(list.elements[0]).toMatchObject({
      order_no: orderNo,
      amount: '150.50',
      volume: '.00',
      coin: 'USDT',
      coin_blockchain: 'USDT_TRC20',
      fee: 0,
      state: 0,
      tx: '0xabc123',
      channel_address: 'TPlatformTrc20Address000000000001',
    });
    const one = await depositRecord(token, orderNo);
    expect(one.order_no).toBe(orderNo);
    expect(await balance(token)).toBe(0);
  });

  it('uses the one-time form token once', async () => {
    const { token } = await createLoggedInUser(t);
    const sessionToken = await formToken(token);
    expect((await recharge(token, { session_token: sessionToken })).code).toBe('0');
    expect((await recharge(token, { session_token: sessionToken })).key).toBe('COMMON_DUPLICATE_SUBMISSION');
    const other = await createLoggedInUser(t);
    // Another user's token is no token at all.
    expect((await recharge(token, { session_token: await formToken(other.token) })).key).toBe(
      'COMMON_DUPLICATE_SUBMISSION',
    );
  });

  it('refuses every bad request with a clear error and records nothing', async () => {
    const { user, token } = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ amount: '0.99' }, 'WALLET_DEPOSIT_BELOW_MIN'],
      [{ amount: '0' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '-5' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '10.123' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: 'ten' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '50000.01' }, 'WALLET_DEPOSIT_ABOVE_MAX'],
      [{ amount: undefined }, 'COMMON_PARAM_MISSING'],
      [{ from: undefined }, 'COMMON_PARAM_MISSING'],
      [{ coin: undefined }, 'COMMON_PARAM_MISSING'],
      [{ coin: 'DOGE' }, 'COMMON_PARAM_INVALID'],
      [{ blockchain_name: 'SOL' }, 'WALLET_CHAIN_INVALID'],
      [{ blockchain_name: 'ERC20' }, 'WALLET_CHANNEL_CLOSED'],
      [{ coin: 'BTC', blockchain_name: 'BTC', amount: '0.001' }, 'WALLET_RATE_MISSING'],
      [{ img: undefined }, 'WALLET_CERTIFICATE_REQUIRED'],
      [{ img: '/uploads/images/not-private.webp' }, 'WALLET_CERTIFICATE_REQUIRED'],
      [{ img: await certificate(other.token, '#f00') }, 'WALLET_CERTIFICATE_REQUIRED'],
      [{ session_token: 'forged' }, 'COMMON_DUPLICATE_SUBMISSION'],
      [{ from: 'x'.repeat(200) }, 'COMMON_PARAM_TOO_LONG'],
    ];
    for (const [overrides, key] of cases) {
      const res = await recharge(token, overrides);
      expect({ overrides, key: res.key }).toEqual({ overrides, key });
      expect(res.status).toBeLessThan(500);
    }
    expect(await t.db.select().from(deposits).where(eq(deposits.userId, user.id))).toEqual([]);
    expect((await t.action('/api/rechargeBlockchain!recharge.action')).code).toBe('403');
  });

  it('names the decimals a coin’s amount may have when it refuses one (the contract’s rule)', async () => {
    const { token } = await createLoggedInUser(t);
    expect(await recharge(token, { amount: '10.123' })).toMatchObject({
      key: 'WALLET_AMOUNT_INVALID',
      params: { decimals: 2 },
    });
    expect(
      await recharge(token, { coin: 'BTC', blockchain_name: 'BTC', amount: '0.00000000001' }),
    ).toMatchObject({
      key: 'WALLET_AMOUNT_INVALID',
      params: { decimals: 10 },
    });
  });

  it('keeps each buyer to their own deposits', async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    const orderNo = ((await recharge(a.token)).data as { order_no: string }).order_no;
    expect(
      (await t.action('/api/rechargeBlockchain!get.action', { token: b.token, order_no: orderNo })).key,
    ).toBe('COMMON_NOT_FOUND');
    expect(
      Records.parse((await t.action('/api/rechargeBlockchain!list.action', { token: b.token })).data)
        .totalElements,
    ).toBe(0);
  });
});

describe('the payment certificate is private', () => {
  it('is served to its owner and to finance, and to nobody else', async () => {
    const owner = await createLoggedInUser(t);
    const stranger = await createLoggedInUser(t);
    const url = await certificate(owner.token, '#123');
    expect(url).toMatch(/^\/api\/privateFile!get\.action\?id=[0-9a-f-]{36}$/);
    const get = (token?: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await get(owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toContain('no-store');
    expect((await get(finance)).statusCode).toBe(200);
    expect((await get(stranger.token)).json()).toMatchObject({ key: 'COMMON_NOT_FOUND' });
    expect((await get(operations)).json()).toMatchObject({ key: 'COMMON_NOT_FOUND' });
    expect((await get()).json()).toMatchObject({ code: '403' });
    // Not in the public uploads folder.
    const id = url.split('=')[1];
    expect((await t.app.inject({ method: 'GET', url: `/uploads/certificates/${id}.webp` })).statusCode).toBe(
      404,
    );
  });
});

describe('finance review', () => {
  it('confirms a deposit: the wallet is credited once, at the rate in force, and it is audited', async () => {
    const { user, token } = await createLoggedInUser(t, {
      email: `d${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    await speaks(t, user.id, 'ja');
    const orderNo = (
      (await recharge(token, { coin: 'ETH', blockchain_name: 'ERC20', amount: '0.0105' })).data as {
        order_no: string;
      }
    ).order_no;
    const pending = Review.parse(
      (await t.action('/admin/deposits!list.action', { token: finance, state: 0 })).data,
    );
    const item = pending.pageList.find((d) => d.order_no === orderNo);
    expect(item).toMatchObject({ state: 0, method: 'crypto', coin: 'ETH', amount: '.0105' });
    // The operator changes the rate before confirming: the new one applies.
    await t.db.update(coinRates).set({ rate: '3100' }).where(eq(coinRates.coin, 'ETH'));
    const confirmed = await t.action('/admin/deposits!confirm.action', {
      token: finance,
      id: item?.id ?? '',
    });
    expect(confirmed.data).toMatchObject({ state: 1, volume: '32.55', rate: '3100.00000000' });
    expect(await balance(token)).toBe(32.55);
    const again = await t.action('/admin/deposits!confirm.action', { token: finance, id: item?.id ?? '' });
    expect(again.key).toBe('WALLET_ALREADY_DECIDED');
    expect(await balance(token)).toBe(32.55);
    const records = (await t.action('/api/moneylog!list.action', { token })).data as { pageList: unknown[] };
    expect(records.pageList).toMatchObject([
      { type: 'deposit', amount: 32.55, orderNo, remark: 'ETH ERC20' },
    ]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, orderNo));
    expect(audit).toMatchObject({ action: 'wallet.deposit.confirm' });
    await t.db.update(coinRates).set({ rate: '3000.5' }).where(eq(coinRates.coin, 'ETH'));
    // The depositor is told what was credited, once, and e-mailed in Japanese.
    expect(await centre(t, token)).toMatchObject([
      {
        type: 'deposit_confirmed',
        targetType: 'deposit',
        targetId: orderNo,
        content: `Your deposit ${orderNo} was confirmed and 32.55 USDT was added to your Caravan wallet.`,
      },
    ]);
    expect(pushed.to(user.id)).toMatchObject([
      { unread: 1, notification: { title: '入金が確認されました' } },
    ]);
    const mails = await mailTo(t, user.email!);
    expect(mails.map((m) => m.subject)).toEqual(['入金が確認されました']);
    expect(mails[0]?.text).toContain('32.55 USDT');
  });

  it('rejects with a reason the buyer sees; nothing is credited', async () => {
    const { token } = await createLoggedInUser(t);
    const orderNo = ((await recharge(token)).data as { order_no: string }).order_no;
    const [row] = await t.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    expect((await t.action('/admin/deposits!reject.action', { token: finance, id: row?.id ?? '' })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
    const rejected = await t.action('/admin/deposits!reject.action', {
      token: finance,
      id: row?.id ?? '',
      reason: 'No payment arrived at the address',
    });
    expect(rejected.data).toMatchObject({ state: 2, reason: 'No payment arrived at the address' });
    expect(
      (await t.action('/api/rechargeBlockchain!get.action', { token, order_no: orderNo })).data,
    ).toMatchObject({ state: 2, reason: 'No payment arrived at the address' });
    expect(
      (await t.action('/admin/deposits!confirm.action', { token: finance, id: row?.id ?? '' })).key,
    ).toBe('WALLET_ALREADY_DECIDED');
    expect(await balance(token)).toBe(0);
    expect((await centre(t, token))[0]).toMatchObject({
      type: 'deposit_rejected',
      targetId: orderNo,
      content: `Your deposit ${orderNo} was rejected: No payment arrived at the address. Nothing was added to your wallet; contact customer service if you think this is a mistake.`,
    });
    expect(await unread(t, token)).toBe(1);
  });

  it('flags a certificate image or transaction hash another deposit already used', async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    await recharge(a.token, { img: await certificate(a.token, '#abcdef'), tx: '0xsamehash' });
    const second = (
      (await recharge(b.token, { img: await certificate(b.token, '#abcdef') })).data as { order_no: string }
    ).order_no;
    const third = ((await recharge(b.token, { tx: '0xsamehash' })).data as { order_no: string }).order_no;
    const list = Review.parse(
      (await t.action('/admin/deposits!list.action', { token: finance, state: 0, pageSize: 100 })).data,
    );
    expect(list.pageList.find((d) => d.order_no === second)?.duplicates).toHaveLength(1);
    expect(list.pageList.find((d) => d.order_no === second)?.duplicates[0]?.sameUser).toBe(false);
    expect(list.pageList.find((d) => d.order_no === third)?.duplicates).toHaveLength(1);
  });

  it('is for finance only, and refuses bad ids', async () => {
    expect((await t.action('/admin/deposits!list.action', { token: operations })).key).toBe(
      'COMMON_NO_PERMISSION',
    );
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/admin/deposits!list.action', { token })).code).not.toBe('0');
    await expectIdChecked(t, '/admin/deposits!confirm.action', { token: finance });
  });
});
