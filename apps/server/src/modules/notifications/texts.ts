import {
  NOTIFICATION_KINDS,
  type Language,
  type NoticeCode,
  type NotificationKind,
  type NotificationVo,
} from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { formatDateTime } from '../../lib/dates.js';
import type { NotificationRow } from './notifications.repository.js';

// Each kind's title and text in the shared catalogue (packages/contract i18n): the notification's
// title and content in the centre, and its e-mail's subject and body. Loans keep the codes their
// e-mails had before the notification centre (NOTICE_CREDIT_*).

const TEXTS: Record<NotificationKind, { title: NoticeCode; body: NoticeCode }> = {
  order_paid: { title: 'NOTICE_ORDER_PAID_TITLE', body: 'NOTICE_ORDER_PAID_BODY' },
  order_sold: { title: 'NOTICE_ORDER_SOLD_TITLE', body: 'NOTICE_ORDER_SOLD_BODY' },
  order_reminded: { title: 'NOTICE_ORDER_REMINDED_TITLE', body: 'NOTICE_ORDER_REMINDED_BODY' },
  order_shipped: { title: 'NOTICE_ORDER_SHIPPED_TITLE', body: 'NOTICE_ORDER_SHIPPED_BODY' },
  refund_approved: { title: 'NOTICE_REFUND_APPROVED_TITLE', body: 'NOTICE_REFUND_APPROVED_BODY' },
  refund_refused: { title: 'NOTICE_REFUND_REFUSED_TITLE', body: 'NOTICE_REFUND_REFUSED_BODY' },
  order_refunded: { title: 'NOTICE_ORDER_REFUNDED_TITLE', body: 'NOTICE_ORDER_REFUNDED_BODY' },
  late_coupon: { title: 'NOTICE_LATE_COMPENSATION_TITLE', body: 'NOTICE_LATE_COUPON_BODY' },
  late_credit: { title: 'NOTICE_LATE_COMPENSATION_TITLE', body: 'NOTICE_LATE_CREDIT_BODY' },
  deposit_confirmed: { title: 'NOTICE_DEPOSIT_CONFIRMED_TITLE', body: 'NOTICE_DEPOSIT_CONFIRMED_BODY' },
  deposit_rejected: { title: 'NOTICE_DEPOSIT_REJECTED_TITLE', body: 'NOTICE_DEPOSIT_REJECTED_BODY' },
  withdrawal_paid: { title: 'NOTICE_WITHDRAWAL_PAID_TITLE', body: 'NOTICE_WITHDRAWAL_PAID_BODY' },
  withdrawal_rejected: { title: 'NOTICE_WITHDRAWAL_REJECTED_TITLE', body: 'NOTICE_WITHDRAWAL_REJECTED_BODY' },
  loan_approved: { title: 'NOTICE_CREDIT_APPROVED_SUBJECT', body: 'NOTICE_CREDIT_APPROVED_BODY' },
  loan_rejected: { title: 'NOTICE_CREDIT_REJECTED_SUBJECT', body: 'NOTICE_CREDIT_REJECTED_BODY' },
  loan_overdue: { title: 'NOTICE_CREDIT_OVERDUE_SUBJECT', body: 'NOTICE_CREDIT_OVERDUE_BODY' },
  seller_approved: { title: 'NOTICE_SELLER_APPROVED_TITLE', body: 'NOTICE_SELLER_APPROVED_BODY' },
  identity_verified: { title: 'NOTICE_IDENTITY_VERIFIED_TITLE', body: 'NOTICE_IDENTITY_VERIFIED_BODY' },
  seller_rejected: { title: 'NOTICE_SELLER_REJECTED_TITLE', body: 'NOTICE_SELLER_REJECTED_BODY' },
};

/** A notification's title and text in `lang`. */
export function renderNotice(
  lang: Language,
  kind: NotificationKind,
  params: Record<string, string | number>,
): { title: string; content: string } {
  const texts = TEXTS[kind];
  return {
    title: formatMessage(lang, texts.title, params),
    content: formatMessage(lang, texts.body, params),
  };
}

/** A notification as its reader sees it, in `lang`. */
export function presentNotification(row: NotificationRow, lang: Language): NotificationVo {
  return {
    id: row.id,
    type: row.kind,
    ...renderNotice(lang, row.kind, row.params),
    isRead: row.readAt !== null,
    createTime: formatDateTime(row.createdAt),
    targetType: NOTIFICATION_KINDS[row.kind].target,
    targetId: row.targetId,
  };
}
