import type { AdminUserVo } from '@caravan/contract';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { sellers, users } from '../../../db/schema/index.js';
import { formatDateTime } from '../../../lib/dates.js';
import { containsPattern } from '../../../lib/like.js';
import { AppError } from '../../../lib/errors.js';
import { announceEndedSessions, type Realtime } from '../../../lib/realtime.js';
import { revokeUserSessions } from '../sessions.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { readPage, toPage, windowOf } from '../../../lib/paging.js';

const columns = {
  user: users,
  sellerId: sellers.id,
  shopName: sellers.name,
};

type Row = { user: typeof users.$inferSelect; sellerId: string | null; shopName: string | null };

function present(row: Row): AdminUserVo {
  const u = row.user;
  return {
    id: u.id,
    username: u.username,
    usercode: u.usercode,
    email: u.email ?? '',
    phone: u.phone ?? '',
    status: u.status,
    lockedUntil: formatDateTime(u.lockedUntil),
    sellerId: row.sellerId,
    shopName: row.shopName,
    createdAt: formatDateTime(u.createdAt),
    lastLoginAt: formatDateTime(u.lastLoginAt),
    lastLoginIp: u.lastLoginIp ?? '',
    disabledReason: u.disabledReason ?? '',
  };
}

/** The audit snapshot of a user: what an operator's action changes. */
function snapshot(u: typeof users.$inferSelect) {
  return { status: u.status, lockedUntil: formatDateTime(u.lockedUntil), disabledReason: u.disabledReason };
}

/** Users by user name, UID, e-mail or phone (part of them), newest first. */
export async function listUsers(
  db: DbOrTx,
  filter: { keyword?: string | undefined; status?: number | undefined },
  page: { pageNum: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    conditions.push(
      or(
        sql`lower(${users.username}) like ${like}`,
        eq(users.usercode, filter.keyword),
        sql`lower(${users.email}) like ${like}`,
        sql`${users.phone} like ${like}`,
      ) as SQL,
    );
  }
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await readPage(
    db
      .select(columns)
      .from(users)
      .leftJoin(sellers, eq(sellers.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    windowOf(page),
    db.$count(users, where),
  );
  return toPage(rows.map(present), page, total);
}

async function findRow(db: DbOrTx, id: string, forUpdate = false): Promise<Row> {
  const query = db
    .select(columns)
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update', { of: users }) : await query;
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return row;
}

export async function getUser(db: DbOrTx, id: string): Promise<AdminUserVo> {
  return present(await findRow(db, id));
}

type UserAction = 'disable' | 'enable' | 'unlock' | { lockMinutes: number };

/**
 * Disables, enables, locks for a while or unlocks a user with a reason, audited in the same
 * transaction. Disabling and locking end every session of the user at once, sockets included.
 */
export async function changeUserState(
  db: Db,
  realtime: Realtime,
  action: UserAction,
  id: string,
  reason: string,
  audit: AuditContext,
): Promise<AdminUserVo> {
  let ended: string[] = [];
  const changed = await db.transaction(async (tx) => {
    const row = await findRow(tx, id, true);
    const before = row.user;
    let change: Partial<typeof users.$inferInsert>;
    if (action === 'disable') {
      if (before.status !== 1) throw new AppError('ADMIN_STATE_UNCHANGED');
      change = { status: 0, disabledReason: reason };
    } else if (action === 'enable') {
      if (before.status !== 0) throw new AppError('ADMIN_STATE_UNCHANGED');
      change = { status: 1, disabledReason: null, failedLogins: 0, lockedUntil: null, lockedBy: null };
    } else if (action === 'unlock') {
      if (!before.lockedUntil || before.lockedUntil <= audit.now) throw new AppError('ADMIN_STATE_UNCHANGED');
      change = { failedLogins: 0, lockedUntil: null, lockedBy: null };
    } else {
      if (before.status !== 1) throw new AppError('ADMIN_STATE_UNCHANGED');
      change = {
        lockedUntil: new Date(audit.now.getTime() + action.lockMinutes * 60_000),
        lockedBy: 'operator',
      };
    }
    const name = typeof action === 'string' ? action : 'lock';
    const [after] = await tx.update(users).set(change).where(eq(users.id, id)).returning();
    if (!after) throw new AppError('COMMON_NOT_FOUND');
    if (name === 'disable' || name === 'lock') ended = await revokeUserSessions(tx, id);
    await recordAudit(tx, audit, {
      action: `user.${name}`,
      targetType: 'user',
      targetId: id,
      before: { ...snapshot(before), reason: null },
      after: { ...snapshot(after), reason },
    });
    return present({ ...row, user: after });
  });
  await announceEndedSessions(realtime, ended);
  return changed;
}
