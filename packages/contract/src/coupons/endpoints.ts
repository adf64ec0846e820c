import { z } from 'zod';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { orderLineParams, withSomeLines } from '../orders/order-lines.js';
import { paged } from '../params.js';
import {
  AdminCouponSaveParams,
  CouponIdParams,
  CouponListParams,
  CouponOptionVo,
  CouponVo,
  MyCouponListParams,
  MyCouponVo,
  OwnedCouponListParams,
  OwnedCouponVo,
  SellerCouponSaveParams,
} from './shapes.js';

// Coupons (issue 54): buyers list, claim and hold them and see which apply to a checkout; a shop
// makes its own; the console makes the platform's and ends any.

const POST = ['POST'] as const;
const seller = { scope: 'seller', access: 'seller', methods: POST } as const;
const console = { scope: 'admin', methods: POST, access: { operator: CONSOLE_ACCESS.promotions } } as const;

/** coupon!forOrder: the lines of a checkout, as order!quote takes them. */
export const CouponForOrderParams = deferred(() => withSomeLines(z.object({ ...orderLineParams })));

export const couponEndpoints = {
  list: endpoint({
    name: 'coupon!list',
    access: 'optional',
    params: CouponListParams,
    reply: deferred(() => paged(CouponVo)),
  }),
  claim: endpoint({
    name: 'coupon!claim',
    access: 'user',
    methods: POST,
    params: CouponIdParams,
    reply: CouponVo,
  }),
  mine: endpoint({
    name: 'coupon!mine',
    access: 'user',
    params: MyCouponListParams,
    reply: deferred(() => paged(MyCouponVo)),
  }),
  forOrder: endpoint({
    name: 'coupon!forOrder',
    access: 'user',
    params: CouponForOrderParams,
    reply: deferred(() => z.object({ couponList: z.array(CouponOptionVo) })),
  }),
};

export const sellerCouponEndpoints = {
  list: endpoint({
    ...seller,
    name: 'coupon!list',
    params: OwnedCouponListParams,
    reply: deferred(() => paged(OwnedCouponVo)),
  }),
  save: endpoint({ ...seller, name: 'coupon!save', params: SellerCouponSaveParams, reply: OwnedCouponVo }),
  end: endpoint({ ...seller, name: 'coupon!end', params: CouponIdParams, reply: OwnedCouponVo }),
};

export const adminCouponEndpoints = {
  list: endpoint({
    ...console,
    name: 'coupon!list',
    params: OwnedCouponListParams,
    reply: deferred(() => paged(OwnedCouponVo)),
  }),
  save: endpoint({ ...console, name: 'coupon!save', params: AdminCouponSaveParams, reply: OwnedCouponVo }),
  end: endpoint({ ...console, name: 'coupon!end', params: CouponIdParams, reply: OwnedCouponVo }),
};
