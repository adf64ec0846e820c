import { couponEndpoints, sellerCouponEndpoints, submittedLines } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { claimCoupon, couponsForOrder, listCoupons, myCoupons } from './coupons.service.js';
import { endCoupon, listOwnedCoupons, saveCoupon } from './owned-coupons.service.js';
import type { CheckoutLines } from './checkout-coupons.js';

/**
 * Coupons (issue 54): buyers list, claim and hold them and see which apply to a checkout; a shop
 * makes and ends its own. `checkoutLines` prices a checkout's lines into shop orders (the orders
 * module's, handed over by app.ts: orders uses coupons, not the other way round).
 */
export function registerCouponRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  checkoutLines: CheckoutLines,
): void {
  const serve = endpointServer(app, deps, { tag: 'coupons' });

  serve(couponEndpoints.list, {
    summary:
      'Coupons buyers may claim now, soonest to end first: all, a shop’s (sellerId) or those a listing can use (sellerGoodsId)',
    handler: ({ actor, input, deps: d }) => listCoupons(d.db, actor ?? null, input, d.clock.now()),
  });
  serve(couponEndpoints.claim, {
    summary: 'Claims one of a coupon (up to its per-buyer limit, while any are left)',
    handler: ({ actor, input, deps: d }) => claimCoupon(d.db, actor, input.couponId, d.clock.now()),
  });
  serve(couponEndpoints.mine, {
    summary: 'The buyer’s coupons: available, used or expired',
    handler: ({ actor, input, deps: d }) => myCoupons(d.db, actor.userId, input, d.clock.now()),
  });
  serve(couponEndpoints.forOrder, {
    summary:
      'Each coupon the buyer can use now: whether it applies to these lines, its saving, and whether order!quote picks it',
    handler: async ({ actor, input, deps: d }) => {
      const now = d.clock.now();
      const shops = await checkoutLines(d.db, actor.userId, submittedLines(input), now);
      return { couponList: await couponsForOrder(d.db, actor.userId, shops, now) };
    },
  });

  serve(sellerCouponEndpoints.list, {
    summary: 'The shop’s own coupons, newest first',
    handler: ({ actor, input, deps: d }) =>
      listOwnedCoupons(d.db, { kind: 'shop', sellerId: actor.sellerId }, input, d.clock.now()),
  });
  serve(sellerCouponEndpoints.save, {
    summary: 'Creates a shop coupon, funded by the shop, or changes one (terms locked once claimed)',
    handler: ({ actor, input, deps: d }) =>
      saveCoupon(d.db, { kind: 'shop', sellerId: actor.sellerId }, input, d.clock.now()),
  });
  serve(sellerCouponEndpoints.end, {
    summary: 'Ends one of the shop’s coupons now (claims held stay usable until its end)',
    handler: ({ actor, input, deps: d }) =>
      endCoupon(d.db, { kind: 'shop', sellerId: actor.sellerId }, input.couponId, d.clock.now()),
  });
}
