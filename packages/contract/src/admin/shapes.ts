import { z } from 'zod';
import { deferred } from '../deferred.js';
import { ACCOUNT_RULES } from '../account/rules.js';
import { PageParams, optionalText, paramRules, requiredId, requiredText } from '../params.js';

export const OPERATOR_ROLES = ['super_admin', 'finance', 'operations', 'customer_service'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Which roles may use each console area (super admin may use everything). The server checks these
 * on every /admin route; the console uses them to build its navigation.
 */
export const CONSOLE_ACCESS = {
  users: ['super_admin', 'operations', 'customer_service', 'finance'],
  usersWrite: ['super_admin', 'operations', 'customer_service'],
  operators: ['super_admin'],
  syspara: ['super_admin', 'operations'],
  audit: ['super_admin', 'operations'],
  outbox: ['super_admin', 'customer_service'],
  catalog: ['super_admin', 'operations'],
  /** Deposits, withdrawals, deposit channels, coin rates and the wallet's system parameters. */
  finance: ['super_admin', 'finance'],
  /** Orders: everyone who answers buyers may read them. */
  orders: ['super_admin', 'operations', 'customer_service'],
  /** Shipping, refund decisions and manual refunds. */
  ordersWrite: ['super_admin', 'operations'],
  /** Seller applications: identity checks and new shops. */
  sellers: ['super_admin', 'operations'],
  /** Coupons and campaigns (issue 54). */
  promotions: ['super_admin', 'operations'],
  /** The customer-service inbox: buyers' conversations with support. */
  support: ['super_admin', 'customer_service'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type ConsoleArea = keyof typeof CONSOLE_ACCESS;

export function canUse(role: OperatorRole, area: ConsoleArea): boolean {
  return role === 'super_admin' || (CONSOLE_ACCESS[area] as readonly OperatorRole[]).includes(role);
}

/** /admin/auth!login */
export const OperatorLoginParams = deferred(() =>
  z.object({ username: requiredText(64), password: requiredText(64) }),
);
export const OperatorSessionVo = deferred(() =>
  z.object({
    token: z.string(),
    username: z.string(),
    role: z.enum(OPERATOR_ROLES),
  }),
);
/** /admin/auth!me */
export const OperatorMeVo = deferred(() =>
  z.object({ id: z.string(), username: z.string(), role: z.enum(OPERATOR_ROLES) }),
);

/** A buyer (or seller) account as operators see it. Dates are `YYYY-MM-DD HH:mm:ss` UTC or ''. */
export const AdminUserVo = deferred(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    usercode: z.string(),
    email: z.string(),
    phone: z.string(),
    /** 1 active, 0 disabled, 2 cancelled by the user. */
    status: z.number(),
    lockedUntil: z.string(),
    sellerId: z.string().nullable(),
    shopName: z.string().nullable(),
    createdAt: z.string(),
    lastLoginAt: z.string(),
    lastLoginIp: z.string(),
    disabledReason: z.string(),
  }),
);
export type AdminUserVo = z.infer<typeof AdminUserVo>;

/** /admin/user!list: search by user name, UID, e-mail or phone; filter by status. */
export const AdminUserListParams = deferred(() =>
  PageParams.extend({
    keyword: optionalText(64),
    status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(2).optional()),
  }),
);
/** /admin/user!get */
export const AdminUserIdParams = deferred(() => z.object({ id: requiredId }));
/** /admin/user!disable, /admin/user!enable, /admin/user!unlock: every change needs a reason. */
export const AdminUserActionParams = deferred(() => z.object({ id: requiredId, reason: requiredText(500) }));
/** /admin/user!lock: bar the user from logging in for a while (1 minute to 30 days). */
export const AdminUserLockParams = deferred(() =>
  AdminUserActionParams.extend({
    minutes: z.coerce.number().int().min(1).max(43_200),
  }),
);

export const OperatorVo = deferred(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    role: z.enum(OPERATOR_ROLES),
    /** 1 active, 0 disabled. */
    status: z.number(),
    createdAt: z.string(),
  }),
);
export type OperatorVo = z.infer<typeof OperatorVo>;
/** /admin/operator!create (super admin) */
export const OperatorCreateParams = deferred(() =>
  paramRules(
    z.object({
      username: requiredText(32),
      password: requiredText(64),
      role: z.enum(OPERATOR_ROLES),
    }),
    // A user name and a first password by the account rules (spec §5).
    ({ username, password }, refuse) => {
      if (typeof username !== 'string' || !ACCOUNT_RULES.username.test(username)) {
        refuse('username', 'AUTH_USERNAME_INVALID');
      }
      if (typeof password !== 'string' || !ACCOUNT_RULES.password.test(password)) {
        refuse('password', 'AUTH_PASSWORD_INVALID');
      }
    },
  ),
);
/** /admin/operator!update (super admin): change role and/or status; a reason is recorded. */
export const OperatorUpdateParams = deferred(() =>
  z.object({
    id: requiredId,
    role: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OPERATOR_ROLES).optional()),
    status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
    reason: requiredText(500),
  }),
);

/** A system parameter with its definition (/admin/syspara!list). */
export const SysparaDefinitionVo = deferred(() =>
  z.object({
    code: z.string(),
    type: z.enum(['integer', 'decimal', 'boolean', 'url', 'text']),
    value: z.string(),
    defaultValue: z.string(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    description: z.string(),
    updatedAt: z.string(),
  }),
);
export type SysparaDefinitionVo = z.infer<typeof SysparaDefinitionVo>;

/** The deposits' system parameters (switch, one deposit's bounds, the peso rate). */
export const DEPOSIT_SYSPARA_CODES = [
  'can_recharge',
  'recharge_limit_min',
  'recharge_limit_max',
  'php_usdt_rate',
] as const;

/** The withdrawals' system parameters (switch, bounds, hours, daily count, fee). */
export const WITHDRAW_SYSPARA_CODES = [
  'can_withdraw',
  'withdraw_limit_min',
  'withdraw_limit_max',
  'withdrawal_time',
  'withdraw_daily_count',
  'withdraw_fee',
] as const;

/**
 * The system parameters that rule the wallet (deposits, withdrawals, the peso rate): finance lists
 * and sets these, and only these, on its own endpoints (walletSettings!…); the roles of the
 * `syspara` area set them all on the system parameters' (issue 50).
 */
export const WALLET_SYSPARA_CODES = [...DEPOSIT_SYSPARA_CODES, ...WITHDRAW_SYSPARA_CODES] as const;
export type WalletSysparaCode = (typeof WALLET_SYSPARA_CODES)[number];

export function isWalletSyspara(code: string): code is WalletSysparaCode {
  return (WALLET_SYSPARA_CODES as readonly string[]).includes(code);
}

/** /admin/syspara!update */
export const SysparaUpdateParams = deferred(() =>
  z.object({ code: requiredText(64), value: z.string().max(2000) }),
);

/** One audit entry (/admin/audit!list). before/after are JSON snapshots or null. */
export const AuditEntryVo = deferred(() =>
  z.object({
    id: z.string(),
    actorId: z.string(),
    actorName: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    requestId: z.string(),
    createdAt: z.string(),
  }),
);
export type AuditEntryVo = z.infer<typeof AuditEntryVo>;
/** /admin/audit!list filters; from/to are dates (YYYY-MM-DD, UTC). */
export const AuditListParams = deferred(() =>
  PageParams.extend({
    actor: optionalText(64),
    action: optionalText(64),
    targetId: optionalText(64),
    from: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional()),
  }),
);

/** A message in the e-mail outbox (/admin/outbox!list), when no SMTP server is configured. */
export const OutboxMessageVo = deferred(() =>
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string(),
  }),
);
