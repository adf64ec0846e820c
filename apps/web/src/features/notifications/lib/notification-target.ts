import type { NotificationTarget, NotificationVo } from '@caravan/contract';
import { MY_LOAN_PATH, SELLER_APPLY_PATH, WALLET_PATH } from '../../../lib/user-centre-paths';

const query = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

// The pages a notification opens, by what its kind links to (NOTIFICATION_KINDS' `target`). The
// same paths serve the mobile site, whose router's base is /wap.
const TARGET_PATHS: Record<NotificationTarget, (targetId: string) => string> = {
  order: (id) => query('/userInfo/order-detail', { id }),
  // The seller panel opens an order in its drawer over the orders list (`?order=`).
  sellerOrder: (id) => query('/seller/orders', { order: id }),
  // A deposit's or a withdrawal's order number: its list in the wallet's records.
  deposit: () => query(WALLET_PATH, { tab: 'deposits' }),
  withdrawal: () => query(WALLET_PATH, { tab: 'withdrawals' }),
  loan: () => MY_LOAN_PATH,
  sellerApplication: () => SELLER_APPLY_PATH,
};

/** The page a notification links to, or null when it links to none (no target id). */
export function notificationTargetPath(notification: Pick<NotificationVo, 'targetType' | 'targetId'>) {
  const path = TARGET_PATHS[notification.targetType];
  if (!path || !notification.targetId) return null;
  return path(notification.targetId);
}
