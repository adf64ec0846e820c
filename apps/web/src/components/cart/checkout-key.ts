/** Where this tab keeps the checkout it is building (sessionStorage): checkout-lines.ts writes it. */
export const CHECKOUT_KEY = 'ES_CHECKOUT';
