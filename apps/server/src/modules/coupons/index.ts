// Coupons' public face (issue 54): what the orders module prices a checkout with, marks used and
// gives back; the welcome coupon a confirmed subscriber receives (the system module); the buyers'
// and shops' routes, registered by app.ts (as is console/console.routes.ts).
export {
  discountsFor,
  grantCoupon,
  recordOrderCoupons,
  releaseCoupons,
  takeCoupons,
  type CheckoutLines,
  type CheckoutShop,
} from './checkout-coupons.js';
export type { AppliedCoupon, ShopDiscount } from './coupon-pricing.js';
export { registerCouponRoutes } from './coupons.routes.js';
export { giveWelcomeCoupon, welcomeCouponOnOffer } from './welcome-coupon.js';
