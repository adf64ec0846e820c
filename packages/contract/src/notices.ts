import { ERROR_PARAMS, type ErrorCode } from './errors.js';

/**
 * The texts the platform sends users, each with the names of its parameters: e-mails (subject and
 * body), notification titles and bodies, and the order timeline's lines. They share the message
 * catalogues (src/i18n) with the error codes but never travel in an error envelope.
 */
export const NOTICE_PARAMS = {
  NOTICE_ORDER_PLACED: [],
  NOTICE_ORDER_PAID: [],
  NOTICE_ORDER_REMINDED: [],
  NOTICE_ORDER_PUSHED: [],
  NOTICE_ORDER_SHIPPED: ['carrier', 'trackingNo'],
  NOTICE_ORDER_PICKED_UP: ['place'],
  NOTICE_ORDER_DEPARTED: ['place'],
  NOTICE_ORDER_ARRIVED: ['place'],
  NOTICE_ORDER_OUT_FOR_DELIVERY: ['place'],
  NOTICE_ORDER_DELIVERED: ['place'],
  NOTICE_ORDER_RECEIVED: [],
  NOTICE_ORDER_AUTO_RECEIVED: ['days'],
  NOTICE_ORDER_REVIEWED: [],
  NOTICE_ORDER_DEFAULT_REVIEW: [],
  NOTICE_ORDER_COMPLETED: [],
  NOTICE_ORDER_CANCELLED: [],
  NOTICE_ORDER_AUTO_CANCELLED: [],
  NOTICE_ORDER_REFUND_REQUESTED: [],
  NOTICE_ORDER_REFUND_SUCCESS: ['amount'],
  NOTICE_ORDER_REFUND_FAILED: ['reason'],
  NOTICE_ORDER_MANUAL_REFUND: ['reason'],
  /** Issue 54: an order not shipped in time, compensated (the timeline's line, the notification). */
  NOTICE_ORDER_LATE_COMPENSATED: ['hours', 'amount'],
  NOTICE_RESET_CODE_SUBJECT: [],
  NOTICE_RESET_CODE_BODY: ['code', 'minutes'],
  NOTICE_BIND_CODE_SUBJECT: [],
  NOTICE_BIND_CODE_BODY: ['code', 'minutes', 'account'],
  NOTICE_EMAIL_CHANGED_SUBJECT: [],
  NOTICE_EMAIL_CHANGED_BODY: ['account', 'email'],
  NOTICE_CREDIT_APPROVED_SUBJECT: [],
  NOTICE_CREDIT_APPROVED_BODY: ['amount', 'days', 'dueDate', 'total'],
  NOTICE_CREDIT_REJECTED_SUBJECT: [],
  NOTICE_CREDIT_REJECTED_BODY: ['amount', 'reason'],
  NOTICE_CREDIT_OVERDUE_SUBJECT: [],
  NOTICE_CREDIT_OVERDUE_BODY: ['dueDate', 'rate', 'total'],
  NOTICE_ORDER_PAID_TITLE: ['orderNo'],
  NOTICE_ORDER_PAID_BODY: ['orderNo', 'amount'],
  NOTICE_ORDER_SOLD_TITLE: ['orderNo'],
  NOTICE_ORDER_SOLD_BODY: ['orderNo', 'amount', 'cost'],
  NOTICE_ORDER_REMINDED_TITLE: ['orderNo'],
  NOTICE_ORDER_REMINDED_BODY: ['orderNo'],
  NOTICE_ORDER_SHIPPED_TITLE: ['orderNo'],
  NOTICE_ORDER_SHIPPED_BODY: ['orderNo', 'carrier', 'trackingNo'],
  NOTICE_REFUND_APPROVED_TITLE: ['orderNo'],
  NOTICE_REFUND_APPROVED_BODY: ['orderNo', 'amount'],
  NOTICE_REFUND_REFUSED_TITLE: ['orderNo'],
  NOTICE_REFUND_REFUSED_BODY: ['orderNo', 'reason'],
  NOTICE_ORDER_REFUNDED_TITLE: ['orderNo'],
  NOTICE_ORDER_REFUNDED_BODY: ['orderNo', 'amount', 'reason'],
  NOTICE_LATE_COMPENSATION_TITLE: ['orderNo'],
  NOTICE_LATE_COUPON_BODY: ['orderNo', 'hours', 'amount'],
  NOTICE_LATE_CREDIT_BODY: ['orderNo', 'hours', 'amount'],
  NOTICE_DEPOSIT_CONFIRMED_TITLE: [],
  NOTICE_DEPOSIT_CONFIRMED_BODY: ['orderNo', 'amount'],
  NOTICE_DEPOSIT_REJECTED_TITLE: [],
  NOTICE_DEPOSIT_REJECTED_BODY: ['orderNo', 'reason'],
  NOTICE_WITHDRAWAL_PAID_TITLE: [],
  NOTICE_WITHDRAWAL_PAID_BODY: ['orderNo', 'amount', 'fee'],
  NOTICE_WITHDRAWAL_REJECTED_TITLE: [],
  NOTICE_WITHDRAWAL_REJECTED_BODY: ['orderNo', 'amount', 'reason'],
  NOTICE_SELLER_APPROVED_TITLE: [],
  NOTICE_SELLER_APPROVED_BODY: ['storeName'],
  NOTICE_IDENTITY_VERIFIED_TITLE: [],
  NOTICE_IDENTITY_VERIFIED_BODY: [],
  NOTICE_SELLER_REJECTED_TITLE: [],
  NOTICE_SELLER_REJECTED_BODY: ['reason'],
  NOTICE_WELCOME_SUBJECT: [],
  NOTICE_WELCOME_BODY: ['email', 'link'],
} as const satisfies Record<`NOTICE_${string}`, readonly string[]>;

export type NoticeCode = keyof typeof NOTICE_PARAMS;

/** Every message the catalogues hold: the API's error codes and the notices. */
export type MessageCode = ErrorCode | NoticeCode;

export const MESSAGE_PARAMS = { ...ERROR_PARAMS, ...NOTICE_PARAMS } as const;

export const MESSAGE_CODES = Object.keys(MESSAGE_PARAMS) as MessageCode[];

/** The params object a message carries: one string-or-number value per declared name. */
export type MessageParams<C extends MessageCode> = {
  [K in (typeof MESSAGE_PARAMS)[C][number]]: string | number;
};
