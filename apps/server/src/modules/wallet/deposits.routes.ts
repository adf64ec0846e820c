import { walletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { toPlain, toWire } from '../../lib/money.js';
import { legacyWindow, toLegacyPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { openChannels, rateOf } from './coins.js';
import { findDeposit, findDeposits, requestBankDeposit, requestCryptoDeposit } from './deposits.service.js';
import { openForm } from './form-tokens.js';
import { presentDeposit } from './deposits.presenter.js';
import { depositRules } from './deposit-rules.js';
import { openBankAccounts, presentBankAccount } from './bank-accounts.js';

/** Crypto deposits as the buyer's clients call them (contract §1.9). */
export function registerDepositRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'wallet' });

  serve(walletEndpoints.openDepositForm, {
    summary: 'A one-time token for the deposit form (a second submit with it is refused)',
    handler: async ({ actor, deps: d }) => ({
      session_token: await openForm(d.db, actor.userId, 'recharge', d.clock.now()),
    }),
  });
  serve(walletEndpoints.depositLimits, {
    summary: 'The bounds of one deposit, in USDT',
    handler: async ({ deps: d }) => {
      const limits = await depositRules(d.db);
      return { rechargeAmountMin: toWire(limits.min), rechargeAmountMax: toWire(limits.max) };
    },
  });
  serve(walletEndpoints.depositChannels, {
    summary: 'The open deposit channels (network and platform address) of a coin',
    handler: async ({ input, deps: d }) =>
      (await openChannels(d.db, input.coin)).map((c) => ({
        coin: c.coin,
        blockchain_name: c.network,
        address: c.address,
        min: toPlain(c.minAmount),
        max: toPlain(c.maxAmount),
      })),
  });
  serve(walletEndpoints.coinPrice, {
    summary: 'What one coin is worth in USDT (the rate a deposit is credited at)',
    handler: async ({ input, deps: d }) => {
      const rate = await rateOf(d.db, input.symbol);
      return { price: rate ? toWire(rate, 8) : null };
    },
  });
  serve(walletEndpoints.cryptoDeposit, {
    summary: 'Requests a crypto deposit (pending until finance confirms it)',
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
  serve(walletEndpoints.deposits, {
    summary: 'The buyer’s deposits, newest first',
    handler: async ({ actor, input, deps: d }) => {
      const { rows, total } = await findDeposits(d.db, { userId: actor.userId }, legacyWindow(input));
      return toLegacyPage(rows.map(presentDeposit), input, total);
    },
  });
  serve(walletEndpoints.deposit, {
    summary: 'One of the buyer’s deposits by order number',
    handler: async ({ actor, input, deps: d }) => {
      if (!input.order_no) throw new AppError('COMMON_PARAM_MISSING', { field: 'order_no' });
      return presentDeposit(await findDeposit(d.db, actor.userId, input.order_no));
    },
  });

  serve(walletEndpoints.bankAccounts, {
    summary:
      'Where to send a bank transfer in each currency, the buyer’s payment reference, the price of one USDT and the bounds',
    handler: async ({ actor, deps: d }) => {
      const [rules, accounts] = await Promise.all([depositRules(d.db), openBankAccounts(d.db)]);
      if (!rules.open) return [];
      return accounts.map((a) => presentBankAccount(a, rules, actor.usercode));
    },
  });
  serve(walletEndpoints.bankDeposit, {
    summary:
      'Requests a bank-card deposit: a transfer in a currency finance has an account for (only the card’s last four digits are kept)',
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
