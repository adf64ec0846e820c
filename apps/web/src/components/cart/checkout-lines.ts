import { deferred } from '@caravan/contract';
import { z } from 'zod';
import { CartItem } from '../../lib/cart';

// What goes to /settlement (spec §4): the ticked cart lines, or the one line of "Buy now". It is
// kept for this tab only (sessionStorage), with the buyer's user code so that another account
// signing in here never sees it. Once the orders are placed their ids are kept with it, so coming
// back to the page shows the unpaid orders instead of placing them a second time.
const CHECKOUT_KEY = 'ES_CHECKOUT';

export const CheckoutSession = deferred(() =>
  z.object({
    usercode: z.string(),
    /** 'cart': the paid lines leave the cart; 'buy': the cart is left as it was. */
    source: z.enum(['cart', 'buy']),
    lines: z.array(CartItem).min(1),
    submitted: z
      .object({
        orderIds: z.array(z.string()).min(1),
        /** Each placed order's charges, as order!submit answered them. */
        shops: z
          .array(
            z.object({
              sellerName: z.string(),
              prizeReal: z.number(),
              fees: z.number(),
              tax: z.number(),
              totalAmount: z.number(),
            }),
          )
          .min(1),
      })
      .optional(),
  }),
);
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export function saveCheckout(session: CheckoutSession): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(session));
  } catch {
    // Unavailable storage: the settlement page then says there is nothing to check out.
  }
}

/** The checkout of this user in this tab, if any. */
export function readCheckout(usercode: string): CheckoutSession | null {
  try {
    const raw = window.sessionStorage.getItem(CHECKOUT_KEY);
    if (!raw) return null;
    const parsed = CheckoutSession.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.usercode === usercode ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearCheckout(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_KEY);
  } catch {
    // Nothing to clear.
  }
}
