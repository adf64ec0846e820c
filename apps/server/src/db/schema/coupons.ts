import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, money, ref, timestamptz } from './columns.js';
import { users } from './account.js';
import { sellers } from './catalog.js';
import { orders } from './orders.js';

/**
 * A coupon (issue 54): `amount` off, or `rate` off (capped by `cap` when above 0), on the goods in
 * its scope once they come to `minSpend`; a shop's (`sellerId`) or the platform's (null), limited
 * to `categoryIds` when any (a good's category or its parent); funded by the platform or the shop.
 * `claimed` counts claims: a claim takes one with a conditional UPDATE (`claimed < total`), so
 * buyers claiming at once never get more than `total`. `purpose`: `campaign` is listed for
 * claiming; `welcome` and `compensation` are only given.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
    amount: money('amount').notNull().default('0'),
    rate: numeric('rate', { precision: 6, scale: 4 }).notNull().default('0'),
    cap: money('cap').notNull().default('0'),
    minSpend: money('min_spend').notNull().default('0'),
    sellerId: uuid('seller_id').references(() => sellers.id),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    funder: text('funder', { enum: ['platform', 'shop'] }).notNull(),
    purpose: text('purpose', { enum: ['campaign', 'welcome', 'compensation'] })
      .notNull()
      .default('campaign'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    perBuyer: integer('per_buyer').notNull().default(1),
    /** Ended by hand before its end (no more claims; claims held stay usable until `endsAt`). */
    endedAt: timestamptz('ended_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('coupons_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('coupons_listed_idx').on(t.purpose, t.endsAt),
    check('coupons_claimed_within_total', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.total}`),
    check(
      'coupons_terms',
      sql`${t.amount} >= 0 and ${t.rate} >= 0 and ${t.rate} < 1 and ${t.cap} >= 0 and ${t.minSpend} >= 0`,
    ),
  ],
);

/**
 * A coupon a buyer holds: `available` until an order uses it (`used`), and available again when
 * every order that used it was cancelled or refunded before shipping.
 */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    id: id(),
    couponId: ref('coupon_id', () => coupons.id),
    userId: ref('user_id', () => users.id),
    state: text('state', { enum: ['available', 'used'] })
      .notNull()
      .default('available'),
    claimedAt: timestamptz('claimed_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('coupon_claims_user_idx').on(t.userId, t.state, t.claimedAt.desc()),
    index('coupon_claims_coupon_idx').on(t.couponId, t.userId),
  ],
);

/**
 * What a claim took off one order: a shop coupon's saving, or an order's share of a platform coupon
 * split across a checkout's shop orders. `funder` is the coupon's, copied so that the order's money
 * never depends on a coupon edited later.
 */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: ref('order_id', () => orders.id),
    claimId: ref('claim_id', () => couponClaims.id),
    saving: money('saving').notNull(),
    funder: text('funder', { enum: ['platform', 'shop'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.claimId] }),
    index('order_coupons_claim_idx').on(t.claimId),
    check('order_coupons_saving', sql`${t.saving} > 0`),
  ],
);

/**
 * An order paid but not shipped in time, compensated once (issue 54): the primary key is the order,
 * so two sweeps at once compensate it once.
 */
export const lateCompensations = pgTable('late_compensations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  form: text('form', { enum: ['coupon', 'credit'] }).notNull(),
  amount: money('amount').notNull(),
  claimId: uuid('claim_id').references(() => couponClaims.id),
  createdAt: timestamptz('created_at').notNull(),
});
