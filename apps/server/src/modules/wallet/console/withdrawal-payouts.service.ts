import type { AdminWithdrawalBankVo } from '@caravan/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { withdrawals } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { presentWithdrawalBankDetails } from './finance.presenter.js';

/**
 * A bank withdrawal's whole account details for finance (ADR 029), the reading written to the
 * audit log in the same transaction: who saw which withdrawal's account, when. A crypto
 * withdrawal, or an unknown id, is not found (and nothing is written).
 */
export async function revealWithdrawalBankDetails(
  db: Db,
  id: string,
  audit: AuditContext,
): Promise<AdminWithdrawalBankVo> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.method, 'bank')));
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: 'wallet.withdrawal.reveal_bank',
      targetType: 'withdrawal',
      targetId: row.id,
      before: null,
      after: { orderNo: row.orderNo, accountLast4: row.cardLast4 },
    });
    return presentWithdrawalBankDetails(row);
  });
}
