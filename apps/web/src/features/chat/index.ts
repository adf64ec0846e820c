// Chat's public face: the support conversation's unread count.
export { useSupportUnread } from './api/get-support-unread';
