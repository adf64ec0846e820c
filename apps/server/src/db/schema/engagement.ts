import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { id, ref, timestamptz } from './columns.js';
import { users } from './account.js';
import { sellerGoods, sellers } from './catalog.js';

/** Favourite goods (keepGoods). */
export const keepGoods = pgTable(
  'keep_goods',
  {
    userId: ref('user_id', () => users.id),
    sellerGoodsId: ref('seller_goods_id', () => sellerGoods.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sellerGoodsId] }),
    index('keep_goods_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Followed shops (focusSeller). */
export const focusSellers = pgTable(
  'focus_sellers',
  {
    userId: ref('user_id', () => users.id),
    sellerId: ref('seller_id', () => sellers.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sellerId] }),
    index('focus_sellers_seller_idx').on(t.sellerId),
    index('focus_sellers_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * One row per viewer (user or client address) per listing per day: a page view counts once a day
 * per viewer, so refreshing does not inflate it.
 */
export const goodsViews = pgTable(
  'goods_views',
  {
    sellerGoodsId: uuid('seller_goods_id').notNull(),
    viewer: text('viewer').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerGoodsId, t.viewer, t.day] })],
);

/**
 * A shop's product-page views per hour (UTC hour start), counted with goods_views (once per
 * viewer, listing and day): the seller dashboard sums them into days of the seller's time zone,
 * and they outlive a deleted listing.
 */
export const sellerViewsHourly = pgTable(
  'seller_views_hourly',
  {
    sellerId: ref('seller_id', () => sellers.id),
    hour: timestamptz('hour').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.hour] })],
);

/** Reviews of a listing (evaluation): type 1 good, 2 medium, 3 bad; written after an order. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    sellerGoodsId: ref('seller_goods_id', () => sellerGoods.id),
    userId: ref('user_id', () => users.id),
    orderId: uuid('order_id'),
    skuId: uuid('sku_id'),
    evaluationType: smallint('evaluation_type').notNull(),
    rating: integer('rating').notNull(),
    content: text('content'),
    images: text('images').array().notNull().default([]),
    /** Set by the system when a buyer did not review in time (spec §4: default good review). */
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('evaluations_goods_created_idx').on(t.sellerGoodsId, t.createdAt.desc().nullsFirst()),
    index('evaluations_goods_type_idx').on(t.sellerGoodsId, t.evaluationType),
  ],
);
