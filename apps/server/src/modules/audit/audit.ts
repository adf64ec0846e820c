import type { AuditAction, AuditEntryVo, AuditTarget } from '@caravan/contract';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { readPage, toPage, windowOf, type Page, type Paging } from '../../lib/paging.js';
import { containsPattern } from '../../lib/like.js';
import type { OperatorActor } from '../../plugins/auth.js';

export interface AuditContext {
  actor: OperatorActor;
  requestId: string;
  now: Date;
}

export interface AuditEvent {
  /** One of the contract's AUDIT_ACTIONS: the console labels each in every language. */
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Who is acting, in which request, when: what every audited change records. */
export function auditContext(
  actor: OperatorActor,
  request: { id: unknown },
  deps: { clock: { now(): Date } },
): AuditContext {
  return { actor, requestId: String(request.id), now: deps.clock.now() };
}

/** Appends an entry; call it inside the transaction that makes the change it records. */
export async function recordAudit(tx: DbOrTx, ctx: AuditContext, event: AuditEvent): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: ctx.actor.operatorId,
    actorName: ctx.actor.username,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    before: event.before ?? null,
    after: event.after ?? null,
    requestId: ctx.requestId,
    createdAt: ctx.now,
  });
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  targetId?: string | undefined;
  /** Inclusive dates, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  to?: string | undefined;
}

export async function listAudit(db: DbOrTx, filter: AuditFilter, page: Paging): Promise<Page<AuditEntryVo>> {
  const conditions: SQL[] = [];
  if (filter.actor) {
    const like = containsPattern(filter.actor);
    conditions.push(sql`lower(${auditLog.actorName}) like ${like}`);
  }
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to)
    conditions.push(
      lt(auditLog.createdAt, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await readPage(
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    windowOf(page),
    db.$count(auditLog, where),
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      actorName: r.actorName,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      requestId: r.requestId,
      createdAt: formatDateTime(r.createdAt),
    })),
    page,
    total,
  );
}
