import type { CategoryVo, GoodsVo, HomeVo, SellerVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { buildCategoryTree, presentCategory, presentGoods, presentSeller } from './catalog.presenter.js';
import { listBanners } from './banner.repository.js';
import { listAllCategories, listTopCategories } from './category.repository.js';
import { countGoods, matchKeyword, listGoodsRows, type GoodsOrder } from './goods.repository.js';
import { hasListingFilter, type GoodsFilter } from './goods-filter.js';
import type { GoodsRow } from './goods-rows.repository.js';
import { followedAmong, keptAmong } from './viewer-flags.js';
import { hasShopFilter, listOpenSellers, matchShops, type ShopFilter } from './seller.repository.js';
import { offsetOf, toPage, type Page } from '../../lib/paging.js';

export type { ReadContext };

interface ReadContext {
  lang: string;
  now: Date;
  /** The logged-in buyer, for their favourite and follow flags. */
  viewerId?: string | null | undefined;
  /** Cached list totals (they may be a few seconds stale). */
  caches: { listCounts: TtlCache<number> };
}

/** A request's reading context: its language, the clock's now, the caches and the logged-in viewer. */
export function readContext(
  deps: { clock: { now(): Date }; listCounts: TtlCache<number> },
  lang: string,
  viewer?: { userId: string } | null,
): ReadContext {
  return { lang, now: deps.clock.now(), caches: deps, viewerId: viewer?.userId };
}

/** Presents listing rows (each with its shop) with the viewer's favourite and follow flags. */
export async function presentGoodsRows(db: DbOrTx, rows: GoodsRow[], ctx: ReadContext): Promise<GoodsVo[]> {
  const [kept, followed] = ctx.viewerId
    ? await Promise.all([
        keptAmong(
          db,
          ctx.viewerId,
          rows.map((r) => r.id),
        ),
        followedAmong(db, ctx.viewerId, [...new Set(rows.map((r) => r.sellerId))]),
      ])
    : [new Set<string>(), new Set<string>()];
  return rows.map((row) => ({
    ...presentGoods(row, presentSeller(row.shop, followed.has(row.sellerId)), ctx.now),
    isKeep: kept.has(row.id) ? 1 : 0,
  }));
}

/** The sort a list request asks for: isPrice, then isHot, then isNew (1 ascending, 2 descending). */
export function goodsOrderFrom(flags: {
  isPrice?: number | undefined;
  isHot?: number | undefined;
  isNew?: number | undefined;
}): GoodsOrder {
  const direction = (flag: number) => (flag === 1 ? 'asc' : 'desc');
  if (flags.isPrice) return { by: 'price', direction: direction(flags.isPrice) };
  if (flags.isHot) return { by: 'sold', direction: direction(flags.isHot) };
  if (flags.isNew) return { by: 'created', direction: direction(flags.isNew) };
  return { by: 'default' };
}

/** The buyer's filters of issue 51 as a list request gives them (sellerGoods!list, !search). */
function buyerFilters(input: {
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  maxBuyMin?: number | undefined;
  verified?: number | undefined;
  minRating?: number | undefined;
  ships24h?: number | undefined;
}): Pick<GoodsFilter, 'minPrice' | 'maxPrice' | 'maxBuyMin'> & { shops: ShopFilter } {
  return {
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    maxBuyMin: input.maxBuyMin,
    shops: { verified: input.verified === 1, minRating: input.minRating, ships24h: input.ships24h === 1 },
  };
}

/**
 * sellerGoods!list and !search: a page of goods on sale with `filter` and what the request asks
 * for besides — the discounted ones only, the buyer's filters, the sort.
 */
export function listRequestedGoods(
  db: DbOrTx,
  filter: GoodsFilter,
  request: Parameters<typeof buyerFilters>[0] &
    Parameters<typeof goodsOrderFrom>[0] & {
      discount?: number | undefined;
      pageNum: number;
      pageSize: number;
    },
  ctx: ReadContext,
): Promise<Page<GoodsVo>> {
  const filters = { ...filter, discountedOnly: request.discount === 1, ...buyerFilters(request) };
  return listGoods(db, filters, goodsOrderFrom(request), request, ctx);
}

/** sellerGoods!list: a filtered, sorted page of goods on sale. */
export async function listGoods(
  db: DbOrTx,
  filter: GoodsFilter & { shops?: ShopFilter },
  order: GoodsOrder,
  paging: { pageNum: number; pageSize: number },
  ctx: ReadContext,
): Promise<Page<GoodsVo>> {
  const offset = offsetOf(paging);
  const { shops, ...goodsFilter } = filter;
  // The shop filters first find the shops that meet them (few); the walk then tests each listing's
  // shop against that set on the index entry, as a search tests its goods (ADR 007).
  let scoped: GoodsFilter = goodsFilter;
  if (shops && hasShopFilter(shops)) {
    const match = await matchShops(db, shops);
    if (match.shops === 0) return toPage([], paging, 0);
    scoped = { ...scoped, shopIds: match.shopIds };
  }
  // A search first finds the goods it names; their listing figures are the total, unless a filter
  // looks at the listings themselves.
  let known: number | undefined;
  if (scoped.keyword) {
    const match = await matchKeyword(db, { ...scoped, keyword: scoped.keyword });
    if (match.goods === 0) return toPage([], paging, 0);
    scoped = { ...scoped, keyword: undefined, goodsIds: match.goodsIds };
    if (!hasListingFilter(scoped)) known = match.listings;
  }
  // Counting visible listings is the costly part of a page; totals may be seconds stale.
  const countKey = `goods:${JSON.stringify(filter)}`;
  const [rows, total] = await Promise.all([
    listGoodsRows(db, scoped, order, { limit: paging.pageSize, offset }, ctx.lang, ctx.now),
    known ?? ctx.caches.listCounts.getOrLoad(countKey, () => countGoods(db, scoped, ctx.now)),
  ]);
  return toPage(await presentGoodsRows(db, rows, ctx), paging, total);
}

/** recommend_new: type 1 recommended, 0 new arrivals, 2 hot sellers. */
export async function recommendedGoods(
  db: DbOrTx,
  type: 0 | 1 | 2,
  paging: { pageNum: number; pageSize: number },
  ctx: ReadContext,
): Promise<GoodsVo[]> {
  const spec: { filter: GoodsFilter; order: GoodsOrder } =
    type === 1
      ? { filter: { recommendedOnly: true }, order: { by: 'rec', direction: 'desc' } }
      : type === 0
        ? { filter: { newOnly: true }, order: { by: 'new', direction: 'desc' } }
        : { filter: {}, order: { by: 'sold', direction: 'desc' } };
  const rows = await listGoodsRows(
    db,
    spec.filter,
    spec.order,
    { limit: paging.pageSize, offset: offsetOf(paging) },
    ctx.lang,
    ctx.now,
  );
  return presentGoodsRows(db, rows, ctx);
}

export async function listSellers(
  db: DbOrTx,
  options: { recommendedOnly: boolean; pageNum: number; pageSize: number },
): Promise<Page<SellerVo>> {
  const { rows, total } = await listOpenSellers(db, {
    recommendedOnly: options.recommendedOnly,
    limit: options.pageSize,
    offset: offsetOf(options),
  });
  return toPage(
    rows.map((r) => presentSeller(r)),
    options,
    total,
  );
}

export async function categoryTree(db: DbOrTx, lang: string, includeHidden: boolean): Promise<CategoryVo[]> {
  return buildCategoryTree(await listAllCategories(db, lang, includeHidden));
}

export async function listCategories(
  db: DbOrTx,
  lang: string,
  paging: { pageNum: number; pageSize: number },
): Promise<Page<Omit<CategoryVo, 'subList'>>> {
  const { rows, total } = await listTopCategories(db, lang, {
    limit: paging.pageSize,
    offset: offsetOf(paging),
  });
  return toPage(rows.map(presentCategory), paging, total);
}

export const HOME_LIST_SIZE = 12;

/** index!home: banners, categories and the home page's product and shop lists in one reply. */
export async function homePage(db: DbOrTx, bannerType: string, ctx: ReadContext): Promise<HomeVo> {
  const first = { pageNum: 1, pageSize: HOME_LIST_SIZE };
  const [banners, categories, recommendGoods, newGoods, hotGoods, discount, sellers] = await Promise.all([
    listBanners(db, bannerType, ctx.lang, ctx.now),
    categoryTree(db, ctx.lang, false),
    recommendedGoods(db, 1, first, ctx),
    recommendedGoods(db, 0, first, ctx),
    recommendedGoods(db, 2, first, ctx),
    listGoodsRows(
      db,
      { discountedOnly: true },
      { by: 'default' },
      { limit: HOME_LIST_SIZE, offset: 0 },
      ctx.lang,
      ctx.now,
    ).then((rows) => presentGoodsRows(db, rows, ctx)),
    listSellers(db, { recommendedOnly: true, pageNum: 1, pageSize: 8 }),
  ]);
  return {
    banners,
    categories,
    recommendGoods,
    newGoods,
    hotGoods,
    discountGoods: discount,
    recommendSellers: sellers.pageList,
  };
}
