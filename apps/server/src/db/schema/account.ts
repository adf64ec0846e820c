import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns.js';

/** Buyers (and sellers, who are buyers with a shop). Operators live in their own table. */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    usercode: text('usercode').notNull(),
    email: text('email'),
    /** When the owner proved the e-mail address is theirs with a mailed code (null: not yet). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    safewordHash: text('safeword_hash'),
    avatar: smallint('avatar').notNull().default(1),
    /** 1 active, 0 disabled by an operator, 2 cancelled by the user. */
    status: smallint('status').notNull().default(1),
    agentCode: text('agent_code'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    /** Who set lockedUntil: wrong passwords, or an operator (who gave a reason in the audit log). */
    lockedBy: text('locked_by', { enum: ['failures', 'operator'] }),
    lastLoginAt: timestamptz('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    lastSeenAt: timestamptz('last_seen_at'),
    /** Wrong fund passwords on `safewordFailDay` (a date in Asia/Shanghai, spec §9). */
    safewordFailDay: text('safeword_fail_day'),
    safewordFailCount: integer('safeword_fail_count').notNull().default(0),
    /**
     * Fund-password checks under way (ADR 039): each holds one of the day's tries while argon2id
     * runs, outside any transaction. Claims older than a minute (`safewordPendingAt`) are dropped.
     */
    safewordPending: integer('safeword_pending').notNull().default(0),
    safewordPendingAt: timestamptz('safeword_pending_at'),
    disabledReason: text('disabled_reason'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamptz('cancelled_at'),
    /**
     * The language the user last registered or logged in with (a contract language code): their
     * notifications' e-mails and pushed frames are written in it (ADR 018).
     */
    lang: text('lang').notNull().default('en'),
    /** The e-mail categories the user turned off (notification!saveEmailSettings); none by default. */
    emailOff: text('email_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_usercode_idx').on(t.usercode),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_idx').on(t.phone),
  ],
);

/** Platform operators (super admin, finance, operations, customer service). */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['super_admin', 'finance', 'operations', 'customer_service'] }).notNull(),
    status: smallint('status').notNull().default(1),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** Sessions hold only SHA-256 hashes of the 128-bit tokens (DESIGN.md §6). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['user', 'operator'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_operator_idx').on(t.operatorId)],
);

/** Slide-verification challenges: one-time, short-lived; the answer never leaves the server. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: id(),
    answerX: integer('answer_x').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('captcha_expires_idx').on(t.expiresAt)],
);

/** E-mailed verification codes (hashed), e.g. for a password reset. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['reset_password', 'bind_email'] }).notNull(),
    /** The logged-in user a binding code was sent for (a reset code has none: nobody is logged in). */
    userId: uuid('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('email_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt)],
);
