// Orders' public face for other modules: whether an order still holds money in escrow (it refuses
// an account's cancellation, ADR 025), and the most of one product a buyer may order (a ladder's bound).
export { hasUnfinishedOrder } from './orders.repository.js';
export { checkoutLinesForCoupons, maxBuy } from './checkout.service.js';
export { compensateLateOrders } from './commands/compensate-late.js';
