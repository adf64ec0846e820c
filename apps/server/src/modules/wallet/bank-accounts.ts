import type { BankAccountVo } from '@caravan/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankDepositAccounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, roundDown, roundUp, toDb, toPlain, type Amount } from '../../lib/money.js';
import type { DepositRules } from './deposit-rules.js';

export type BankAccountRow = typeof bankDepositAccounts.$inferSelect;

/** Where the money goes, as buyers and finance both see it: the bank, the holder and the numbers. */
export function bankDetails(row: BankAccountRow) {
  return {
    currency: row.currency,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    swiftCode: row.swiftCode,
  };
}

/** The payment reference a buyer writes on a transfer: the account's prefix and the buyer's code. */
export function paymentReference(account: Pick<BankAccountRow, 'referencePrefix'>, usercode: string): string {
  return `${account.referencePrefix}-${usercode}`;
}

/** What `fiat` of the account's currency is worth in USDT, rounded down (what confirming credits). */
export function usdtValueOf(account: Pick<BankAccountRow, 'usdtPrice'>, fiat: Amount): Amount {
  return roundDown(fiat.dividedBy(account.usdtPrice));
}

/** The open accounts, in finance's order. */
export async function openBankAccounts(db: DbOrTx): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankDepositAccounts)
    .where(eq(bankDepositAccounts.isOpen, true))
    .orderBy(asc(bankDepositAccounts.sort), asc(bankDepositAccounts.currency));
}

/** The open account of a currency, or WALLET_NO_PAYMENT_METHOD (none is set up, or it is closed). */
export async function openBankAccount(db: DbOrTx, currency: string): Promise<BankAccountRow> {
  const [row] = await db.select().from(bankDepositAccounts).where(eq(bankDepositAccounts.currency, currency));
  if (!row?.isOpen) throw new AppError('WALLET_NO_PAYMENT_METHOD');
  return row;
}

/**
 * An account as a buyer sees it: where to send the money, the reference to write, the price of one
 * USDT, and one deposit's bounds in the currency (the USDT bounds converted, rounded inwards).
 */
export function presentBankAccount(
  row: BankAccountRow,
  rules: DepositRules,
  usercode: string,
): BankAccountVo {
  const price = amount(row.usdtPrice);
  return {
    ...bankDetails(row),
    reference: paymentReference(row, usercode),
    usdtPrice: toPlain(row.usdtPrice),
    min: toDb(roundUp(rules.min.times(price))),
    max: toDb(roundDown(rules.max.times(price))),
  };
}
