import type { AdminBankAccountSaveParams, AdminBankAccountVo } from '@caravan/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.js';
import { bankDepositAccounts } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { amount, toPlain } from '../../../lib/money.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { openAndSortValues, presentOpenAndSort } from './finance.presenter.js';
import { bankDetails, type BankAccountRow } from '../bank-accounts.js';

type BankAccountInput = z.infer<typeof AdminBankAccountSaveParams>;

function presentForAdmin(row: BankAccountRow): AdminBankAccountVo {
  return {
    ...bankDetails(row),
    referencePrefix: row.referencePrefix,
    usdtPrice: toPlain(row.usdtPrice),
    ...presentOpenAndSort(row),
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
    ...openAndSortValues(input, audit.now),
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
