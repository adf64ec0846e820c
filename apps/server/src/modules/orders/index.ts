// Orders' public face for other modules: whether an order still holds money in escrow (it refuses
// an account's cancellation, ADR 025).
export { hasUnfinishedOrder } from './orders.repository.js';
