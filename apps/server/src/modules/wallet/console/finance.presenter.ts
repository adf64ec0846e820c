import {
  isIbanLike,
  type AdminDepositVo,
  type AdminWithdrawalBankVo,
  type AdminWithdrawalVo,
} from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { formatDateTime } from '../../../lib/dates.js';
import { toDb, toPlain, toWire } from '../../../lib/money.js';
import { presentDeposit } from '../deposits.presenter.js';
import { duplicatesOf, type DepositRow } from '../deposits.service.js';
import { presentWithdrawal } from '../withdrawals.presenter.js';
import type { WithdrawalRow } from '../withdrawals.service.js';

/**
 * Deposits as finance sees them: the owner's name and code, who decided, and the other deposits that
 * reused the certificate or hash (one query each for a whole page).
 */
export async function presentDepositsForFinance(db: DbOrTx, rows: DepositRow[]): Promise<AdminDepositVo[]> {
  if (rows.length === 0) return [];
  const byId = await ownersOf(db, rows);
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

/** The owners' user names and UIDs of a page of requests, in one query. */
async function ownersOf(db: DbOrTx, rows: readonly { userId: string }[]) {
  if (rows.length === 0) return new Map<string, { username: string; usercode: string }>();
  const owners = await db
    .select({ id: users.id, username: users.username, usercode: users.usercode })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  return new Map(owners.map((u) => [u.id, u]));
}

/**
 * Withdrawals as finance sees them: the owner's view plus its id, the owner's name and UID (as the
 * deposits list shows them) and the deciding operator.
 */
export async function presentWithdrawalsForFinance(
  db: DbOrTx,
  rows: WithdrawalRow[],
): Promise<AdminWithdrawalVo[]> {
  const byId = await ownersOf(db, rows);
  return rows.map((row) => ({
    ...presentWithdrawal(row),
    id: row.id,
    userId: row.userId,
    username: byId.get(row.userId)?.username ?? '',
    usercode: byId.get(row.userId)?.usercode ?? '',
    decidedBy: row.decidedBy,
  }));
}

/**
 * What finance needs to make a bank transfer (AdminWithdrawalBankVo): the whole account number or
 * IBAN, the codes, the bank and what to send in which currency. Only the audited reveal uses it.
 */
export function presentWithdrawalBankDetails(row: WithdrawalRow): AdminWithdrawalBankVo {
  return {
    id: row.id,
    order_no: row.orderNo,
    holder: row.bankUserName ?? '',
    accountNumber: row.accountNumber,
    iban: row.accountNumber !== null && isIbanLike(row.accountNumber),
    cardLast4: row.cardLast4,
    swiftCode: row.swiftCode,
    routingNum: row.routingNum,
    bankName: row.bankName ?? '',
    bankAddress: row.bankAddress,
    accountAddress: row.accountAddress,
    countryName: row.countryName,
    volume: toWire(row.net),
    currency: row.payoutCurrency,
    rate: row.payoutRate === null ? null : toPlain(row.payoutRate),
    amount: row.payoutAmount === null ? null : toDb(row.payoutAmount),
  };
}

/**
 * What finance sets on each way in it manages (deposit channels, bank accounts): whether it is
 * offered and its place in the buyers' list, as read back with when it last changed.
 */
export function presentOpenAndSort(row: { isOpen: boolean; sort: number; updatedAt: Date }) {
  return { isOpen: row.isOpen, sort: row.sort, updateTime: formatDateTime(row.updatedAt) };
}

/** The same as saved, changed `now`. */
export function openAndSortValues(input: { isOpen: boolean; sort: number }, now: Date) {
  return { isOpen: input.isOpen, sort: input.sort, updatedAt: now };
}
