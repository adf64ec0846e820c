/** The notification centre in the user centre (the seller panel has its own, /seller/notifications). */
export const NOTIFICATIONS_PATH = '/userInfo/notifications';

/** Which notifications are also e-mailed, among the account's settings. */
export const NOTIFICATION_EMAILS_PATH = '/userInfo/setup/notification-emails';
