import type { AdminOfferVo, Language, OfferTermsParams } from '@caravan/contract';
import type { Db, DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { toPage, type Page, type Paging } from '../../../lib/paging.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { termsChangeOf } from '../listing-terms.js';
import { lockAnyListing } from '../listings.repository.js';
import { applyListingChange, listingRules } from '../listings.service.js';
import { presentOffer } from './offers.presenter.js';
import { findOffer, findOffers, type OfferFilter } from './offers.repository.js';

// What operators do to shops' offers (issue 53): read them, and set their wholesale terms by the
// seller's own rules (the same change, checked and written by the same functions as goods!update),
// each change audited with its reason.

/** The terms an audit entry records of an offer, before and after. */
function termsSnapshot(terms: {
  sellingPrice: string;
  priceTiers: unknown;
  moq: number;
  packSize: number;
  samplePrice: string | null;
  sampleLimit: number | null;
}) {
  const { sellingPrice, priceTiers, moq, packSize, samplePrice, sampleLimit } = terms;
  return { sellingPrice, priceTiers, moq, packSize, samplePrice, sampleLimit };
}

/** A page of offers, newest first, with what their terms are checked against at `now`. */
export async function listOffers(
  db: DbOrTx,
  lang: Language,
  filter: OfferFilter,
  paging: Paging,
  now: Date,
): Promise<Page<AdminOfferVo>> {
  const [{ rows, total }, rules] = await Promise.all([
    findOffers(db, lang, filter, paging),
    listingRules(db, now),
  ]);
  return toPage(
    rows.map((row) => presentOffer(row, rules)),
    paging,
    total,
  );
}

/**
 * Sets an offer's wholesale terms as its seller's goods!update would (ADR 037: the same rules, the
 * same write), audited with the operator's reason in the same transaction. An unknown or deleted
 * offer is COMMON_NOT_FOUND; a rule broken is its own error, naming the rung.
 */
export async function updateOfferTerms(
  db: Db,
  input: OfferTermsParams,
  audit: AuditContext,
  lang: Language,
): Promise<AdminOfferVo> {
  return db.transaction(async (tx) => {
    const row = await lockAnyListing(tx, input.sellerGoodsId, lang);
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    const rules = await listingRules(tx, audit.now);
    const written = await applyListingChange(tx, row, { terms: termsChangeOf(input) }, rules);
    await recordAudit(tx, audit, {
      action: 'catalog.offer.terms',
      targetType: 'seller_goods',
      targetId: row.id,
      before: { ...termsSnapshot(row), reason: null },
      after: { ...termsSnapshot(written), reason: input.reason },
    });
    const offer = await findOffer(tx, row.id, lang);
    if (!offer) throw new Error('offer changed but not found');
    return presentOffer(offer, rules);
  });
}
