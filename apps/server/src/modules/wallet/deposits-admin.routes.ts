import { type AdminDepositVo, walletEndpoints } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { offsetOf, toPage } from '../../lib/paging.js';
import { serveEndpoint } from '../../plugins/actions.js';
import { auditContext } from '../audit/index.js';
import { confirmDeposit, rejectDeposit } from './commands/decide-deposit.js';
import { findDeposits, duplicatesOf, type DepositRow } from './deposits.service.js';
import { presentDeposit } from './deposits.presenter.js';
import { listBankAccountsForAdmin, saveBankAccount } from './bank-accounts.js';
import { listChannelsForAdmin, listRates, saveChannel, saveRate } from './channels-admin.js';

async function presentForFinance(db: DbOrTx, rows: DepositRow[]): Promise<AdminDepositVo[]> {
  if (rows.length === 0) return [];
  const owners = await db
    .select({ id: users.id, username: users.username, usercode: users.usercode })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.userId),
      ),
    );
  const byId = new Map(owners.map((u) => [u.id, u]));
  const duplicates = await duplicatesOf(db, rows);
  return rows.map((row) => ({
    ...presentDeposit(row),
    id: row.id,
    userId: row.userId,
    username: byId.get(row.userId)?.username ?? '',
    usercode: byId.get(row.userId)?.usercode ?? '',
    method: row.method,
    rate: row.rate,
    decidedBy: row.decidedBy,
    decideTime: formatDateTime(row.decidedAt),
    duplicates: (duplicates.get(row.id) ?? []).map((d) => ({
      orderNo: d.orderNo,
      state: d.state,
      sameUser: d.userId === row.userId,
    })),
  }));
}

/** The finance console's deposit review (issue 5): list, confirm, reject with a reason. Audited. */
export function registerDepositAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'finance' } as const;

  serveEndpoint(app, deps, walletEndpoints.admin.deposits, {
    ...base,
    summary: 'Deposits by state: pending ones oldest first, with reused certificates or hashes flagged',
    handler: async ({ input, deps: d }) => {
      const { rows, total } = await findDeposits(
        d.db,
        { state: input.state },
        { limit: input.pageSize, offset: offsetOf(input) },
      );
      return toPage(await presentForFinance(d.db, rows), input, total);
    },
  });
  serveEndpoint(app, deps, walletEndpoints.admin.confirmDeposit, {
    ...base,
    summary: 'Confirms a pending deposit and credits the wallet (once, however often it is sent)',
    handler: async ({ actor, input, request, deps: d }) => {
      const row = await confirmDeposit(d.db, input.id, auditContext(actor, request, d));
      const [vo] = await presentForFinance(d.db, [row]);
      if (!vo) throw new AppError('COMMON_NOT_FOUND');
      return vo;
    },
  });
  serveEndpoint(app, deps, walletEndpoints.admin.rejectDeposit, {
    ...base,
    summary: 'Rejects a pending deposit with a reason the buyer sees',
    handler: async ({ actor, input, request, deps: d }) => {
      if (!input.reason) throw new AppError('COMMON_PARAM_MISSING', { field: 'reason' });
      const row = await rejectDeposit(d.db, input.id, input.reason, auditContext(actor, request, d));
      const [vo] = await presentForFinance(d.db, [row]);
      if (!vo) throw new AppError('COMMON_NOT_FOUND');
      return vo;
    },
  });

  serveEndpoint(app, deps, walletEndpoints.admin.channels, {
    ...base,
    summary: 'Every deposit channel, open or closed',
    handler: ({ deps: d }) => listChannelsForAdmin(d.db),
  });
  serveEndpoint(app, deps, walletEndpoints.admin.saveChannel, {
    ...base,
    summary: 'Creates or changes a deposit channel (coin, network, address, bounds, open switch)',
    handler: ({ actor, input, request, deps: d }) =>
      saveChannel(d.db, input, auditContext(actor, request, d)),
  });
  serveEndpoint(app, deps, walletEndpoints.admin.coinRates, {
    ...base,
    summary: 'The USDT rates deposits in ETH and BTC are credited at',
    handler: ({ deps: d }) => listRates(d.db),
  });
  serveEndpoint(app, deps, walletEndpoints.admin.saveCoinRate, {
    ...base,
    summary: 'Sets the USDT rate of ETH or BTC',
    handler: ({ actor, input, request, deps: d }) => saveRate(d.db, input, auditContext(actor, request, d)),
  });
  serveEndpoint(app, deps, walletEndpoints.admin.bankAccounts, {
    ...base,
    summary: 'The accounts buyers send bank transfers to, one per currency, open or closed',
    handler: ({ deps: d }) => listBankAccountsForAdmin(d.db),
  });
  serveEndpoint(app, deps, walletEndpoints.admin.saveBankAccount, {
    ...base,
    summary:
      'Creates or changes a currency’s bank account (beneficiary, account, SWIFT, reference prefix, USDT price, open switch)',
    handler: ({ actor, input, request, deps: d }) =>
      saveBankAccount(d.db, input, auditContext(actor, request, d)),
  });
}
