import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, ref, timestamptz } from './columns.js';
import { users } from './account.js';
import { sellers } from './catalog.js';

/**
 * A buyer's application to become a seller (issue 18): identity (kyc!apply) and, when a shop is
 * asked for (seller/version!register), the shop's profile. One per account: a rejected one is
 * corrected and sent again in place. An operator (operations) approves or rejects it, audited;
 * approval verifies the identity and, for a shop application, opens the shop (sellerId).
 *
 * status: 1 waiting for review, 2 approved, 3 rejected (0, "not applied", is the absence of a row).
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    status: smallint('status').notNull().default(1),
    /** The country of the identity document: an id of the address module's country list. */
    nationality: integer('nationality').notNull(),
    /** The kind of document (passport, identity card, driving licence). */
    idName: text('id_name').notNull(),
    idNumber: text('id_number').notNull(),
    /** The name on the document. */
    realName: text('real_name').notNull(),
    /** Front, back and hand-held photos: private files (private_files.id) of the applicant. */
    idImg1: uuid('id_img_1').notNull(),
    idImg2: uuid('id_img_2').notNull(),
    idImg3: uuid('id_img_3').notNull(),
    /** The shop asked for; null for an identity check alone. */
    storeName: text('store_name'),
    storeLogo: text('store_logo'),
    storeRemark: text('store_remark'),
    contact: text('contact'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    /** The shop approval opened. */
    sellerId: uuid('seller_id').references(() => sellers.id),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('seller_applications_user_idx').on(t.userId),
    index('seller_applications_queue_idx').on(t.status, t.updatedAt),
    check('seller_applications_status', sql`${t.status} in (1, 2, 3)`),
  ],
);
