import {
  LOAN_MONEY_LOG_TYPES,
  loanReference,
  moneyLogKindsOf,
  type MoneyLogFilter,
  type MoneyLogType,
  type MoneyLogVo,
  type UsdtBalanceVo,
} from '@caravan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deposits, orders, thirdPartyPayments, withdrawals } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { toWire } from '../../lib/money.js';
import { toPage, windowOf, type Page, type Window } from '../../lib/paging.js';
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

/** A loan's records carry its reference (loanReference), from its id. */
const LOAN_KINDS: ReadonlySet<string> = new Set(LOAN_MONEY_LOG_TYPES);

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
      orderNo: LOAN_KINDS.has(r.kind) ? loanReference(r.businessId) : (orderNos.get(r.businessId) ?? ''),
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
  params: { pageNum: number; pageSize: number; type?: MoneyLogFilter | undefined },
): Promise<Page<MoneyLogVo>> {
  const { rows, total } = await walletRecords(db, userId, {
    kinds: params.type ? moneyLogKindsOf(params.type) : undefined,
    ...windowOf(params),
  });
  return toPage(rows, params, total);
}

// What refuses an account's cancellation (ADR 025), read in the cancelling transaction under the
// user's row lock, which every deposit and withdrawal request takes too (lockOpenAccounts).

/** Whether a deposit of the user's waits for finance or a payment for its provider. */
export async function hasPendingDeposit(tx: DbOrTx, userId: string): Promise<boolean> {
  const [deposit] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.state, 0)))
    .limit(1);
  if (deposit) return true;
  const [payment] = await tx
    .select({ id: thirdPartyPayments.id })
    .from(thirdPartyPayments)
    .where(and(eq(thirdPartyPayments.userId, userId), eq(thirdPartyPayments.state, 0)))
    .limit(1);
  return Boolean(payment);
}

/** Whether a withdrawal of the user's waits for finance. */
export async function hasPendingWithdrawal(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.state, 0)))
    .limit(1);
  return Boolean(row);
}
