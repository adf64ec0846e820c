import type { NotificationVo } from '@caravan/contract';
import { nextId, okReply } from '../../../test/factories';

// Notifications as the server presents them (notification!message.*, ADR 018): already written in
// the request's language.

/** An unread order notification unless told otherwise. */
export function makeNotification(overrides: Partial<NotificationVo> = {}): NotificationVo {
  return {
    id: nextId(),
    type: 'order_shipped',
    title: 'Your order has shipped',
    content: 'Order 2026112000001 is on its way.',
    isRead: false,
    createTime: '2026-11-20 08:30:00',
    targetType: 'order',
    targetId: nextId(),
    ...overrides,
  };
}

/** A page of notification!message.pagelist. */
export function notificationPage(items: NotificationVo[], { pageNum = 1, total = items.length } = {}) {
  return okReply({ pageList: items, pageInfo: { pageNum, pageSize: 20, totalElements: total } });
}
