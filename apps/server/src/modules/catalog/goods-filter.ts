import type { ShopIdSet } from './seller.repository.js';

// What a buyer's list of goods may be narrowed by (category, shop, flags, keyword, price, minimum
// order, shops): the filter the list walks, totals and searches read (goods.repository.ts).

/** A set of system-good ids as a uuid[] literal, e.g. `{3f2a…,9c1b…}`, built by PostgreSQL. */
export type GoodsIdSet = string & { readonly __brand: 'GoodsIdSet' };

export interface GoodsFilter {
  sellerId?: string | undefined;
  /** A category at either level: a top-level id matches every good in its children. */
  categoryId?: string | undefined;
  recommendedOnly?: boolean;
  newOnly?: boolean;
  discountedOnly?: boolean;
  /** Listings of one system good (search-goods). */
  goodsId?: string | undefined;
  /** Names (in `lang` or English) matching a keyword (search); see `matchKeyword`. */
  keyword?: { text: string; lang: string } | undefined;
  /**
   * Listings of these system goods only: a keyword resolved to the goods it names, as the
   * PostgreSQL array literal `matchKeyword` returned (it goes back as one parameter, unparsed).
   */
  goodsIds?: GoodsIdSet | undefined;
  /** The selling price's bounds (decimal text), inclusive (issue 51). */
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  /** Goods whose minimum order is at most this many units. */
  maxBuyMin?: number | undefined;
  /**
   * Listings of these shops only: the shops meeting the buyer's shop filters (verified identity,
   * rating, shipping within 24 hours), resolved beforehand by `matchShops` as a uuid[] literal.
   */
  shopIds?: ShopIdSet | undefined;
}

/**
 * The buyer's narrowing filters of issue 51 (price, minimum order, shops): no kept figure counts
 * listings by them, so a total with any of them counts its listings.
 */
export function hasNarrowingFilter(filter: GoodsFilter): boolean {
  return Boolean(filter.minPrice || filter.maxPrice || filter.maxBuyMin || filter.shopIds);
}

/** Filters that look at the listing itself; without them a total is a sum of per-good figures. */
export function hasListingFilter(filter: GoodsFilter): boolean {
  return Boolean(
    filter.sellerId ||
    filter.recommendedOnly ||
    filter.newOnly ||
    filter.discountedOnly ||
    hasNarrowingFilter(filter),
  );
}
