import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, money, ref, timestamptz } from './columns.js';
import { users } from './account.js';
import { sellerGoods, sellers, systemGoods } from './catalog.js';

/**
 * A delivery address (spec §3, contract §1.3). Country, state and city are the ids of the address
 * data package (ADR 010) plus the names the buyer chose, kept as given for old clients.
 * `use` = 1 marks the one default; a partial unique index keeps it to one per user.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    use: smallint('use').notNull().default(0),
    contacts: text('contacts').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    postcode: text('postcode'),
    address: text('address').notNull(),
    countryId: integer('country_id').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.use} = 1`),
  ],
);

/**
 * The server cart the mobile site uses (contract §1.4): one line per user, listing and SKU
 * (`skuKey` is the SKU id, or '-1' for a listing without SKUs).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    sellerGoodsId: ref('seller_goods_id', () => sellerGoods.id),
    skuKey: text('sku_key').notNull(),
    buyNum: integer('buy_num').notNull(),
    tempId: text('temp_id'),
    /** 1: a sample line (ADR 037), kept apart from a line of the same item at the ladder's prices. */
    isSample: smallint('is_sample').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx').on(t.userId, t.sellerGoodsId, t.skuKey, t.isSample),
    check('cart_items_buy_num', sql`${t.buyNum} > 0`),
  ],
);

/**
 * One shop's part of a checkout (DESIGN.md §1). Status codes are the contract's (−1 cancelled,
 * 0 pending payment, 1 paid, 2 purchased by the seller and stocking, 3 shipped, 4 received,
 * 5 reviewed, 6 refund); `refundStatus` 0 none, 1 refunding, 2 refunded, 3 refused, and
 * `statusBeforeRefund` is where a refused refund returns the order to. Every amount is computed on
 * the server from the catalogue at submission: `prizeOriginal` the goods at their selling prices,
 * `prizeReal` what the buyer pays for them (after discounts), `fees` freight, `tax`,
 * `totalAmount` = prizeReal + fees + tax − couponDiscount (what the buyer pays into escrow; the
 * platform adds `platformDiscount` there at payment), `systemPrice` the wholesale cost the seller
 * pays to have it shipped and `profit` = prizeReal − the shop-funded discount − systemPrice.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    userId: ref('user_id', () => users.id),
    sellerId: ref('seller_id', () => sellers.id),
    status: smallint('status').notNull().default(0),
    refundStatus: smallint('refund_status').notNull().default(0),
    statusBeforeRefund: smallint('status_before_refund'),
    goodsCount: integer('goods_count').notNull(),
    prizeOriginal: money('prize_original').notNull(),
    prizeReal: money('prize_real').notNull(),
    fees: money('fees').notNull(),
    tax: money('tax').notNull(),
    totalAmount: money('total_amount').notNull(),
    /** What coupons took off the goods (issue 54), and the part of it the platform funds. */
    couponDiscount: money('coupon_discount').notNull().default('0'),
    platformDiscount: money('platform_discount').notNull().default('0'),
    systemPrice: money('system_price').notNull(),
    profit: money('profit').notNull(),
    // The delivery address as it was at checkout: editing the address book later changes no order.
    contacts: text('contacts').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    postcode: text('postcode'),
    country: text('country').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    cancelReason: smallint('cancel_reason'),
    returnReason: smallint('return_reason'),
    returnDetail: text('return_detail'),
    /** Why an operator refused a refund, or started one. */
    refundNote: text('refund_note'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    remindedAt: timestamptz('reminded_at'),
    paidAt: timestamptz('paid_at'),
    pushedAt: timestamptz('pushed_at'),
    shippedAt: timestamptz('shipped_at'),
    receivedAt: timestamptz('received_at'),
    reviewedAt: timestamptz('reviewed_at'),
    settledAt: timestamptz('settled_at'),
    cancelledAt: timestamptz('cancelled_at'),
    refundRequestedAt: timestamptz('refund_requested_at'),
    refundDecidedAt: timestamptz('refund_decided_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.status, t.createdAt.desc()),
    index('orders_seller_idx').on(t.sellerId, t.status, t.createdAt.desc()),
    // The seller dashboard and report: a shop's orders by the day they were paid.
    index('orders_seller_paid_idx')
      .on(t.sellerId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_status_range', sql`${t.status} between -1 and 6`),
    check('orders_refund_status_range', sql`${t.refundStatus} between 0 and 3`),
  ],
);

/**
 * One line of an order, with the prices it was sold at: `unitPrice` what the buyer paid per unit
 * (the ladder's rung for the quantity, or the sample price, after any discount), `systemUnitPrice` the wholesale price, and the line's
 * freight and tax.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ref('order_id', () => orders.id),
    sellerGoodsId: ref('seller_goods_id', () => sellerGoods.id),
    goodsId: ref('goods_id', () => systemGoods.id),
    skuId: uuid('sku_id'),
    attributes: jsonb('attributes').$type<{ attrName: string; attrValue: string }[]>().notNull(),
    goodsIcon: text('goods_icon'),
    quantity: integer('quantity').notNull(),
    sellingPrice: money('selling_price').notNull(),
    unitPrice: money('unit_price').notNull(),
    systemUnitPrice: money('system_unit_price').notNull(),
    fees: money('fees').notNull(),
    tax: money('tax').notNull(),
    evaluatedAt: timestamptz('evaluated_at'),
    /** 1: a sample, priced at the sample price outside the ladder (ADR 037). */
    isSample: smallint('is_sample').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // A listing's sales (the seller panel counts them from its order lines).
    index('order_items_seller_goods_idx').on(t.sellerGoodsId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/**
 * An order's timeline (orderLog!list): what happened, as a message key with its parameters
 * (a carrier scan's place, a refund's reason), and when. Append-only.
 */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ref('order_id', () => orders.id),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('order_logs_order_idx').on(t.orderId, t.createdAt),
    // Each event once per order (a sweep that runs twice writes one line); carrier scans differ by step.
    uniqueIndex('order_logs_once_idx').on(t.orderId, t.kind, sql`coalesce(${t.params}->>'step', '')`),
  ],
);

/**
 * The samples buyers have ordered: one per buyer and listing (ADR 037). Written in the order's
 * transaction, so of two submits at once one wins; removed when that order is cancelled, so the
 * buyer may order the sample again.
 */
export const sampleOrders = pgTable(
  'sample_orders',
  {
    userId: ref('user_id', () => users.id),
    sellerGoodsId: ref('seller_goods_id', () => sellerGoods.id),
    orderId: ref('order_id', () => orders.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sellerGoodsId] }),
    index('sample_orders_order_idx').on(t.orderId),
  ],
);
