// The notifications' public face: the page, the unread count and the header's entry.
export { NotificationsPage } from './components/notifications-page';
export { NotificationsEntry } from './components/notifications-entry';
export { useNotificationUnread } from './api/get-unread-count';
