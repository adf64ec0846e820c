import type { MoneyLogType, MoneyLogVo, UsdtBalanceVo } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deposits, orders, thirdPartyPayments, withdrawals } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { toWire } from '../../lib/money.js';
import { toPage, windowOf, type Page, type Window } from '../../lib/paging.js';
import type { CancellationGuard } from '../account/index.js';
import { balanceOf, walletEntries } from './ledger.js';

/** wallet!getUsdt: the wallet's balance. Caravan pays no rebates, so `rebate` is always 0. */
export async function usdtBalance(db: DbOrTx, userId: string): Promise<UsdtBalanceVo> {
  return { money: toWire(await balanceOf(db, { kind: 'wallet', userId })), rebate: 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tables whose rows a wallet transaction points at, by transaction kind. */
const ORDER_TABLES = {
  deposit: deposits,
  withdrawal_hold: withdrawals,
  withdrawal_returned: withdrawals,
  third_party_deposit: thirdPartyPayments,
  order_payment: orders,
  order_purchase: orders,
  order_settlement: orders,
  order_refund: orders,
  order_purchase_refund: orders,
} as const;

/**
 * The order numbers the buyer knows (a deposit's, a withdrawal's, a payment's) of ledger
 * transactions, by business id: one query per table on the page. Opening balances have none.
 */
async function orderNumbersOf(
  db: DbOrTx,
  rows: readonly { kind: string; businessId: string }[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const tables = [...new Set(Object.values(ORDER_TABLES))];
  await Promise.all(
    tables.map(async (table) => {
      const ids = rows
        .filter((r) => ORDER_TABLES[r.kind as keyof typeof ORDER_TABLES] === table)
        .map((r) => r.businessId)
        .filter((id) => UUID.test(id));
      if (ids.length === 0) return;
      const matches = await db
        .select({ id: table.id, orderNo: table.orderNo })
        .from(table)
        .where(inArray(table.id, [...new Set(ids)]));
      for (const m of matches) found.set(m.id, m.orderNo);
    }),
  );
  return found;
}

/**
 * The wallet's records, newest first, each with its order number, optionally of some kinds only:
 * what moneylog!list and the legacy wallet!logs serve.
 */
export async function walletRecords(
  db: DbOrTx,
  userId: string,
  options: { kinds?: readonly MoneyLogType[] | undefined } & Window,
): Promise<{ rows: MoneyLogVo[]; total: number }> {
  const { rows, total } = await walletEntries(db, userId, options);
  const orderNos = await orderNumbersOf(db, rows);
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      type: r.kind as MoneyLogType,
      amount: toWire(r.amount),
      balance: toWire(r.balanceAfter),
      orderNo: orderNos.get(r.businessId) ?? '',
      remark: r.memo,
      createTime: formatDateTime(r.createdAt),
    })),
    total,
  };
}

/** moneylog!list: the wallet's ledger entries, newest first, each with its order number. */
export async function moneyLog(
  db: DbOrTx,
  userId: string,
  params: { pageNum: number; pageSize: number; type?: MoneyLogType | undefined },
): Promise<Page<MoneyLogVo>> {
  const { rows, total } = await walletRecords(db, userId, {
    kinds: params.type ? [params.type] : undefined,
    ...windowOf(params),
  });
  return toPage(rows, params, total);
}

/** An account with money in its wallet or held for a withdrawal cannot be cancelled. */
export const walletCancellationGuard: CancellationGuard = async (tx, userId) => {
  const [wallet, held] = await Promise.all([
    balanceOf(tx, { kind: 'wallet', userId }),
    balanceOf(tx, { kind: 'withdrawal_hold', userId }),
  ]);
  return wallet.isZero() && held.isZero() ? null : 'AUTH_CANCEL_BALANCE_REMAINS';
};
