import {
  type AdminOrderVo,
  ORDER_STATUS as S,
  type OrderGoodsVo,
  type OrderInfoVo,
  type OrderMainVo,
  type OrderQuoteVo,
  type OrderSubmitVo,
  returnDeadline,
  type SellerOrderVo,
} from '@caravan/contract';
import { formatDateTime } from '../../lib/dates.js';
import { maskName } from '../../lib/mask-name.js';
import { amount, toWire, type Amount } from '../../lib/money.js';
import type { ShopQuote } from './checkout.service.js';
import type { Freight } from './freight.js';
import type { SubmittedOrder } from './commands/submit-orders.js';
import { purchaseAmount } from './order-ledger.js';
import type { findOrderGoods, OrderListRow } from './order-lists.repository.js';
import type { OrderRow } from './orders.repository.js';

/** What every list of orders says of each, whoever is looking. */
function presentListed(row: OrderListRow) {
  const o = row.order;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    returnStatus: o.refundStatus,
    goodsCount: o.goodsCount,
    goodsName: row.goodsName,
    goodsIcon: row.goodsIcon,
    fees: toWire(o.fees),
    tax: toWire(o.tax),
    createTime: formatDateTime(o.createdAt),
  };
}

/** order!listMain item. */
export function presentMain(row: OrderListRow): OrderMainVo {
  const o = row.order;
  return {
    ...presentListed(row),
    partyId: o.userId,
    username: row.username,
    priceCount: toWire(o.totalAmount),
    goodsFrom: row.sellerName,
    sellerId: o.sellerId,
    sellerStatus: o.pushedAt ? 1 : 0,
    reminded: o.remindedAt !== null,
  };
}

// A shop sees who ordered and where it goes only in part: the platform ships (DESIGN.md §1), so
// the buyer's contact details stay with the buyer and the platform (names: maskName, as reviews).
const maskMiddle = (text: string | null) =>
  !text ? '' : text.length <= 4 ? '****' : `${text.slice(0, 2)}****${text.slice(-2)}`;

/**
 * What of the buyer an order's reader does not see: nothing (the buyer; operations and the super
 * admin, who ship and decide refunds), the contact (customer service: phone, e-mail and street
 * masked), or the contact and the name (the shop).
 */
export type OrderMasking = 'none' | 'contact' | 'shop';

/** order!info's `orderInfo`, masked for its reader. */
export function presentInfo(
  o: OrderRow,
  parties: { username: string; sellerName: string },
  payDeadline: Date,
  masking: OrderMasking,
): OrderInfoVo {
  const masked = masking !== 'none';
  return {
    id: o.id,
    orderNo: o.orderNo,
    createTime: formatDateTime(o.createdAt),
    status: o.status,
    pushTime: formatDateTime(o.pushedAt),
    payTime: formatDateTime(o.paidAt),
    shipTime: formatDateTime(o.shippedAt),
    receiptTime: formatDateTime(o.receivedAt),
    settleTime: formatDateTime(o.settledAt),
    partyId: o.userId,
    username: masking === 'shop' ? maskName(parties.username) : parties.username,
    phone: masked ? maskMiddle(o.phone) : o.phone,
    email: masked ? maskMiddle(o.email) : (o.email ?? ''),
    contacts: o.contacts,
    postcode: o.postcode ?? '',
    country: o.country,
    province: o.province,
    city: o.city,
    address: masked ? maskMiddle(o.address) : o.address,
    payStatus: o.paidAt ? 1 : 0,
    prizeReal: toWire(o.prizeReal),
    prizeOriginal: toWire(o.prizeOriginal),
    systemPrice: toWire(o.systemPrice),
    profit: toWire(o.profit),
    fees: toWire(o.fees),
    tax: toWire(o.tax),
    // Everything taken off the goods: the listing's discount and the coupons (issue 54).
    discount: toWire(amount(o.prizeOriginal).minus(o.prizeReal).plus(o.couponDiscount)),
    couponDiscount: toWire(o.couponDiscount),
    totalAmount: toWire(o.totalAmount),
    goodsCount: o.goodsCount,
    purchStatus: o.pushedAt ? 1 : 0,
    sellerDiscount: 0,
    sellerDiscountPrice: 0,
    sellerId: o.sellerId,
    sellerName: parties.sellerName,
    returnStatus: o.refundStatus,
    returnReason: o.returnReason,
    returnDetail: o.returnDetail ?? '',
    cancelReason: o.cancelReason,
    refundNote: o.refundNote ?? '',
    carrier: o.carrier ?? '',
    trackingNo: o.trackingNo ?? '',
    reminded: o.remindedAt !== null,
    payDeadline: o.status === S.pendingPayment ? payDeadline.getTime() : 0,
    returnDeadline: o.receivedAt ? returnDeadline(o.receivedAt.getTime()) : 0,
  };
}

type GoodsRow = Awaited<ReturnType<typeof findOrderGoods>>['rows'][number];

/** order!listGoods item. */
export function presentOrderGoods(row: GoodsRow): OrderGoodsVo {
  const i = row.item;
  const goodsReal = amount(i.unitPrice).times(i.quantity);
  const cost = amount(i.systemUnitPrice).times(i.quantity);
  return {
    id: i.id,
    attributes: i.attributes,
    skuId: i.skuId ?? '-1',
    goodsId: i.sellerGoodsId,
    goodsName: row.goodsName,
    goodsNum: i.quantity,
    goodsReal: toWire(goodsReal),
    goodsIcon: i.goodsIcon,
    fees: toWire(i.fees),
    tax: toWire(i.tax),
    systemPrice: toWire(i.systemUnitPrice),
    profit: toWire(goodsReal.minus(cost)),
    totalCost: toWire(cost.plus(i.fees).plus(i.tax)),
    sellingPrice: toWire(i.unitPrice),
    listPrice: toWire(i.sellingPrice),
    isShelf: row.listed === 1 && row.shelved === 1 ? 1 : 0,
    isValid: row.skuExists ? 1 : 0,
    evaluated: i.evaluatedAt ? 1 : 0,
    isSample: i.isSample,
  };
}

/** seller/orders!list item. */
export function presentSellerOrder(row: OrderListRow): SellerOrderVo {
  const o = row.order;
  return {
    ...presentListed(row),
    purchStatus: o.pushedAt ? 1 : 0,
    username: maskName(row.username),
    prizeReal: toWire(o.prizeReal),
    totalAmount: toWire(o.totalAmount),
    purchaseAmount: toWire(purchaseAmount(o)),
    profit: toWire(o.profit),
    payTime: formatDateTime(o.paidAt),
    pushTime: formatDateTime(o.pushedAt),
    settleTime: formatDateTime(o.settledAt),
    remindTime: formatDateTime(o.remindedAt),
    settled: o.settledAt ? 1 : 0,
    returnReason: o.returnReason,
    returnDetail: o.returnDetail ?? '',
  };
}

/** The console's order list item: the seller's view plus shipping and who is who. */
export function presentAdminOrder(row: OrderListRow): AdminOrderVo {
  const o = row.order;
  return {
    ...presentSellerOrder(row),
    username: row.username,
    sellerName: row.sellerName,
    carrier: o.carrier ?? '',
    trackingNo: o.trackingNo ?? '',
    refundNote: o.refundNote ?? '',
    contacts: o.contacts,
    country: o.country,
    city: o.city,
  };
}

/** A shop's part of a checkout, quoted or placed: its goods after discounts, freight, tax and total. */
function presentShopFigures(s: Omit<SubmittedOrder, 'orderId'>) {
  return {
    sellerId: s.sellerId,
    sellerName: s.sellerName,
    prizeReal: toWire(s.prizeReal),
    fees: toWire(s.fees),
    tax: toWire(s.tax),
    discount: toWire(s.couponDiscount),
    totalAmount: toWire(s.totalAmount),
  };
}

/** A shop order's freight in its three parts (spec §3) and the weight it was charged on. */
function presentFreight(f: Freight) {
  return {
    shippingFee: toWire(f.shippingFee),
    longDistanceFreight: toWire(f.longDistanceFreight),
    deliveryFee: toWire(f.deliveryFee),
    weightKg: toWire(f.weightKg, 3),
  };
}

/** order!quote: each shop's figures at the wire's 2 dp (weights at 3), and their sums. */
export function presentQuote(shops: readonly ShopQuote[]): OrderQuoteVo {
  const added = (pick: (shop: ShopQuote) => Amount) => shops.reduce((a, s) => a.plus(pick(s)), amount(0));
  const total = (pick: (shop: ShopQuote) => Amount) => toWire(added(pick));
  return {
    shopList: shops.map((s) => ({
      ...presentShopFigures(s),
      ...presentFreight(s.freight),
      goodsCount: s.goodsCount,
      prizeOriginal: toWire(s.prizeOriginal),
      coupons: s.coupons.map((c) => ({
        couponId: c.coupon.id,
        title: c.coupon.title,
        funder: c.coupon.funder,
        saving: toWire(c.saving),
      })),
    })),
    goodsCount: shops.reduce((n, s) => n + s.goodsCount, 0),
    prizeOriginal: total((s) => s.prizeOriginal),
    prizeReal: total((s) => s.prizeReal),
    fees: total((s) => s.fees),
    shippingFee: total((s) => s.freight.shippingFee),
    longDistanceFreight: total((s) => s.freight.longDistanceFreight),
    deliveryFee: total((s) => s.freight.deliveryFee),
    weightKg: toWire(
      added((s) => s.freight.weightKg),
      3,
    ),
    tax: total((s) => s.tax),
    discount: total((s) => s.couponDiscount),
    totalAmount: total((s) => s.totalAmount),
  };
}

/** order!submit: the orders placed, one per shop. */
export function presentSubmitted(orders: readonly SubmittedOrder[]): OrderSubmitVo {
  return { orderList: orders.map((o) => ({ orderId: o.orderId, ...presentShopFigures(o) })) };
}
