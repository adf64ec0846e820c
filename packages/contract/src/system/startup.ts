// Kept apart from the system schemas: every first screen reads it, where zod is not loaded.

/**
 * The settings every storefront page reads as it starts (syspara!getSyspara with these codes, in
 * this order): the most goods one order may hold, and where customer service is. A landing page of
 * the mobile site carries their reply (apps/server first-view.ts), so starting asks for nothing.
 */
export const STARTUP_SYSPARA_CODES = ['mall_max_goods_number_in_order', 'customer_service_url'] as const;
