import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns.js';

/** System parameters (contract §1.11), editable by operators. */
export const syspara = pgTable('syspara', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('en'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Key-value facts about the database itself, e.g. which demo seed version it holds. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
