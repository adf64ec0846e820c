import { sellerPanelEndpoints as panel, type Language } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { goodsSkus } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { toPage, type Paging } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { localiseOptions } from '../catalog/index.js';
import { libraryNames, listLibrary } from './library.service.js';
import { findListing, findListings, listingNames, type ListingFilter } from './listings.repository.js';
import { presentListing, presentSkuInfo } from './listings.presenter.js';
import {
  addOrUpdateListing,
  changeListings,
  deleteListing,
  listingDescriptions,
  setListingsShelf,
  type ListingChange,
} from './listings.service.js';
import { termsChangeOf } from './listing-terms.js';
import { exportListingTerms, importListingTerms } from './listings-import.service.js';
import { presentProfitRange, profitRange } from './profit-range.js';

/** One of the caller's listings as the panel shows it; another shop's is not found. */
async function presentOwn(db: DbOrTx, sellerId: string, id: string, lang: Language, now: Date) {
  const row = await findListing(db, sellerId, id, lang);
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return presentListing(row, await profitRange(db), now);
}

/** A page of the caller's listings matching a filter, as the panel shows them. */
async function listingsPage(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  sellerId: string,
  lang: Language,
  filter: ListingFilter,
  paging: Paging,
) {
  const now = clock.now();
  const { rows, total } = await findListings(db, sellerId, lang, filter, paging, now);
  const range = await profitRange(db);
  return toPage(
    rows.map((r) => presentListing(r, range, now)),
    paging,
    total,
  );
}

/** The discount part of a change: removed, set, or left alone. */
function discountChange(input: {
  clearDiscount?: number | undefined;
  discountRatio?: string | undefined;
  discountStartTime?: number | undefined;
  discountEndTime?: number | undefined;
}): ListingChange['discount'] {
  if (input.clearDiscount === 1) return 'clear';
  if (input.discountRatio === undefined || input.discountEndTime === undefined) return undefined;
  return { ratio: input.discountRatio, start: input.discountStartTime, end: input.discountEndTime };
}

/**
 * The seller panel's goods (contract §3.1): the profit range, the product library, and the shop's
 * listings. Every change empties the storefront's caches, which show listings.
 */
export function registerSellerListingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'seller goods' });

  serve(panel.profitRange, {
    summary: 'The profit a shop may list a product at: ratios over the wholesale price (system parameters)',
    handler: async ({ deps: d }) => presentProfitRange(await profitRange(d.db)),
  });

  serve(panel.library, {
    summary:
      'The product library: goods on sale to shops (name in the request language), with the allowed price range and the shop’s listing of each',
    handler: async ({ actor, input, lang, deps: d }) =>
      listLibrary(d.db, actor.sellerId, lang, input, input, await profitRange(d.db)),
  });
  serve(panel.libraryKeywords, {
    summary: 'Up to 10 names from the product library matching a keyword',
    handler: ({ actor, input, lang, deps: d }) => libraryNames(d.db, actor.sellerId, input.keyword, lang),
  });

  serve(panel.addOrUpdate, {
    summary:
      'Lists a library good at a selling price inside the profit range, or changes the price of the shop’s listing of it (never a second listing)',
    handler: async ({ actor, input, lang, deps: d }) => {
      const now = d.clock.now();
      const id = await addOrUpdateListing(d.db, actor.sellerId, input, now);
      await d.catalogChanged();
      return presentOwn(d.db, actor.sellerId, id, lang, now);
    },
  });
  serve(panel.update, {
    summary:
      'Changes a listing’s price (inside the profit range), recommended and new flags, discount (never below the wholesale price) and wholesale terms: price ladder, minimum, pack and sample (ADR 037)',
    handler: async ({ actor, input, lang, deps: d }) => {
      const now = d.clock.now();
      const change: ListingChange = {
        sellingPrice: input.sellingPrice,
        isRec: input.isRec,
        isNew: input.isNew,
        discount: discountChange(input),
        des: input.des,
        terms: termsChangeOf(input),
      };
      await changeListings(d.db, actor.sellerId, [input.sellerGoodsId], change, lang, now);
      await d.catalogChanged();
      return presentOwn(d.db, actor.sellerId, input.sellerGoodsId, lang, now);
    },
  });
  serve(panel.remove, {
    summary: 'Deletes one of the shop’s listings: off the shelf and out of the panel (its orders keep it)',
    handler: async ({ actor, input, deps: d }) => {
      await deleteListing(d.db, actor.sellerId, input.sellerGoodsId, d.clock.now());
      await d.catalogChanged();
      return null;
    },
  });
  serve(panel.shelfBatch, {
    summary: 'Puts the shop’s listings on (1) or off (0) the shelf, all or none; answers how many changed',
    handler: async ({ actor, input, lang, deps: d }) => {
      const ids = input.sellerGoodsIds;
      const updated = await setListingsShelf(d.db, actor.sellerId, ids, input.isShelf, lang, d.clock.now());
      await d.catalogChanged();
      return { updated };
    },
  });
  serve(panel.discountBatch, {
    summary:
      'Sets (or clears, clearDiscount=1) a discount and/or a profit ratio on several of the shop’s listings, all or none',
    handler: async ({ actor, input, lang, deps: d }) => {
      const change: ListingChange = { profitRatio: input.profitRatio, discount: discountChange(input) };
      const updated = await changeListings(
        d.db,
        actor.sellerId,
        input.sellerGoodsIds,
        change,
        lang,
        d.clock.now(),
      );
      await d.catalogChanged();
      return { updated };
    },
  });

  serve(panel.exportTerms, {
    summary:
      'Every listing of the shop with its price, discount as set and wholesale terms (issue 53), for the panel to write as a CSV file',
    handler: ({ actor, lang, deps: d }) => exportListingTerms(d.db, actor.sellerId, lang),
  });
  serve(panel.importTerms, {
    summary:
      'Sets the listings’ prices and wholesale terms from a CSV file: each line checked as goods!update checks one listing, all changed in one transaction or none, every refused line named with its reason',
    handler: async ({ actor, input, lang, deps: d }) => {
      const result = await importListingTerms(d.db, actor.sellerId, input.csv, lang, d.clock.now());
      if (result.updated > 0) await d.catalogChanged();
      return result;
    },
  });
  serve(panel.listings, {
    summary:
      'The shop’s listings, newest first: search, category, shelf and running-discount filters; prices, margins, sales and views',
    handler: ({ actor, input, lang, deps: d }) => listingsPage(d, actor.sellerId, lang, input, input),
  });
  serve(panel.searchListings, {
    summary: 'The shop’s listings whose names (request language or English) contain the keyword',
    handler: ({ actor, input, lang, deps: d }) =>
      listingsPage(d, actor.sellerId, lang, { keyword: input.keyword }, input),
  });
  serve(panel.listingKeywords, {
    summary: 'Up to 10 names of the shop’s listings matching a keyword',
    handler: ({ actor, input, lang, deps: d }) => listingNames(d.db, actor.sellerId, input.keyword, lang, 10),
  });
  serve(panel.skuInfo, {
    summary:
      'A listing’s SKUs (wholesale price, selling price and margin of each) and the shop’s own descriptions by language',
    handler: async ({ actor, input, lang, deps: d }) => {
      const row = await findListing(d.db, actor.sellerId, input.sellerGoodsId, lang);
      if (!row) throw new AppError('COMMON_NOT_FOUND');
      const skus = await d.db
        .select()
        .from(goodsSkus)
        .where(eq(goodsSkus.goodsId, row.goodsId))
        .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id));
      const options = await localiseOptions(
        d.db,
        lang,
        skus.map((s) => s.attributes),
      );
      return presentSkuInfo(
        row,
        skus.map((s, i) => ({ ...s, attributes: options[i] ?? s.attributes })),
        await listingDescriptions(d.db, row.id),
        d.clock.now(),
      );
    },
  });
}
