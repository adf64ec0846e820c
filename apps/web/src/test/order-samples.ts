import type { OrderGoodsVo, OrderInfoVo, OrderLogVo, OrderMainVo } from '@caravan/contract';
import { nextId } from './factories';

// The orders every screen's tests use, the buyer's, the seller's and the console's: one shape of
// each, with the values a test cares about given as overrides.

/** A list item of order!listMain: pending payment unless told otherwise. */
export function makeOrderMain(overrides: Partial<OrderMainVo> = {}): OrderMainVo {
  const id = nextId();
  return {
    id,
    orderNo: `O2026${id.slice(-6)}`,
    partyId: nextId(),
    username: 'demobuyer',
    status: 0,
    goodsCount: 2,
    priceCount: 31.5,
    goodsFrom: 'Harbour Supplies',
    sellerId: nextId(),
    returnStatus: 0,
    fees: 3,
    tax: 1.5,
    sellerStatus: 0,
    createTime: '2026-03-01 08:00:00',
    reminded: false,
    goodsIcon: '/uploads/goods/mug.webp',
    goodsName: 'Ceramic mug set',
    ...overrides,
  };
}

/** An order line (ids of its own): two bamboo cutting boards (size L), on sale and not yet reviewed. */
export function makeOrderGoods(overrides: Partial<OrderGoodsVo> = {}): OrderGoodsVo {
  return {
    id: nextId(),
    attributes: [{ attrName: 'Size', attrValue: 'L' }],
    skuId: nextId(),
    goodsId: nextId(),
    goodsName: 'Bamboo cutting board',
    goodsNum: 2,
    goodsReal: 25,
    goodsIcon: null,
    fees: 3,
    tax: 1.5,
    systemPrice: 8,
    profit: 4.5,
    totalCost: 29.5,
    sellingPrice: 12.5,
    listPrice: 12.5,
    isShelf: 1,
    isValid: 1,
    evaluated: 0,
    isSample: 0,
    ...overrides,
  };
}

/** order!listGoods's page of `lines` (all of them on the one page). */
export function orderGoodsPage(...lines: OrderGoodsVo[]) {
  return { pageList: lines, pageInfo: { pageNum: 1, pageSize: 100, totalElements: lines.length } };
}

let logSequence = 1;

/** A timeline entry of the order `orderId`: placed, without parameters. */
export function makeOrderLog(orderId: string, overrides: Partial<OrderLogVo> = {}): OrderLogVo {
  return {
    id: logSequence++,
    orderId,
    kind: 'placed',
    params: {},
    content: 'Order placed',
    createTime: 1772355600000,
    ...overrides,
  };
}

/** order!info of a paid order to Lisbon, not yet pushed, shipped or refunded (contact details in clear). */
export function makeOrderInfo(overrides: Partial<OrderInfoVo> = {}): OrderInfoVo {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    orderNo: 'O20260301000001',
    createTime: '2026-03-01 09:00:00',
    status: 1,
    pushTime: '',
    payTime: '2026-03-01 09:05:00',
    shipTime: '',
    receiptTime: '',
    settleTime: '',
    partyId: 'buyer-1',
    username: 'demobuyer',
    phone: '+351 912 345 678',
    email: 'dana@example.com',
    contacts: 'Dana Buyer',
    postcode: '1100-148',
    country: 'Portugal',
    province: 'Lisboa',
    city: 'Lisbon',
    address: 'Rua Augusta 10',
    payStatus: 1,
    prizeReal: 25,
    prizeOriginal: 25,
    systemPrice: 16,
    profit: 9,
    fees: 3,
    tax: 1.5,
    discount: 0,
    couponDiscount: 0,
    totalAmount: 29.5,
    goodsCount: 2,
    purchStatus: 0,
    sellerDiscount: 0,
    sellerDiscountPrice: 0,
    sellerId: 'seller-1',
    sellerName: 'Harbour Supplies',
    returnStatus: 0,
    returnReason: null,
    returnDetail: '',
    cancelReason: null,
    refundNote: '',
    carrier: '',
    trackingNo: '',
    reminded: false,
    payDeadline: 0,
    returnDeadline: 0,
    ...overrides,
  };
}

/**
 * order!info as the buyer's own order pages test it, under an id of its own: received and inside
 * its return window, shipped with a tracking number, bought with a discount.
 */
export function makeReceivedOrder(overrides: Partial<OrderInfoVo> = {}): OrderInfoVo {
  const id = nextId();
  return makeOrderInfo({
    id,
    orderNo: `O2026${id.slice(-6)}`,
    status: 4,
    pushTime: '2026-03-01 10:00:00',
    shipTime: '2026-03-02 10:00:00',
    receiptTime: '2026-03-05 12:00:00',
    prizeReal: 27,
    prizeOriginal: 30,
    systemPrice: 18,
    discount: 3,
    couponDiscount: 0,
    totalAmount: 31.5,
    purchStatus: 1,
    carrier: 'Caravan Express',
    trackingNo: 'CE123456789',
    returnDeadline: Date.now() + 3 * 24 * 60 * 60 * 1000,
    ...overrides,
  });
}
