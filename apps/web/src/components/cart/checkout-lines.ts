import { CHECKOUT_KEY } from './checkout-key';
import type { CheckoutSession } from './checkout-session';

// What goes to /settlement (spec §4): the ticked cart lines, or the one line of "Buy now". It is
// kept for this tab only (sessionStorage, under CHECKOUT_KEY), with the buyer's user code so that
// another account signing in here never sees it. Once the orders are placed their ids are kept with
// it, so coming back to the page shows the unpaid orders instead of placing them a second time.

export function saveCheckout(session: CheckoutSession): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(session));
  } catch {
    // Unavailable storage: the settlement page then says there is nothing to check out.
  }
}

export function clearCheckout(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_KEY);
  } catch {
    // Nothing to clear.
  }
}
