import { walletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { toPlain, toWire } from '../../lib/money.js';
import { legacyWindow, toLegacyPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { openForm } from './deposits.service.js';
import {
  bindWithdrawAddress,
  boundAddress,
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
    summary: 'Binds the one withdrawal address (network and address), after the fund password',
    handler: async ({ actor, input, deps: d }) => {
      await bindWithdrawAddress(
        d.db,
        actor.userId,
        { network: input.blockchain_name, address: input.address, safeword: input.safeword },
        d.clock.now(),
      );
      return null;
    },
  });
  serve(walletEndpoints.openWithdrawForm, {
    summary: 'A one-time token for the withdrawal form, and the bound address',
    handler: async ({ actor, deps: d }) => {
      const address = await boundAddress(d.db, actor.userId);
      return {
        session_token: await openForm(d.db, actor.userId, 'withdraw', d.clock.now()),
        coinType: 'USDT',
        chainName: address?.network ?? null,
        openWithdrawAddressBinding: 1,
        existWithdrawAddress: Boolean(address),
        address: address?.address ?? null,
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
    summary: 'The withdrawal fee: a fixed amount in USDT or a rate of the amount',
    handler: async ({ deps: d }) => {
      const { fee } = await withdrawRules(d.db);
      return { withdraw_fee_type: fee.type, fee: toPlain(fee.value) };
    },
  });
  serve(walletEndpoints.withdraw, {
    summary: 'Requests a withdrawal; the amount is held until finance pays or rejects it',
    limits: [{ max: 30, minutes: 10, per: 'ip' }],
    handler: async ({ actor, input, deps: d }) => {
      let bank;
      if (input.channel === 'bank') {
        if (!input.bankName) throw new AppError('COMMON_PARAM_MISSING', { field: 'bankName' });
        if (!input.bankUserName) throw new AppError('COMMON_PARAM_MISSING', { field: 'bankUserName' });
        if (!input.bankCardNo || !/^\d{8,34}$/.test(input.bankCardNo)) {
          throw new AppError('WALLET_CARD_NUMBER_INVALID');
        }
        bank = {
          bankName: input.bankName,
          bankUserName: input.bankUserName,
          cardNumber: input.bankCardNo,
          routingNum: input.routingNum,
          accountAddress: input.accountAddress,
          bankAddress: input.bankAddress,
          countryName: input.countryName,
          swiftCode: input.swiftCode,
        };
      }
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
