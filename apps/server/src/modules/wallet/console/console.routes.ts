import { walletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { AppError } from '../../../lib/errors.js';
import { offsetOf, toPage } from '../../../lib/paging.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext, type AuditContext } from '../../audit/index.js';
import { confirmDeposit, rejectDeposit } from '../commands/decide-deposit.js';
import { decideWithdrawal } from '../commands/decide-withdrawal.js';
import { findDeposits } from '../deposits.service.js';
import { findWithdrawals } from '../withdrawals.service.js';
import { listBankAccountsForAdmin, saveBankAccount } from './bank-accounts.service.js';
import { listChannelsForAdmin, listRates, saveChannel, saveRate } from './channels.service.js';
import { presentDepositsForFinance, presentWithdrawalsForFinance } from './finance.presenter.js';
import { revealWithdrawalBankDetails } from './withdrawal-payouts.service.js';

/**
 * The finance console: deposit review (issue 5: list, confirm, reject with a reason), deposit
 * channels, coin rates, bank accounts, and withdrawal review. Audited.
 */
export function registerWalletConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'finance' });

  serve(walletEndpoints.admin.deposits, {
    summary: 'Deposits by state: pending ones oldest first, with reused certificates or hashes flagged',
    handler: async ({ input, deps: d }) => {
      const { rows, total } = await findDeposits(
        d.db,
        { state: input.state },
        { limit: input.pageSize, offset: offsetOf(input) },
      );
      return toPage(await presentDepositsForFinance(d.db, rows), input, total);
    },
  });
  serve(walletEndpoints.admin.confirmDeposit, {
    summary: 'Confirms a pending deposit and credits the wallet (once, however often it is sent)',
    handler: async ({ actor, input, request, deps: d }) => {
      const row = await confirmDeposit(d.db, d.notifier, input.id, auditContext(actor, request, d));
      const [vo] = await presentDepositsForFinance(d.db, [row]);
      if (!vo) throw new AppError('COMMON_NOT_FOUND');
      return vo;
    },
  });
  serve(walletEndpoints.admin.rejectDeposit, {
    summary: 'Rejects a pending deposit with a reason the buyer sees',
    handler: async ({ actor, input, request, deps: d }) => {
      if (!input.reason) throw new AppError('COMMON_PARAM_MISSING', { field: 'reason' });
      const row = await rejectDeposit(
        d.db,
        d.notifier,
        input.id,
        input.reason,
        auditContext(actor, request, d),
      );
      const [vo] = await presentDepositsForFinance(d.db, [row]);
      if (!vo) throw new AppError('COMMON_NOT_FOUND');
      return vo;
    },
  });

  serve(walletEndpoints.admin.channels, {
    summary: 'Every deposit channel, open or closed',
    handler: ({ deps: d }) => listChannelsForAdmin(d.db),
  });
  serve(walletEndpoints.admin.saveChannel, {
    summary: 'Creates or changes a deposit channel (coin, network, address, bounds, open switch)',
    handler: ({ actor, input, request, deps: d }) =>
      saveChannel(d.db, input, auditContext(actor, request, d)),
  });
  serve(walletEndpoints.admin.coinRates, {
    summary: 'The USDT rates deposits in ETH and BTC are credited at',
    handler: ({ deps: d }) => listRates(d.db),
  });
  serve(walletEndpoints.admin.saveCoinRate, {
    summary: 'Sets the USDT rate of ETH or BTC',
    handler: ({ actor, input, request, deps: d }) => saveRate(d.db, input, auditContext(actor, request, d)),
  });
  serve(walletEndpoints.admin.bankAccounts, {
    summary: 'The accounts buyers send bank transfers to, one per currency, open or closed',
    handler: ({ deps: d }) => listBankAccountsForAdmin(d.db),
  });
  serve(walletEndpoints.admin.saveBankAccount, {
    summary:
      'Creates or changes a currency’s bank account (beneficiary, account, SWIFT, reference prefix, USDT price, open switch)',
    handler: ({ actor, input, request, deps: d }) =>
      saveBankAccount(d.db, input, auditContext(actor, request, d)),
  });
  serve(walletEndpoints.admin.withdrawals, {
    summary: 'Withdrawals by state: pending ones oldest first',
    handler: async ({ input, deps: d }) => {
      const { rows, total } = await findWithdrawals(
        d.db,
        { state: input.state },
        { limit: input.pageSize, offset: offsetOf(input) },
      );
      return toPage(await presentWithdrawalsForFinance(d.db, rows), input, total);
    },
  });
  serve(walletEndpoints.admin.withdrawalBankDetails, {
    summary:
      'Reveals a bank withdrawal’s account number or IBAN, SWIFT/BIC and the amount in its currency; each reveal is audited',
    handler: ({ actor, input, request, deps: d }) =>
      revealWithdrawalBankDetails(d.db, input.id, auditContext(actor, request, d)),
  });
  serve(walletEndpoints.admin.payWithdrawal, {
    summary: 'Marks a pending withdrawal paid, with the payout’s transaction id',
    handler: ({ actor, input, request, deps: d }) =>
      decideAndPresent(d, input.id, { paid: true, txId: input.tx }, auditContext(actor, request, d)),
  });
  serve(walletEndpoints.admin.rejectWithdrawal, {
    summary: 'Rejects a pending withdrawal with a reason; exactly the held amount returns to the wallet',
    handler: ({ actor, input, request, deps: d }) =>
      decideAndPresent(d, input.id, { paid: false, reason: input.reason }, auditContext(actor, request, d)),
  });
}

/** Pays or rejects a pending withdrawal, answering with the decided row as finance sees it. */
async function decideAndPresent(
  d: AppDeps,
  id: string,
  decision: Parameters<typeof decideWithdrawal>[3],
  audit: AuditContext,
) {
  const row = await decideWithdrawal(d.db, d.notifier, id, decision, audit);
  const [vo] = await presentWithdrawalsForFinance(d.db, [row]);
  if (!vo) throw new AppError('COMMON_NOT_FOUND');
  return vo;
}
