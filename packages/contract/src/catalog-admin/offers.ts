import { z } from 'zod';
import { deferred } from '../deferred.js';
import { PageParams, optionalId, optionalText, requiredId, requiredText } from '../params.js';
import { ListingTermsVo } from '../seller/listing-csv.js';
import { wholesaleTermsParams } from '../seller/params.js';

// The console's offers (issue 53): every shop's listings of the catalogue's goods (`sellerGoods`),
// and their wholesale terms, which operators set as sellers do (ADR 037): the same fields, checked
// by the same rules, and a reason for the audit log.

/** Limits of the console's offer fields. */
export const OFFER_LIMITS = {
  keywordMax: 64,
  /** The reason an operator gives for a change (as for a user's or an operator's). */
  reasonMax: 500,
} as const;

/** /admin/sellerGoods!list: search by the good's or the shop's name, or one shop's offers. */
export const OfferListParams = deferred(() =>
  PageParams.extend({
    /** Part of the good's name (request language or English) or of the shop's name, any case. */
    keyword: optionalText(OFFER_LIMITS.keywordMax),
    /** Only this shop's offers. */
    sellerId: optionalId,
  }),
);

/**
 * /admin/sellerGoods!updateTerms: an offer's wholesale terms, as the seller's goods!update takes
 * them (`priceTiers` as JSON text; absent fields stay as they are), with the operator's reason.
 */
export const OfferTermsParams = deferred(() =>
  z.object({
    sellerGoodsId: requiredId,
    ...wholesaleTermsParams,
    reason: requiredText(OFFER_LIMITS.reasonMax),
  }),
);
export type OfferTermsParams = z.infer<typeof OfferTermsParams>;

/**
 * An offer as the console lists it: goods!export's price, discount and terms, with whose it is and
 * what its terms are checked against (the cost, the price range, the good's minimum, the system
 * maximum), so the console's editor checks them as the server will.
 */
export const AdminOfferVo = deferred(() =>
  ListingTermsVo.extend({
    sellerId: z.string(),
    shopName: z.string(),
    imgUrl: z.string().nullable(),
    /** The good's wholesale price. */
    systemPrice: z.number(),
    /** The dearest of the good's and its SKUs' wholesale prices: no rung goes below it. */
    wholesaleCost: z.number(),
    /** The selling prices (the first rung's) the profit range allows now. */
    minSellingPrice: z.number(),
    maxSellingPrice: z.number(),
    /** The good's own minimum: no offer's minimum order quantity is below it. */
    buyMin: z.number(),
    /** The most of one good a buyer may order at once (a system parameter): rungs start within it. */
    maxBuy: z.number(),
    /** The shop's shelf switch. */
    isShelf: z.number(),
    /** 0 when the platform took the good off sale. */
    goodsShelf: z.number(),
  }),
);
export type AdminOfferVo = z.infer<typeof AdminOfferVo>;
