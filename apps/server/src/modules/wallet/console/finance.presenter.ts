import type { AdminDepositVo } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { formatDateTime } from '../../../lib/dates.js';
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

/** A withdrawal as finance sees it: the owner's view plus its id, owner and deciding operator. */
export function presentWithdrawalForFinance(row: WithdrawalRow) {
  return { ...presentWithdrawal(row), id: row.id, userId: row.userId, decidedBy: row.decidedBy };
}
