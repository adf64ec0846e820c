import { feeInCoin, walletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { amount, toPlain, toWire } from '../../lib/money.js';
import { legacyWindow, toLegacyPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { rateOf } from './coins.js';
import { openForm } from './form-tokens.js';
import {
  bindWithdrawAddress,
  boundAddresses,
  findWithdrawal,
  findWithdrawals,
  withdrawRules,
} from './withdrawals.service.js';
import { applyWithdrawal } from './commands/apply-withdrawal.js';
import { presentWithdrawal } from './withdrawals.presenter.js';

/** Withdrawals (contract §1.9); finance reviews them in the console (console/). */
export function registerWithdrawalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'wallet' });

  serve(walletEndpoints.bindWithdrawAddress, {
    summary:
      'Binds the one withdrawal address of a coin (network and address, or channel_address as old clients name it), after the fund password',
    handler: async ({ actor, input, deps: d }) => {
      // The params' rule has made sure that, when both are sent, they are the same.
      const address = input.address ?? input.channel_address;
      if (address === undefined) throw new AppError('COMMON_PARAM_MISSING', { field: 'address' });
      await bindWithdrawAddress(
        d.db,
        actor.userId,
        { coin: input.coin, network: input.blockchain_name, address, safeword: input.safeword },
        d.clock.now(),
      );
      return null;
    },
  });
  serve(walletEndpoints.openWithdrawForm, {
    summary: 'A one-time token for the withdrawal form, and the bound address of each coin',
    handler: async ({ actor, deps: d }) => {
      const addresses = await boundAddresses(d.db, actor.userId);
      // The contract's own fields speak of USDT, as existing clients expect.
      const address = addresses.find((a) => a.coin === 'USDT');
      return {
        session_token: await openForm(d.db, actor.userId, 'withdraw', d.clock.now()),
        coinType: 'USDT',
        chainName: address?.network ?? null,
        openWithdrawAddressBinding: 1,
        existWithdrawAddress: address?.address ?? '',
        address: address?.address ?? null,
        addresses: addresses.map((a) => ({ coin: a.coin, blockchain_name: a.network, address: a.address })),
      };
    },
  });
  serve(walletEndpoints.withdrawLimits, {
    summary: 'The bounds of one withdrawal, in USDT',
    handler: async ({ deps: d }) => {
      const rules = await withdrawRules(d.db);
      return { withdrawAmountMin: toWire(rules.min), withdrawAmountMax: toWire(rules.max) };
    },
  });
  serve(walletEndpoints.withdrawFee, {
    summary:
      'The withdrawal fee of a channel: fixed (in the channel’s coin: the USDT fee at the rate, rounded up) or a rate of the amount',
    handler: async ({ input, deps: d }) => {
      const { fee } = await withdrawRules(d.db);
      const coin = input.channel;
      const rate = await rateOf(d.db, coin);
      if (!rate) throw new AppError('WALLET_RATE_MISSING', { coin });
      const inCoin = fee.type === 'fixed' && coin !== 'USDT' ? feeInCoin(fee.value, rate) : fee.value;
      return {
        withdraw_fee_type: fee.type,
        // A number, as old clients read it; exact to the coin's 8 places.
        fee: amount(inCoin).toNumber(),
        coin,
        feeUsdt: toPlain(fee.value),
        rate: toPlain(rate),
      };
    },
  });
  serve(walletEndpoints.withdraw, {
    summary: 'Requests a withdrawal; the amount is held until finance pays or rejects it',
    limits: [{ max: 30, minutes: 10, per: 'ip' }],
    handler: async ({ actor, input, deps: d }) => {
      // The params' rules have checked bank mode: the bank, the holder and the account are given, and
      // the account number or IBAN and the SWIFT/BIC have their forms.
      const { bankName, bankUserName, bankCardNo } = input;
      const bank =
        input.channel === 'bank' && bankName && bankUserName && bankCardNo
          ? {
              bankName,
              bankUserName,
              accountNumber: bankCardNo,
              currency: input.currency?.toUpperCase(),
              routingNum: input.routingNum,
              accountAddress: input.accountAddress,
              bankAddress: input.bankAddress,
              countryName: input.countryName,
              swiftCode: input.swiftCode,
            }
          : undefined;
      return {
        order_no: (
          await applyWithdrawal(
            d.db,
            actor.userId,
            {
              sessionToken: input.session_token,
              safeword: input.safeword,
              amount: input.amount,
              channel: input.channel,
              to: input.channel === 'bank' ? undefined : input.from,
              rate: input.rate,
              bank,
            },
            d.clock.now(),
          )
        ).orderNo,
      };
    },
  });
  serve(walletEndpoints.withdrawals, {
    summary: 'The buyer’s withdrawals, newest first',
    handler: async ({ actor, input, deps: d }) => {
      const { rows, total } = await findWithdrawals(d.db, { userId: actor.userId }, legacyWindow(input));
      return toLegacyPage(rows.map(presentWithdrawal), input, total);
    },
  });
  serve(walletEndpoints.withdrawal, {
    summary: 'One of the buyer’s withdrawals by order number',
    handler: async ({ actor, input, deps: d }) =>
      presentWithdrawal(await findWithdrawal(d.db, actor.userId, input.order_no)),
  });
}
