// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { adminCouponEndpoints } from './endpoints.js';
import type { couponEndpoints } from './endpoints.js';
import type { sellerCouponEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const adminCouponRoutes = /*#__PURE__*/ endpointRoutes<typeof adminCouponEndpoints>({
  list: ['coupon!list', 'admin', '.action', ['POST'], 'query'],
  save: ['coupon!save', 'admin', '.action', ['POST'], 'query'],
  end: ['coupon!end', 'admin', '.action', ['POST'], 'query'],
});
export const couponRoutes = /*#__PURE__*/ endpointRoutes<typeof couponEndpoints>({
  list: 'coupon!list',
  claim: ['coupon!claim', 'api', '.action', ['POST'], 'query'],
  mine: 'coupon!mine',
  forOrder: 'coupon!forOrder',
});
export const sellerCouponRoutes = /*#__PURE__*/ endpointRoutes<typeof sellerCouponEndpoints>({
  list: ['coupon!list', 'seller', '.action', ['POST'], 'query'],
  save: ['coupon!save', 'seller', '.action', ['POST'], 'query'],
  end: ['coupon!end', 'seller', '.action', ['POST'], 'query'],
});
