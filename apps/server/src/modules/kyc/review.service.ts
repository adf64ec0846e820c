import { KYC_STATUS, type AdminSellerApplicationVo } from '@caravan/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { sellerApplications, sellers, users } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { offsetOf, type Paging } from '../../lib/paging.js';
import { countriesById } from '../address/index.js';
import { recordAudit, type AuditContext, type AuditEvent } from '../audit/index.js';
import type { Notice, Notifies } from '../notifications/index.js';
import { privateFileUrl } from '../uploads/index.js';
import type { SellerApplicationRow } from './kyc.service.js';

// The operators' review of seller applications (issue 18): a queue, approval that opens the shop,
// rejection with a reason the applicant reads. Each decision is audited in its transaction.

async function present(
  db: DbOrTx,
  rows: readonly SellerApplicationRow[],
): Promise<AdminSellerApplicationVo[]> {
  if (rows.length === 0) return [];
  const [countries, names] = await Promise.all([
    countriesById(),
    db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(sql`${users.id} in ${rows.map((r) => r.userId)}`),
  ]);
  const usernameOf = new Map(names.map((u) => [u.id, u.username]));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    username: usernameOf.get(row.userId) ?? '',
    status: row.status,
    nationality: countries.get(row.nationality)?.name ?? '',
    idname: row.idName,
    idnumber: row.idNumber,
    name: row.realName,
    idimg_1: privateFileUrl(row.idImg1),
    idimg_2: privateFileUrl(row.idImg2),
    idimg_3: privateFileUrl(row.idImg3),
    storeName: row.storeName ?? '',
    storeLogo: row.storeLogo ?? '',
    storeRemark: row.storeRemark ?? '',
    contact: row.contact ?? '',
    reason: row.reason ?? '',
    applyTime: formatDateTime(row.updatedAt),
    decideTime: formatDateTime(row.decidedAt),
    decidedBy: row.decidedBy ?? '',
    sellerId: row.sellerId ?? '',
  }));
}

/** The queue: by status (waiting ones oldest first, decided ones newest first), paged. */
export async function listApplications(
  db: Db,
  status: number | undefined,
  paging: Paging,
): Promise<{ rows: AdminSellerApplicationVo[]; total: number }> {
  const where = status === undefined ? undefined : eq(sellerApplications.status, status);
  const order =
    status === KYC_STATUS.pending
      ? [asc(sellerApplications.updatedAt), asc(sellerApplications.id)]
      : [desc(sellerApplications.updatedAt), desc(sellerApplications.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(sellerApplications)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(sellerApplications).where(where),
  ]);
  return { rows: await present(db, rows), total: totalRow?.n ?? 0 };
}

/** Locks a waiting application for a decision; a decided one is refused, an unknown one not found. */
async function lockPending(tx: DbOrTx, id: string): Promise<SellerApplicationRow> {
  const [row] = await tx.select().from(sellerApplications).where(eq(sellerApplications.id, id)).for('update');
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  if (row.status !== KYC_STATUS.pending) throw new AppError('KYC_ALREADY_DECIDED');
  return row;
}

/** What a decision wrote: the application as it now is, its audit entry, and what the applicant is told. */
interface Decision {
  updated: SellerApplicationRow;
  action: AuditEvent['action'];
  after: AuditEvent['after'];
  notice: Pick<Notice, 'kind' | 'params'>;
}

/**
 * Decides a waiting application in one transaction: locks it (a decided one is refused), lets
 * `decide` write the decision, audits it and tells the applicant; answers it as the console shows it.
 */
async function decideApplication(
  db: Db,
  notifier: Notifies,
  id: string,
  audit: AuditContext,
  decide: (tx: Tx, application: SellerApplicationRow) => Promise<Decision>,
): Promise<AdminSellerApplicationVo> {
  const row = await notifier.transaction(db, async (tx, notify) => {
    const application = await lockPending(tx, id);
    const { updated, action, after, notice } = await decide(tx, application);
    await recordAudit(tx, audit, {
      action,
      targetType: 'seller_application',
      targetId: updated.id,
      before: { status: application.status },
      after,
    });
    await notify({
      userId: updated.userId,
      ...notice,
      targetId: updated.id,
      // An application sent again after a rejection is the same row, its time the sending's.
      eventKey: `${updated.id}:${updated.updatedAt.getTime()}`,
    });
    return updated;
  });
  const [vo] = await present(db, [row]);
  if (!vo) throw new AppError('COMMON_NOT_FOUND');
  return vo;
}

/**
 * Approves a waiting application: the identity is verified and, when a shop was asked for, the
 * shop opens (the account's seller panel with it); the applicant is told. Approving twice, or at
 * once from two consoles, opens one shop: the row is locked and must still be waiting.
 */
export async function approveApplication(
  db: Db,
  notifier: Notifies,
  id: string,
  audit: AuditContext,
): Promise<AdminSellerApplicationVo> {
  return decideApplication(db, notifier, id, audit, async (tx, application): Promise<Decision> => {
    let sellerId: string | null = null;
    if (application.storeName) {
      const [owned] = await tx
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.userId, application.userId));
      if (owned) throw new AppError('KYC_ALREADY_SELLER');
      const [taken] = await tx
        .select({ id: sellers.id })
        .from(sellers)
        .where(sql`lower(${sellers.name}) = ${application.storeName.toLowerCase()}`)
        .limit(1);
      if (taken) throw new AppError('KYC_STORE_NAME_TAKEN');
      const [shop] = await tx
        .insert(sellers)
        .values({
          userId: application.userId,
          name: application.storeName,
          avatar: application.storeLogo,
          shopRemark: application.storeRemark,
          contact: application.contact,
          createdAt: audit.now,
        })
        .returning({ id: sellers.id });
      sellerId = shop?.id ?? null;
    }
    const [updated] = await tx
      .update(sellerApplications)
      .set({
        status: KYC_STATUS.approved,
        reason: null,
        sellerId,
        decidedBy: audit.actor.username,
        decidedAt: audit.now,
      })
      .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, KYC_STATUS.pending)))
      .returning();
    if (!updated) throw new AppError('KYC_ALREADY_DECIDED');
    return {
      updated,
      action: 'seller.application.approve',
      after: { status: updated.status, sellerId, storeName: updated.storeName },
      notice: updated.storeName
        ? { kind: 'seller_approved', params: { storeName: updated.storeName } }
        : { kind: 'identity_verified', params: {} },
    };
  });
}

/**
 * Rejects a waiting application with a reason the applicant is told; they may correct it and send
 * it again.
 */
export async function rejectApplication(
  db: Db,
  notifier: Notifies,
  id: string,
  reason: string,
  audit: AuditContext,
): Promise<AdminSellerApplicationVo> {
  return decideApplication(db, notifier, id, audit, async (tx) => {
    const [updated] = await tx
      .update(sellerApplications)
      .set({
        status: KYC_STATUS.rejected,
        reason,
        decidedBy: audit.actor.username,
        decidedAt: audit.now,
      })
      .where(eq(sellerApplications.id, id))
      .returning();
    if (!updated) throw new AppError('COMMON_NOT_FOUND');
    return {
      updated,
      action: 'seller.application.reject',
      after: { status: updated.status, reason },
      notice: { kind: 'seller_rejected', params: { reason } },
    };
  });
}
