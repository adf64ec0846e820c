import { ACCOUNT_RULES, canUse, type OperatorRole, type OperatorVo } from '@caravan/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { operators } from '../../../db/schema/index.js';
import { formatDateTime } from '../../../lib/dates.js';
import { AppError } from '../../../lib/errors.js';
import { announceEndedSessions, type Realtime } from '../../../lib/realtime.js';
import { findOperatorByUsername, hashPassword, revokeOperatorSessions } from '../../account/index.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { releaseSupportClaims } from '../../chat/index.js';
import { readPage, toPage, windowOf } from '../../../lib/paging.js';

type OperatorRow = typeof operators.$inferSelect;

function present(o: OperatorRow): OperatorVo {
  return {
    id: o.id,
    username: o.username,
    role: o.role,
    status: o.status,
    createdAt: formatDateTime(o.createdAt),
  };
}

export async function listOperators(db: DbOrTx, page: { pageNum: number; pageSize: number }) {
  const { rows, total } = await readPage(
    db.select().from(operators).orderBy(desc(operators.createdAt), operators.id),
    windowOf(page),
    db.$count(operators),
  );
  return toPage(rows.map(present), page, total);
}

export async function createOperator(
  db: Db,
  input: { username: string; password: string; role: OperatorRole },
  audit: AuditContext,
): Promise<OperatorVo> {
  if (!ACCOUNT_RULES.username.test(input.username)) throw new AppError('AUTH_USERNAME_INVALID');
  if (!ACCOUNT_RULES.password.test(input.password)) throw new AppError('AUTH_PASSWORD_INVALID');
  if (await findOperatorByUsername(db, input.username)) throw new AppError('ADMIN_OPERATOR_EXISTS');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Two requests with one name can both pass the look-up above; the unique index decides.
    const [created] = await tx
      .insert(operators)
      .values({ username: input.username, passwordHash, role: input.role, createdAt: audit.now })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('ADMIN_OPERATOR_EXISTS');
    await recordAudit(tx, audit, {
      action: 'operator.create',
      targetType: 'operator',
      targetId: created.id,
      before: null,
      after: { username: created.username, role: created.role, status: created.status },
    });
    return present(created);
  });
}

/**
 * Changes an operator's role or status (never one's own); its sessions (and sockets) end, and
 * disabling releases the support conversations it claimed (as does a role that no longer answers
 * support), audited.
 */
export async function updateOperator(
  db: Db,
  realtime: Realtime,
  input: { id: string; role?: OperatorRole | undefined; status?: number | undefined; reason: string },
  audit: AuditContext,
): Promise<OperatorVo> {
  if (input.id === audit.actor.operatorId) throw new AppError('ADMIN_CANNOT_CHANGE_SELF');
  let ended: string[] = [];
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, input.id)).for('update');
    if (!before) throw new AppError('COMMON_NOT_FOUND');
    const role = input.role ?? before.role;
    const status = input.status ?? before.status;
    if (role === before.role && status === before.status) throw new AppError('ADMIN_STATE_UNCHANGED');
    const [after] = await tx
      .update(operators)
      .set({ role, status })
      .where(eq(operators.id, input.id))
      .returning();
    if (!after) throw new AppError('COMMON_NOT_FOUND');
    // A changed role or a disabled account takes effect at once: its sessions end.
    ended = await revokeOperatorSessions(tx, input.id);
    // Conversations it claimed would wait for an answer no one else may give (issue 50).
    if (after.status !== 1 || !canUse(after.role, 'support')) {
      await releaseSupportClaims(tx, input.id, audit);
    }
    await recordAudit(tx, audit, {
      action: 'operator.update',
      targetType: 'operator',
      targetId: input.id,
      before: { role: before.role, status: before.status, reason: null },
      after: { role: after.role, status: after.status, reason: input.reason },
    });
    return present(after);
  });
  await announceEndedSessions(realtime, ended);
  return updated;
}
