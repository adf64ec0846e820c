import { adminCouponEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { endCoupon, listOwnedCoupons, saveCoupon } from '../owned-coupons.service.js';

/** The console's coupons (issue 54): the platform's and every shop's; changes audited. */
export function registerCouponsConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'console: coupons' });

  serve(adminCouponEndpoints.list, {
    summary: 'Every campaign coupon, newest first, optionally in one state',
    handler: ({ input, deps: d }) => listOwnedCoupons(d.db, { kind: 'console' }, input, d.clock.now()),
  });
  serve(adminCouponEndpoints.save, {
    summary:
      'Creates a platform coupon (or one for a shop, funded by the platform unless said), or changes one',
    handler: ({ actor, input, request, deps: d }) =>
      saveCoupon(d.db, { kind: 'console', audit: auditContext(actor, request, d) }, input, d.clock.now()),
  });
  serve(adminCouponEndpoints.end, {
    summary: 'Ends a coupon now (claims held stay usable until its end)',
    handler: ({ actor, input, request, deps: d }) =>
      endCoupon(
        d.db,
        { kind: 'console', audit: auditContext(actor, request, d) },
        input.couponId,
        d.clock.now(),
      ),
  });
}
