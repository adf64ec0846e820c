import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns.js';

/**
 * The append-only record of every operator action. A trigger refuses UPDATE, DELETE and TRUNCATE
 * for every role, and the application's role is not granted them (migration 0001).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('audit_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_actor_idx').on(t.actorName),
    index('audit_target_idx').on(t.targetId),
  ],
);
