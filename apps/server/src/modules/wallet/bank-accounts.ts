import type { AdminBankAccountSaveParams, AdminBankAccountVo, BankAccountVo } from '@caravan/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { bankDepositAccounts } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { amount, roundDown, roundUp, toDb, toPlain, type Amount } from '../../lib/money.js';
import { recordAudit, type AuditContext } from '../audit/index.js';
import type { DepositRules } from './deposit-rules.js';

export type BankAccountRow = typeof bankDepositAccounts.$inferSelect;
type BankAccountInput = z.infer<typeof AdminBankAccountSaveParams>;

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
    currency: row.currency,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    swiftCode: row.swiftCode,
    reference: paymentReference(row, usercode),
    usdtPrice: toPlain(row.usdtPrice),
    min: toDb(roundUp(rules.min.times(price))),
    max: toDb(roundDown(rules.max.times(price))),
  };
}

function presentForAdmin(row: BankAccountRow): AdminBankAccountVo {
  return {
    currency: row.currency,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    swiftCode: row.swiftCode,
    referencePrefix: row.referencePrefix,
    usdtPrice: toPlain(row.usdtPrice),
    isOpen: row.isOpen,
    sort: row.sort,
    updateTime: formatDateTime(row.updatedAt),
  };
}

/** Every bank account, open or not, in the buyers' order. */
export async function listBankAccountsForAdmin(db: DbOrTx): Promise<AdminBankAccountVo[]> {
  const rows = await db
    .select()
    .from(bankDepositAccounts)
    .orderBy(asc(bankDepositAccounts.sort), asc(bankDepositAccounts.currency));
  return rows.map(presentForAdmin);
}

/** Creates or changes a currency's account (one per currency), audited with its before and after. */
export async function saveBankAccount(
  db: Db,
  input: BankAccountInput,
  audit: AuditContext,
): Promise<AdminBankAccountVo> {
  if (amount(input.usdtPrice).lte(0)) throw new AppError('COMMON_PARAM_INVALID', { field: 'usdtPrice' });
  const values = {
    bankName: input.bankName,
    accountName: input.accountName,
    accountNumber: input.accountNumber,
    swiftCode: input.swiftCode ?? null,
    referencePrefix: input.referencePrefix,
    usdtPrice: input.usdtPrice,
    isOpen: input.isOpen,
    sort: input.sort,
    updatedAt: audit.now,
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(bankDepositAccounts)
      .where(eq(bankDepositAccounts.currency, input.currency))
      .for('update');
    const [row] = await tx
      .insert(bankDepositAccounts)
      .values({ currency: input.currency, ...values })
      .onConflictDoUpdate({ target: bankDepositAccounts.currency, set: values })
      .returning();
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: before ? 'wallet.bank_account.update' : 'wallet.bank_account.create',
      targetType: 'bank_account',
      targetId: row.currency,
      before: before ? presentForAdmin(before) : null,
      after: presentForAdmin(row),
    });
    return presentForAdmin(row);
  });
}
