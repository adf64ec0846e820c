import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { sellerGoods, sellers } from './catalog.js';

/** Favourite goods (keepGoods). */
export const keepGoods = pgTable(
  'keep_goods',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sellerGoodsId: uuid('seller_goods_id')
      .notNull()
      .references(() => sellerGoods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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

/** Reviews of a listing (evaluation): type 1 good, 2 medium, 3 bad; written after an order. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerGoodsId: uuid('seller_goods_id')
      .notNull()
      .references(() => sellerGoods.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id'),
    skuId: uuid('sku_id'),
    evaluationType: smallint('evaluation_type').notNull(),
    rating: integer('rating').notNull(),
    content: text('content'),
    images: text('images').array().notNull().default([]),
    /** Set by the system when a buyer did not review in time (spec §4: default good review). */
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('evaluations_goods_created_idx').on(t.sellerGoodsId, t.createdAt.desc().nullsFirst()),
    index('evaluations_goods_type_idx').on(t.sellerGoodsId, t.evaluationType),
  ],
);
