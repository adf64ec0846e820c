import { deferred } from '@caravan/contract';
import { z } from 'zod';
import { readCartItem, type CartItem } from '../../lib/cart';
import { CHECKOUT_KEY } from './checkout-key';

// The checkout as the settlement page reads it back, checked: apart from checkout-lines.ts, which
// the product page and the cart use to start one, so that they do not carry the schema (and zod).

export const CheckoutSession = deferred(() =>
  z.object({
    usercode: z.string(),
    /** 'cart': the paid lines leave the cart; 'buy': the cart is left as it was. */
    source: z.enum(['cart', 'buy']),
    lines: z.array(z.custom<CartItem>((line) => readCartItem(line) !== undefined)).min(1),
    submitted: z
      .object({
        orderIds: z.array(z.string()).min(1),
        /** Each placed order's charges, as order!submit answered them (the freight's parts as quoted). */
        shops: z
          .array(
            z.object({
              sellerName: z.string(),
              prizeReal: z.number(),
              fees: z.number(),
              /** The freight's parts, as order!quote gave them for that shop (ADR 034). */
              shippingFee: z.number().optional(),
              longDistanceFreight: z.number().optional(),
              deliveryFee: z.number().optional(),
              weightKg: z.number().optional(),
              tax: z.number(),
              /** What coupons took off (issue 54); absent in a session saved before them. */
              discount: z.number().optional(),
              totalAmount: z.number(),
            }),
          )
          .min(1),
      })
      .optional(),
  }),
);
export type CheckoutSession = z.infer<typeof CheckoutSession>;

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
