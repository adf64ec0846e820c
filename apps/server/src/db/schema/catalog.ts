import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, ref, timestamptz } from './columns.js';
import { users } from './account.js';

/** Names keyed by language; English is always present and is the fallback. */
export type I18nText = Record<string, string>;

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: uuid('parent_id'),
    name: jsonb('name').$type<I18nText>().notNull(),
    des: jsonb('des').$type<I18nText>(),
    iconImg: text('icon_img'),
    sort: integer('sort').notNull().default(0),
    isHidden: smallint('is_hidden').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/** Shops. A shop belongs to a user; status 1 open, 0 closed. */
export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    name: text('name').notNull(),
    avatar: text('avatar'),
    shopRemark: text('shop_remark'),
    /** The shop page's banner image (an upload), set in the seller panel. */
    banner: text('banner'),
    /** How buyers reach the shop: an e-mail address or a phone number. */
    contact: text('contact'),
    status: smallint('status').notNull().default(1),
    /** Epoch ms when the platform recommended the shop; 0 when not recommended. */
    recTime: bigint('rec_time', { mode: 'number' }).notNull().default(0),
    viewsNum: integer('views_num').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * Real figures (DESIGN.md §1), kept by triggers (migration 0009) so that no page counts a
     * shop's listings: its listings on the shelf, the units they sold, its followers.
     */
    goodsOnShelf: integer('goods_on_shelf').notNull().default(0),
    soldNum: integer('sold_num').notNull().default(0),
    focusNum: integer('focus_num').notNull().default(0),
    /** The shop's reviews and how many of them are positive (evaluation_type 1), kept by a trigger. */
    reviewNum: integer('review_num').notNull().default(0),
    goodReviewNum: integer('good_review_num').notNull().default(0),
    /**
     * The shop's orders shipped, and of those the ones shipped within 24 hours of payment (spec
     * §9), kept by a trigger on orders (migration 0034): the "ships within 24 h" filter (issue 51).
     */
    ordersShipped: integer('orders_shipped').notNull().default(0),
    ordersShippedInDay: integer('orders_shipped_in_day').notNull().default(0),
  },
  (t) => [
    index('sellers_user_idx').on(t.userId),
    index('sellers_rec_idx').on(t.recTime),
    // The shops that are not open: a list leaves out their listings by looking a listing's shop up
    // here (a few entries) rather than joining every listing to its shop (migration 0029).
    index('sellers_closed_idx')
      .on(t.id)
      .where(sql`${t.status} <> 1`),
  ],
);

/** The platform's wholesale catalogue (DESIGN.md §1). Buyers only ever see seller goods. */
export const systemGoods = pgTable(
  'system_goods',
  {
    id: id(),
    categoryId: ref('category_id', () => categories.id),
    systemPrice: numeric('system_price', { precision: 18, scale: 2 }).notNull(),
    unit: text('unit'),
    buyMin: integer('buy_min').notNull().default(1),
    freightAmount: numeric('freight_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    /**
     * What one unit weighs packed, in kg (to the gram): an order's long-distance freight is the
     * schedule's rate per kg times its lines' weight (ADR 034). 0 when unknown.
     */
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }).notNull().default('0'),
    goodsTax: numeric('goods_tax', { precision: 18, scale: 2 }).notNull().default('0'),
    stock: integer('stock').notNull().default(0),
    isShelf: smallint('is_shelf').notNull().default(1),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imgDes: text('img_des'),
    /** Console order of the wholesale catalogue (contract §3.3 goodsSort); lower first. */
    goodsSort: integer('goods_sort').notNull().default(0),
    /** Contract §3.3: 0 freight charged (freightAmount), 1 free freight. */
    freightType: smallint('freight_type').notNull().default(0),
    /** 1 when buyers may ask for a refund, 0 when the good is not refundable. */
    isRefund: smallint('is_refund').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    systemRecTime: bigint('system_rec_time', { mode: 'number' }).notNull().default(0),
    systemNewTime: bigint('system_new_time', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * Listings of this good a buyer can see (on the shelf, in an open shop), kept by triggers
     * (migration 0007): list and search totals add these up instead of counting listings.
     */
    listingsOnSale: integer('listings_on_sale').notNull().default(0),
    /** Of those, the ones marked recommended (rec_time > 0) and new (new_time > 0) (migration 0027). */
    listingsRec: integer('listings_rec').notNull().default(0),
    listingsNew: integer('listings_new').notNull().default(0),
    /** Of those, the ones whose discount is live (seller_goods.discount_live), and those also recommended (migration 0028). */
    listingsDiscounted: integer('listings_discounted').notNull().default(0),
    listingsRecDiscounted: integer('listings_rec_discounted').notNull().default(0),
  },
  (t) => [
    index('system_goods_category_idx').on(t.categoryId),
    // The goods the platform took off the shelf, looked up as sellers_closed_idx is.
    index('system_goods_off_shelf_idx')
      .on(t.id)
      .where(sql`${t.isShelf} <> 1`),
  ],
);

/**
 * Per category, the system goods' counters added up over its goods on the shelf, kept by a trigger
 * on system_goods (migration 0028): the totals of the storefront and of a category page add up a
 * handful of these rows, not every good's.
 */
export const categoryListings = pgTable('category_listings', {
  categoryId: uuid('category_id').primaryKey(),
  onSale: integer('on_sale').notNull().default(0),
  rec: integer('rec').notNull().default(0),
  fresh: integer('fresh').notNull().default(0),
  discounted: integer('discounted').notNull().default(0),
  recDiscounted: integer('rec_discounted').notNull().default(0),
});

/**
 * Per shop and category, the shop's listings on its shelf, and of those the recommended, new,
 * discounted (as of the discount sweep) and recommended-and-discounted ones, kept by statement-level
 * triggers on seller_goods (migration 0030): a shop page's total with a category or a flag adds up
 * a few of these rows instead of counting the shop's listings. They count listings whatever the
 * shop's state or their good's: the total leaves out a closed shop's and subtracts the few whose
 * good is off the shelf.
 */
export const shopListings = pgTable(
  'shop_listings',
  {
    sellerId: uuid('seller_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    onShelf: integer('on_shelf').notNull().default(0),
    rec: integer('rec').notNull().default(0),
    fresh: integer('fresh').notNull().default(0),
    discounted: integer('discounted').notNull().default(0),
    recDiscounted: integer('rec_discounted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.categoryId] })],
);

/** Translated name and description of a system good; English is always present. */
export const systemGoodsI18n = pgTable(
  'system_goods_i18n',
  {
    goodsId: uuid('goods_id')
      .notNull()
      .references(() => systemGoods.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    des: text('des'),
    /** The sales unit in this language ("Stück"); null shows the good's own unit. */
    unit: text('unit'),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.lang] }),
    index('system_goods_i18n_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * The catalogue's option names and values ("Colour", "Khaki") in each language: a glossary the
 * product page, cart, orders and reviews show SKU options through, English (as stored) the fallback.
 */
export const optionI18n = pgTable(
  'option_i18n',
  {
    lang: text('lang').notNull(),
    /** The option name or value as the SKUs store it (English). */
    source: text('source').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.source] })],
);

/** A SKU: one combination of attribute values (colour, size) with its own stock and price. */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: id(),
    goodsId: uuid('goods_id')
      .notNull()
      .references(() => systemGoods.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<{ attrName: string; attrValue: string }[]>().notNull(),
    price: numeric('price', { precision: 18, scale: 2 }),
    stock: integer('stock').notNull().default(0),
    imgUrl: text('img_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_skus_goods_idx').on(t.goodsId, t.sort)],
);

/** A system good listed by a shop at the shop's own price (DESIGN.md §1). */
export const sellerGoods = pgTable(
  'seller_goods',
  {
    id: id(),
    sellerId: ref('seller_id', () => sellers.id),
    goodsId: ref('goods_id', () => systemGoods.id),
    sellingPrice: numeric('selling_price', { precision: 18, scale: 2 }).notNull(),
    /** Fraction off the selling price while the window is open, e.g. 0.15. */
    discountRatio: numeric('discount_ratio', { precision: 5, scale: 4 }),
    discountStart: timestamptz('discount_start'),
    discountEnd: timestamptz('discount_end'),
    /** Epoch ms; 0 means not recommended / not new (contract §1.0). */
    recTime: bigint('rec_time', { mode: 'number' }).notNull().default(0),
    newTime: bigint('new_time', { mode: 'number' }).notNull().default(0),
    isShelf: smallint('is_shelf').notNull().default(1),
    upTime: bigint('up_time', { mode: 'number' }).notNull().default(0),
    stopTime: bigint('stop_time', { mode: 'number' }).notNull().default(0),
    /** Real counts only (DESIGN.md §1: no fake sold counts). */
    soldNum: integer('sold_num').notNull().default(0),
    viewsNum: integer('views_num').notNull().default(0),
    showWeight1: integer('show_weight1').notNull().default(0),
    showWeight2: integer('show_weight2').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * When the shop deleted the listing. A deleted listing stays (its orders, reviews and
     * favourites point at it) but off the shelf and out of the seller panel; listing the same good
     * again brings it back.
     */
    deletedAt: timestamptz('deleted_at'),
    /**
     * The good's category, copied from system_goods by triggers (migration 0028) so that a category
     * page is a walk of one index to its page, not a walk of the whole catalogue's.
     */
    categoryId: uuid('category_id'),
    /**
     * 1 while the discount window is open: set by a trigger when the listing is written and by the
     * discount sweep when a window opens or closes (sweepDiscounts). Totals of discounted listings
     * add up the goods' counters of these; a page still tests the window itself.
     */
    discountLive: smallint('discount_live').notNull().default(0),
    /**
     * The wholesale terms (ADR 037): the price ladder (rungs of a minimum quantity and a unit price
     * as decimal text, ascending; null: one rung at `sellingPrice`, whose price it always equals),
     * the minimum order quantity, the pack the quantity is a multiple of, and the sample offer.
     */
    priceTiers: jsonb('price_tiers').$type<{ minQty: number; price: string }[]>(),
    moq: integer('moq').notNull().default(1),
    packSize: integer('pack_size').notNull().default(1),
    samplePrice: numeric('sample_price', { precision: 18, scale: 2 }),
    sampleLimit: integer('sample_limit'),
  },
  (t) => [
    check('seller_goods_moq', sql`${t.moq} > 0`),
    check('seller_goods_pack_size', sql`${t.packSize} > 0`),
    check('seller_goods_sample', sql`(${t.samplePrice} is null) = (${t.sampleLimit} is null)`),
    // A shop's listings in the storefront's default order, with every column a shop page sorts or
    // filters on (bar the discount window) trailing: the store page and a search in a shop walk the
    // shop's entries in order and stop at the page, testing goods_id and is_shelf on each entry;
    // the other sorts read the shop's entries (thousands at most) from this index alone and sort
    // them, never visiting the table (ADR 007).
    index('seller_goods_seller_idx').on(
      t.sellerId,
      t.showWeight1.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
      t.goodsId,
      t.isShelf,
      t.sellingPrice,
      t.soldNum,
      t.recTime,
      t.newTime,
      t.discountLive,
      t.categoryId,
    ),
    index('seller_goods_goods_idx').on(t.goodsId),
    // One index per storefront sort, so that a page is a short index walk, not a sort of every
    // listing (PGlite runs ~10x slower than PostgreSQL; this keeps lists fast on both).
    // Full indexes (the planner cannot prove a partial `is_shelf = 1` from a smallint parameter),
    // and DESC columns NULLS FIRST, as ORDER BY … DESC means, or the index cannot serve the sort.
    // goods_id, is_shelf and seller_id trail the unique id (they change no order): a search walks
    // the index and tests an entry on the index alone, an index-only scan (ADR 007).
    index('seller_goods_default_order_idx').on(
      t.showWeight1.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
      t.goodsId,
      t.isShelf,
      t.sellerId,
    ),
    index('seller_goods_price_idx').on(t.sellingPrice, t.id, t.goodsId, t.isShelf, t.sellerId),
    index('seller_goods_sold_idx').on(t.soldNum.desc().nullsFirst(), t.id, t.goodsId, t.isShelf, t.sellerId),
    index('seller_goods_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id,
      t.goodsId,
      t.isShelf,
      t.sellerId,
    ),
    index('seller_goods_rec_idx').on(t.recTime.desc().nullsFirst(), t.id),
    index('seller_goods_new_idx').on(t.newTime.desc().nullsFirst(), t.id),
    // A category's and a shop's listings in each storefront sort (migration 0028): a category page
    // walks its categories' entries in order (one walk per category, merged) and stops at the page;
    // the flags a page may filter on trail, so that an entry is tested on the index alone.
    ...(['category', 'seller'] as const).flatMap((scope) => {
      const lead = scope === 'category' ? t.categoryId : t.sellerId;
      const other = scope === 'category' ? t.sellerId : t.categoryId;
      const trailing = [t.id, t.isShelf, other, t.goodsId, t.discountLive, t.recTime] as const;
      return [
        // A shop's default order is seller_goods_seller_idx.
        ...(scope === 'category'
          ? [
              index('seller_goods_category_default_idx').on(
                lead,
                t.showWeight1.desc().nullsFirst(),
                t.createdAt.desc().nullsFirst(),
                ...trailing,
              ),
            ]
          : []),
        index(`seller_goods_${scope}_price_idx`).on(lead, t.sellingPrice, ...trailing),
        index(`seller_goods_${scope}_sold_idx`).on(lead, t.soldNum.desc().nullsFirst(), ...trailing),
        index(`seller_goods_${scope}_created_idx`).on(lead, t.createdAt.desc().nullsFirst(), ...trailing),
      ];
    }),
    // The recommended and the discounted listings in each storefront sort, with the other flag
    // trailing: a list of either walks its own small index (migration 0028).
    ...(['rec', 'discount'] as const).flatMap((flag) => {
      const where = flag === 'rec' ? sql`${t.recTime} > 0` : sql`${t.discountLive} = 1`;
      const other = flag === 'rec' ? t.discountLive : t.recTime;
      const trailing = [t.id, t.isShelf, t.sellerId, t.goodsId, other] as const;
      return [
        index(`seller_goods_${flag}_default_idx`)
          .on(t.showWeight1.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), ...trailing)
          .where(where),
        index(`seller_goods_${flag}_price_idx`)
          .on(t.sellingPrice, ...trailing)
          .where(where),
        index(`seller_goods_${flag}_sold_idx`)
          .on(t.soldNum.desc().nullsFirst(), ...trailing)
          .where(where),
        index(`seller_goods_${flag}_created_idx`)
          .on(t.createdAt.desc().nullsFirst(), ...trailing)
          .where(where),
      ];
    }),
    // The discount sweep's two look-ups: live windows that have closed, and windows not yet live
    // that have opened (closed ones fall before the range the sweep reads).
    index('seller_goods_discount_live_idx')
      .on(t.discountEnd)
      .where(sql`${t.discountLive} = 1`),
    index('seller_goods_discount_pending_idx')
      .on(t.discountEnd)
      .where(sql`${t.discountLive} = 0 and ${t.discountRatio} is not null`),
  ],
);

/**
 * A shop's own description of its listing in one language (seller goods!addOrUpdate, !update). The
 * product page shows it before the platform's in that language, and falls back to English.
 */
export const sellerGoodsI18n = pgTable(
  'seller_goods_i18n',
  {
    sellerGoodsId: uuid('seller_goods_id')
      .notNull()
      .references(() => sellerGoods.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    des: text('des').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerGoodsId, t.lang] })],
);

export const banners = pgTable('banners', {
  id: id(),
  title: jsonb('title').$type<I18nText>().notNull(),
  subtitle: jsonb('subtitle').$type<I18nText>(),
  imgUrl: text('img_url').notNull(),
  link: text('link'),
  /** 'pc' for the desktop site, 'wap' for the mobile site. */
  type: text('type').notNull().default('pc'),
  sort: integer('sort').notNull().default(0),
  isActive: smallint('is_active').notNull().default(1),
  /** Optional schedule: shown only from startTime and until endTime (null = no bound). */
  startTime: timestamptz('start_time'),
  endTime: timestamptz('end_time'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
