import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { id, timestamptz } from './columns.js';

/** System parameters (contract §1.11), editable by operators. */
export const syspara = pgTable('syspara', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * An e-mail address subscribed for coupons (spec §1). Its one e-mail carries a link with a token
 * (only its SHA-256 is kept here: `tokenHash`; the link itself waits in the e-mail's delivery until
 * sent); opening it confirms the address (`confirmedAt`), and the welcome coupon goes to the first
 * signed-in buyer who opens it (`welcomeUserId`). Subscriptions from before issue 54 have no token.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('en'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    tokenHash: text('token_hash'),
    confirmedAt: timestamptz('confirmed_at'),
    welcomeUserId: uuid('welcome_user_id').references(() => users.id),
  },
  (t) => [
    uniqueIndex('subscriptions_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('subscriptions_token_idx').on(t.tokenHash),
  ],
);

/** Key-value facts about the database itself, e.g. which demo seed version it holds. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
