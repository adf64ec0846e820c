// The order rules a screen needs without the order schemas (the storefront's cart reads them on
// every first screen, where zod is not loaded).

/** Spec §9: returns may be asked for within 7 days of receipt; escrow is settled after that. */
export const RETURN_WINDOW_DAYS = 7;
/** Spec §5: a review has at most 9 pictures. */
export const MAX_REVIEW_IMAGES = 9;
/** Spec §5, §9: the most one product a buyer may order when the system parameter is unset. */
export const DEFAULT_MAX_BUY = 500;
/** Contract §1.4: the server cart holds at most 100 lines. */
export const MAX_CART_LINES = 100;
