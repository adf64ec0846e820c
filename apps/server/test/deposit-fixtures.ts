import { AdminDepositVo, legacyPage, paged, RechargeRecordVo } from '@caravan/contract';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { coinRates, depositChannels } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createLoggedInOperator } from './factories.js';
import { multipart } from './multipart.js';

export const Records = legacyPage(RechargeRecordVo);
export const Review = paged(AdminDepositVo);

/**
 * The app the deposit tests share: deposit channels for every coin, an ETH rate, and a finance and
 * an operations operator. Its fields are set before the file's tests run; its helpers send what the
 * recharge page sends.
 */
export function depositTestApp() {
  const ctx = {} as { t: TestApp; finance: string; operations: string };
  const operatorToken = async (role: 'finance' | 'operations') =>
    (await createLoggedInOperator(ctx.t, role)).token;
  /**
   * Uploads a certificate image and returns the URL; its colour (random unless given) makes its bytes
   * unique.
   */
  async function certificate(
    token: string,
    colour = `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
  ) {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const body = multipart(png, { moduleName: 'certificate' });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/uploadimg!execute.action',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    return (res.json() as { data: string }).data;
  }

  async function formToken(token: string) {
    return (
      (await ctx.t.action('/api/rechargeBlockchain!recharge_open.action', { token })).data as {
        session_token: string;
      }
    ).session_token;
  }

  /**
   * What the recharge page sends for a deposit request (the form's token and an uploaded
   * certificate among it); `overrides` change or drop (undefined) fields.
   */
  async function rechargeParams(
    token: string,
    overrides: Record<string, string | number | undefined> = {},
  ): Promise<Record<string, string | number>> {
    const params: Record<string, string | number | undefined> = {
      token,
      session_token: await formToken(token),
      coin: 'USDT',
      blockchain_name: 'TRC20',
      amount: '150.50',
      from: 'TXyz1234567890abcdefghijkLMNOPqrs',
      img: await certificate(token),
      ...overrides,
    };
    return Object.fromEntries(
      Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined),
    );
  }

  /** A deposit request as the recharge page sends it; `overrides` change or drop (undefined) fields. */
  async function recharge(token: string, overrides: Record<string, string | number | undefined> = {}) {
    return ctx.t.action('/api/rechargeBlockchain!recharge.action', await rechargeParams(token, overrides));
  }

  /** One of the buyer's deposits, as the buyer reads it. */
  const depositRecord = async (token: string, orderNo: string) =>
    RechargeRecordVo.parse(
      (await ctx.t.action('/api/rechargeBlockchain!get.action', { token, order_no: orderNo })).data,
    );

  const balance = async (token: string) =>
    ((await ctx.t.action('/api/wallet!getUsdt.action', { token })).data as { money: number }).money;

  beforeAll(async () => {
    ctx.t = await buildTestApp();
    await ctx.t.db.insert(depositChannels).values([
      {
        coin: 'USDT',
        network: 'TRC20',
        address: 'TPlatformTrc20Address000000000001',
        minAmount: '1',
        maxAmount: '50000',
      },
      {
        coin: 'USDT',
        network: 'ERC20',
        address: '0xPlatformErc20',
        minAmount: '10',
        maxAmount: '50000',
        isOpen: false,
      },
      { coin: 'ETH', network: 'ERC20', address: '0xPlatformEth', minAmount: '0.001', maxAmount: '100' },
      { coin: 'BTC', network: 'BTC', address: 'bc1platform', minAmount: '0.0001', maxAmount: '10' },
    ]);
    await ctx.t.db.insert(coinRates).values({ coin: 'ETH', rate: '3000.5' });
    ctx.finance = await operatorToken('finance');
    ctx.operations = await operatorToken('operations');
  });
  return { ctx, certificate, formToken, rechargeParams, recharge, depositRecord, balance };
}
