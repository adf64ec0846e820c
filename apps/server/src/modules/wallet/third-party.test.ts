import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';

let t: TestApp;

async function start(token: string, action = 'PHP_recharge', params: Record<string, string> = {}) {
  const open = (await t.action('/api/rechargeBlockchain!recharge_open.action', { token })).data as {
    session_token: string;
  };
  return t.action(`/api/thirdPartyRecharge!${action}.action`, {
    token,
    session_token: open.session_token,
    amount: '2000.00',
    pageUrl: '/userInfo/money-package',
    ...params,
  });
}

const balance = async (token: string) =>
  ((await t.action('/api/wallet!getUsdt.action', { token })).data as { money: number }).money;

function settle(payUrl: string, outcome: 'complete' | 'fail') {
  const ref = new URL(payUrl, 'http://x').searchParams.get('ref') ?? '';
  return t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${outcome}`,
    payload: `ref=${encodeURIComponent(ref)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

beforeAll(async () => {
  t = await buildTestApp();
});

describe('third-party deposits through the sandbox provider', () => {
  it('lists the peso wallets people know, with the rate the right way round and its bounds', async () => {
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/api/thirdPartyRecharge!getCoinList.action', { token })).data).toEqual([
      {
        currency: 'PHP',
        rate: 0.0175,
        // 1 USDT = 57.14 PHP, not "1 USDT = 0.0175 PHP" (issue 15).
        usdtPrice: 57.14,
        sandbox: true,
        min: 57.15,
        max: 57142857.14,
        channels: [
          { id: 1, action: 'PHP_recharge', name: 'GCash' },
          { id: 4, action: 'PHP_recharge4', name: 'Maya' },
        ],
      },
    ]);
  });

  it('offers no online payment while no peso rate is set', async () => {
    const { token } = await createLoggedInUser(t);
    await setSystemParams(t.db, { php_usdt_rate: '0' });
    try {
      expect((await t.action('/api/thirdPartyRecharge!getCoinList.action', { token })).data).toEqual([]);
    } finally {
      await setSystemParams(t.db, { php_usdt_rate: '0.0175' });
    }
  });

  it('credits the wallet once when the buyer pays on the provider’s page', async () => {
    const { token } = await createLoggedInUser(t);
    const res = await start(token, 'PHP_recharge4');
    expect(res.code).toBe('0');
    const {
      payUrl,
      usdt,
      order_no: orderNo,
    } = res.data as { payUrl: string; usdt: string; order_no: string };
    expect(usdt).toBe('35.00');
    expect(orderNo).toMatch(/^P\d{18}$/);
    expect(await balance(token)).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('2000.00 PHP');
    expect(page.body).toContain('Maya');
    const paid = await settle(payUrl, 'complete');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/userInfo/money-package?payment=paid&order_no=${orderNo}`);
    expect(await balance(token)).toBe(35);
    // The provider reports again, or reports a failure late: nothing changes.
    await settle(payUrl, 'complete');
    await settle(payUrl, 'fail');
    expect(await balance(token)).toBe(35);
    const log = (await t.action('/api/moneylog!list.action', { token })).data as {
      pageList: { type: string; amount: number; remark: string }[];
    };
    expect(log.pageList).toMatchObject([
      { type: 'third_party_deposit', amount: 35, remark: 'Maya 2000.00 PHP' },
    ]);
  });

  it('credits nothing when the payment fails, and never redirects off the site', async () => {
    const { token } = await createLoggedInUser(t);
    const res = await start(token, 'PHP_recharge', { pageUrl: 'https://evil.example/steal' });
    const { payUrl, order_no: orderNo } = res.data as { payUrl: string; order_no: string };
    const failed = await settle(payUrl, 'fail');
    expect(failed.headers.location).toBe(`/userInfo/money-package?payment=failed&order_no=${orderNo}`);
    expect(await balance(token)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: payUrl })).body).toContain('Failed');
  });

  it('returns to a path with non-Latin-1 characters, percent-encoded, after crediting once (issue 14)', async () => {
    const { token } = await createLoggedInUser(t);
    const res = await start(token, 'PHP_recharge', {
      pageUrl: '/userInfo/money-package?from=محفظة&note=钱包',
    });
    const { payUrl, order_no: orderNo } = res.data as { payUrl: string; order_no: string };
    const paid = await settle(payUrl, 'complete');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/userInfo/money-package?from=%D9%85%D8%AD%D9%81%D8%B8%D8%A9&note=%E9%92%B1%E5%8C%85&payment=paid&order_no=${orderNo}`,
    );
    expect(await balance(token)).toBe(35);
    // A second press of the button credits nothing more and still answers a redirect.
    expect((await settle(payUrl, 'complete')).statusCode).toBe(303);
    expect(await balance(token)).toBe(35);
  });

  it('refuses bad amounts, a reused form and unknown references', async () => {
    const { token } = await createLoggedInUser(t);
    expect((await start(token, 'PHP_recharge', { amount: '50' })).key).toBe('WALLET_DEPOSIT_BELOW_MIN');
    expect((await start(token, 'PHP_recharge', { amount: '-5' })).key).toBe('WALLET_AMOUNT_INVALID');
    expect((await start(token, 'PHP_recharge', { session_token: 'forged' })).key).toBe(
      'COMMON_DUPLICATE_SUBMISSION',
    );
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/pay?ref=nope' })).json()).toMatchObject({
      key: 'COMMON_NOT_FOUND',
    });
    expect((await settle('/sandbox/pay?ref=nope', 'complete')).json()).toMatchObject({
      key: 'COMMON_NOT_FOUND',
    });
    expect((await t.action('/api/thirdPartyRecharge!PHP_recharge.action')).code).toBe('403');
  });

  it('offers no channel and no sandbox page where the sandbox is off (production)', async () => {
    const live = await buildTestApp({ paymentSandbox: false });
    const { token } = await createLoggedInUser(live);
    expect((await live.action('/api/thirdPartyRecharge!getCoinList.action', { token })).data).toEqual([]);
    const open = (await live.action('/api/rechargeBlockchain!recharge_open.action', { token })).data as {
      session_token: string;
    };
    expect(
      (
        await live.action('/api/thirdPartyRecharge!PHP_recharge.action', {
          token,
          session_token: open.session_token,
          amount: '2000',
        })
      ).key,
    ).toBe('WALLET_NO_PAYMENT_METHOD');
    expect((await live.app.inject({ method: 'GET', url: '/sandbox/pay?ref=x' })).statusCode).toBe(404);
  });
});
