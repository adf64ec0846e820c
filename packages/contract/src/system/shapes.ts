import { z } from 'zod';
import { deferred } from '../deferred.js';
import { CouponVo } from '../coupons/shapes.js';
import { requiredText } from '../params.js';

export const SysparaParams = deferred(() => z.object({ code: requiredText(1000) }));

/**
 * index!download-url: where the buyer and seller apps are. Operators set the store links as
 * syspara app_buyer_url / app_seller_url; until then both point at the mobile web app.
 */
export const DownloadUrlVo = deferred(() =>
  z.object({
    url: z.string(),
    buyerUrl: z.string(),
    sellerUrl: z.string(),
  }),
);

/**
 * The footer subscription pattern (spec §5): starts with a letter or digit, at least 3 characters
 * before @, a domain of 2+ word characters, a top-level domain of 2+ lowercase letters, and an
 * optional second one (example.co.uk).
 */
export const SUBSCRIBE_EMAIL_PATTERN = /^[A-Za-z0-9][\w.+-]{2,}@\w[\w-]*\w\.[a-z]{2,}(\.[a-z]{2,})?$/;

/**
 * subscribe!confirm: the code of the link the welcome e-mail carries (not `token`, which names the
 * session of whoever opens it).
 */
export const SubscribeConfirmParams = deferred(() => z.object({ code: requiredText(100) }));

/**
 * What confirming an address did with its welcome coupon: `given` to the signed-in buyer (now or
 * before), `signIn` to receive it (a visitor), `taken` (the address's coupon went to another
 * account, or this account had one already), or `none` on offer now.
 */
export const WELCOME_STATES = ['given', 'signIn', 'taken', 'none'] as const;
export type WelcomeState = (typeof WELCOME_STATES)[number];

/** subscribe!confirm's reply: the address, now confirmed, and its welcome coupon (given or on offer). */
export const SubscriptionConfirmVo = deferred(() =>
  z.object({
    email: z.string(),
    welcome: z.enum(WELCOME_STATES),
    coupon: CouponVo.nullable(),
  }),
);
export type SubscriptionConfirmVo = z.infer<typeof SubscriptionConfirmVo>;
