import { z } from 'zod';
import { deferred } from '../deferred.js';
import { optionalId, optionalInt, requiredId } from '../params.js';

// The notification centre (issue 20, contract §1.11 `notification!…`) and the e-mail preferences
// (ours). Notifications are always written; only their e-mails can be turned off (ADR 018).

/** The e-mail categories a user may turn off (notification!saveEmailSettings). */
export const EMAIL_CATEGORIES = ['orders', 'sales', 'wallet', 'loans', 'account'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** What a notification links to; its `targetId` is what that page's endpoint takes. */
export const NOTIFICATION_TARGETS = [
  /** The buyer's order (order!info `orderId`). */
  'order',
  /** The shop's order in the seller centre (order!info `orderId`). */
  'sellerOrder',
  /** A deposit (rechargeBlockchain!get `order_no`). */
  'deposit',
  /** A withdrawal (withdraw!get `order_no`). */
  'withdrawal',
  /** A loan (credit!beforepay `creditId`). */
  'loan',
  /** The seller application (kyc!get). */
  'sellerApplication',
] as const;
export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];

/**
 * Every kind of notification: the e-mail category that turns its e-mail off, what it links to,
 * and whether its e-mail is sent whatever the settings say (`mandatory`: an overdue loan costs the
 * borrower more every day, so its notice is never switched off).
 */
export const NOTIFICATION_KINDS = {
  /** The buyer's order was paid. */
  order_paid: { category: 'orders', target: 'order' },
  /** The shop's order was paid: the seller should purchase it. */
  order_sold: { category: 'sales', target: 'sellerOrder' },
  /** The buyer reminded the shop to ship (spec §4: once per order). */
  order_reminded: { category: 'sales', target: 'sellerOrder' },
  order_shipped: { category: 'orders', target: 'order' },
  refund_approved: { category: 'orders', target: 'order' },
  refund_refused: { category: 'orders', target: 'order' },
  /** The platform refunded the order on its own initiative. */
  order_refunded: { category: 'orders', target: 'order' },
  /** The order was not shipped in time: a coupon, or a credit to the wallet (issue 54). */
  late_coupon: { category: 'orders', target: 'order' },
  late_credit: { category: 'orders', target: 'order' },
  deposit_confirmed: { category: 'wallet', target: 'deposit' },
  deposit_rejected: { category: 'wallet', target: 'deposit' },
  withdrawal_paid: { category: 'wallet', target: 'withdrawal' },
  withdrawal_rejected: { category: 'wallet', target: 'withdrawal' },
  loan_approved: { category: 'loans', target: 'loan' },
  loan_rejected: { category: 'loans', target: 'loan' },
  loan_overdue: { category: 'loans', target: 'loan', mandatory: true },
  /** A seller application approved: the shop is open. */
  seller_approved: { category: 'account', target: 'sellerApplication' },
  /** An identity check (no shop asked for) approved. */
  identity_verified: { category: 'account', target: 'sellerApplication' },
  /** A seller application or identity check rejected. */
  seller_rejected: { category: 'account', target: 'sellerApplication' },
} as const satisfies Record<
  string,
  { category: EmailCategory; target: NotificationTarget; mandatory?: boolean }
>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** Whether a kind's e-mail is sent even when its category is turned off. */
export function isMandatoryNotice(kind: NotificationKind): boolean {
  const spec = NOTIFICATION_KINDS[kind];
  return 'mandatory' in spec && spec.mandatory;
}

/** A notification as its reader sees it, in the request's language. */
export const NotificationVo = deferred(() =>
  z.object({
    id: z.string(),
    /** The kind (NOTIFICATION_KINDS). */
    type: z.enum(NOTIFICATION_KIND_NAMES as [NotificationKind, ...NotificationKind[]]),
    title: z.string(),
    content: z.string(),
    isRead: z.boolean(),
    /** `YYYY-MM-DD HH:mm:ss`, UTC. */
    createTime: z.string(),
    targetType: z.enum(NOTIFICATION_TARGETS),
    targetId: z.string(),
  }),
);
export type NotificationVo = z.infer<typeof NotificationVo>;

/** notification!message.slidelist: how many of the latest unread (5 unless said, at most 20). */
export const NotificationSlideParams = deferred(() => z.object({ size: optionalInt(1, 20) }));

/** notification!message.detail: one of the caller's notifications (read by opening it). */
export const NotificationIdParams = deferred(() => z.object({ id: requiredId }));

/** notification!message.read: one notification by `id`, or, without one, all of the caller's. */
export const NotificationReadParams = deferred(() => z.object({ id: optionalId }));

/** notification!message.read's answer: the caller's unread notifications left. */
export const NotificationReadVo = deferred(() => z.object({ unread: z.number() }));

/** notification!emailSettings: the address e-mails go to ('' when none) and each category's switch. */
export const EmailSettingsVo = deferred(() =>
  z.object({
    email: z.string(),
    orders: z.boolean(),
    sales: z.boolean(),
    wallet: z.boolean(),
    loans: z.boolean(),
    account: z.boolean(),
    /** The kinds whose e-mail is sent whatever the switches say (an overdue loan). */
    alwaysSent: z.array(z.string()),
  }),
);
export type EmailSettingsVo = z.infer<typeof EmailSettingsVo>;

/** notification!saveEmailSettings: 1 on, 0 off; a category not sent stays as it is. */
export const EmailSettingsSaveParams = deferred(() =>
  z.object(
    Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, optionalInt(0, 1)])) as Record<
      EmailCategory,
      ReturnType<typeof optionalInt>
    >,
  ),
);
