import { walletEndpoints, type WithdrawRecordVo } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { toPlain, toWire } from '../../lib/money.js';
import { legacyWindow, offsetOf, toLegacyPage, toPage } from '../../lib/paging.js';
import { serveEndpoint } from '../../plugins/actions.js';
import { auditContext } from '../audit/index.js';
import { openForm } from './deposits.service.js';
import {
  bindWithdrawAddress,
  boundAddress,
  findWithdrawal,
  findWithdrawals,
  withdrawRules,
  type WithdrawalRow,
} from './withdrawals.service.js';
import { applyWithdrawal } from './commands/apply-withdrawal.js';
import { decideWithdrawal } from './commands/decide-withdrawal.js';

function presentWithdrawal(row: WithdrawalRow): z.infer<typeof WithdrawRecordVo> {
  const card = row.cardLast4 ? `****${row.cardLast4}` : null;
  return {
    order_no: row.orderNo,
    amount: toWire(row.amount),
    fee: toWire(row.fee),
    volume: toWire(row.net),
    coin: row.coin,
    coin_blockchain: row.method === 'bank' ? 'bank' : `${row.coin}_${row.network ?? ''}`,
    to: row.method === 'bank' ? [row.bankUserName, card, row.bankName].join(',') : (row.toAddress ?? ''),
    state: row.state,
    tx: row.txId,
    reason: row.reason,
    countryName: row.countryName,
    bank: row.bankName,
    bankCardNo: card,
    bankUserName: row.bankUserName,
    swiftCode: row.swiftCode,
    create_time: formatDateTime(row.createdAt),
  };
}

/** Withdrawals (contract §1.9) and their review in the finance console. */
export function registerWithdrawalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'wallet' } as const;

  serveEndpoint(app, deps, walletEndpoints.bindWithdrawAddress, {
    ...base,
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
  serveEndpoint(app, deps, walletEndpoints.openWithdrawForm, {
    ...base,
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
  serveEndpoint(app, deps, walletEndpoints.withdrawLimits, {
    ...base,
    summary: 'The bounds of one withdrawal, in USDT',
    handler: async ({ deps: d }) => {
      const rules = await withdrawRules(d.db);
      return { withdrawAmountMin: toWire(rules.min), withdrawAmountMax: toWire(rules.max) };
    },
  });
  serveEndpoint(app, deps, walletEndpoints.withdrawFee, {
    ...base,
    summary: 'The withdrawal fee: a fixed amount in USDT or a rate of the amount',
    handler: async ({ deps: d }) => {
      const { fee } = await withdrawRules(d.db);
      return { withdraw_fee_type: fee.type, fee: toPlain(fee.value) };
    },
  });
  serveEndpoint(app, deps, walletEndpoints.withdraw, {
    ...base,
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
  serveEndpoint(app, deps, walletEndpoints.withdrawals, {
    ...base,
    summary: 'The buyer’s withdrawals, newest first',
    handler: async ({ actor, input, deps: d }) => {
      const { rows, total } = await findWithdrawals(d.db, { userId: actor.userId }, legacyWindow(input));
      return toLegacyPage(rows.map(presentWithdrawal), input, total);
    },
  });
  serveEndpoint(app, deps, walletEndpoints.withdrawal, {
    ...base,
    summary: 'One of the buyer’s withdrawals by order number',
    handler: async ({ actor, input, deps: d }) =>
      presentWithdrawal(await findWithdrawal(d.db, actor.userId, input.order_no)),
  });

  const finance = { tag: 'finance' } as const;
  const forFinance = (row: WithdrawalRow) => ({
    ...presentWithdrawal(row),
    id: row.id,
    userId: row.userId,
    decidedBy: row.decidedBy,
  });
  serveEndpoint(app, deps, walletEndpoints.admin.withdrawals, {
    ...finance,
    summary: 'Withdrawals by state: pending ones oldest first',
    handler: async ({ input, deps: d }) => {
      const { rows, total } = await findWithdrawals(
        d.db,
        { state: input.state },
        { limit: input.pageSize, offset: offsetOf(input) },
      );
      return toPage(rows.map(forFinance), input, total);
    },
  });
  serveEndpoint(app, deps, walletEndpoints.admin.payWithdrawal, {
    ...finance,
    summary: 'Marks a pending withdrawal paid, with the payout’s transaction id',
    handler: async ({ actor, input, request, deps: d }) => {
      if (!input.tx) throw new AppError('COMMON_PARAM_MISSING', { field: 'tx' });
      return forFinance(
        await decideWithdrawal(
          d.db,
          input.id,
          { paid: true, txId: input.tx },
          auditContext(actor, request, d),
        ),
      );
    },
  });
  serveEndpoint(app, deps, walletEndpoints.admin.rejectWithdrawal, {
    ...finance,
    summary: 'Rejects a pending withdrawal with a reason; exactly the held amount returns to the wallet',
    handler: async ({ actor, input, request, deps: d }) => {
      if (!input.reason) throw new AppError('COMMON_PARAM_MISSING', { field: 'reason' });
      return forFinance(
        await decideWithdrawal(
          d.db,
          input.id,
          { paid: false, reason: input.reason },
          auditContext(actor, request, d),
        ),
      );
    },
  });
}
