import {
  OrderNoVo,
  BankAccountVo,
  BankRechargeParams,
  ChannelListParams,
  CoinPriceParams,
  CoinPriceVo,
  CryptoRechargeParams,
  DepositChannelVo,
  FormTokenVo,
  legacyPage,
  LegacyPageParams,
  RechargeGetParams,
  RechargeLimitVo,
  RechargeRecordVo,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { toPlain, toWire } from '../../lib/money.js';
import { legacyWindow, toLegacyPage } from '../../lib/paging.js';
import { defineAction } from '../../plugins/actions.js';
import {
  findDeposit,
  findDeposits,
  openChannels,
  openForm,
  rateOf,
  requestBankDeposit,
  requestCryptoDeposit,
} from './deposits.service.js';
import { presentDeposit } from './deposits.presenter.js';
import { depositRules } from './deposit-rules.js';
import { openBankAccounts, presentBankAccount } from './bank-accounts.js';

/** Crypto deposits as the buyer's clients call them (contract §1.9). */
export function registerDepositRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'wallet', methods: ['POST', 'GET'] } as const;

  defineAction(app, deps, {
    ...base,
    name: 'rechargeBlockchain!recharge_open',
    summary: 'A one-time token for the deposit form (a second submit with it is refused)',
    auth: 'user',
    params: z.object({}),
    response: FormTokenVo,
    handler: async ({ actor, deps: d }) => ({
      session_token: await openForm(d.db, actor.userId, 'recharge', d.clock.now()),
    }),
  });
  defineAction(app, deps, {
    ...base,
    name: 'rechargeBlockchain!rechargeLimitConfig',
    summary: 'The bounds of one deposit, in USDT',
    auth: 'user',
    params: z.object({}),
    response: RechargeLimitVo,
    handler: async ({ deps: d }) => {
      const limits = await depositRules(d.db);
      return { rechargeAmountMin: toWire(limits.min), rechargeAmountMax: toWire(limits.max) };
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'channelBlockchain!list',
    summary: 'The open deposit channels (network and platform address) of a coin',
    auth: 'optional',
    params: ChannelListParams,
    response: z.array(DepositChannelVo),
    handler: async ({ input, deps: d }) =>
      (await openChannels(d.db, input.coin)).map((c) => ({
        coin: c.coin,
        blockchain_name: c.network,
        address: c.address,
        min: toPlain(c.minAmount),
        max: toPlain(c.maxAmount),
      })),
  });
  defineAction(app, deps, {
    ...base,
    name: 'rechargeBlockchain!fee',
    summary: 'What one coin is worth in USDT (the rate a deposit is credited at)',
    auth: 'none',
    params: CoinPriceParams,
    response: CoinPriceVo,
    handler: async ({ input, deps: d }) => {
      const rate = await rateOf(d.db, input.symbol);
      return { price: rate ? toWire(rate, 8) : null };
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'rechargeBlockchain!recharge',
    summary: 'Requests a crypto deposit (pending until finance confirms it)',
    auth: 'user',
    methods: ['POST'],
    params: CryptoRechargeParams,
    response: OrderNoVo,
    limits: [{ max: 20, minutes: 10, per: 'ip' }],
    handler: async ({ actor, input, deps: d }) => {
      const { orderNo } = await requestCryptoDeposit(
        d.db,
        actor.userId,
        {
          sessionToken: input.session_token,
          coin: input.coin,
          network: input.blockchain_name,
          amount: input.amount,
          from: input.from,
          img: input.img,
          tx: input.tx,
        },
        d.clock.now(),
      );
      return { order_no: orderNo };
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'rechargeBlockchain!list',
    summary: 'The buyer’s deposits, newest first',
    auth: 'user',
    params: LegacyPageParams,
    response: legacyPage(RechargeRecordVo),
    handler: async ({ actor, input, deps: d }) => {
      const { rows, total } = await findDeposits(d.db, { userId: actor.userId }, legacyWindow(input));
      return toLegacyPage(rows.map(presentDeposit), input, total);
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'rechargeBlockchain!get',
    summary: 'One of the buyer’s deposits by order number',
    auth: 'user',
    params: RechargeGetParams,
    response: RechargeRecordVo,
    handler: async ({ actor, input, deps: d }) => {
      if (!input.order_no) throw new AppError('COMMON_PARAM_MISSING', { field: 'order_no' });
      return presentDeposit(await findDeposit(d.db, actor.userId, input.order_no));
    },
  });

  defineAction(app, deps, {
    ...base,
    name: 'thirdPartyRecharge!bankAccounts',
    summary:
      'Where to send a bank transfer in each currency, the buyer’s payment reference, the price of one USDT and the bounds',
    auth: 'user',
    params: z.object({}),
    response: z.array(BankAccountVo),
    handler: async ({ actor, deps: d }) => {
      const [rules, accounts] = await Promise.all([depositRules(d.db), openBankAccounts(d.db)]);
      if (!rules.open) return [];
      return accounts.map((a) => presentBankAccount(a, rules, actor.usercode));
    },
  });
  defineAction(app, deps, {
    ...base,
    name: 'thirdPartyRecharge!recharge',
    summary:
      'Requests a bank-card deposit: a transfer in a currency finance has an account for (only the card’s last four digits are kept)',
    auth: 'user',
    methods: ['POST'],
    params: BankRechargeParams,
    response: OrderNoVo,
    limits: [{ max: 20, minutes: 10, per: 'ip' }],
    handler: async ({ actor, input, deps: d }) => {
      const { orderNo } = await requestBankDeposit(
        d.db,
        { id: actor.userId, usercode: actor.usercode },
        {
          sessionToken: input.session_token,
          currency: input.currency,
          amount: input.amount,
          bankName: input.bankName,
          cardNumber: input.bankCardNo,
          img: input.img,
        },
        d.clock.now(),
      );
      return { order_no: orderNo };
    },
  });
}
