import type { SearchSuggestionsVo } from '@caravan/contract';
import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, sellerGoods, sellers, systemGoods, systemGoodsI18n } from '../../db/schema/index.js';
import { followedAmong } from './viewer-flags.js';
import { presentSeller } from './catalog.presenter.js';
import type { ReadContext } from './catalog.service.js';
import { listingOnSale } from './goods.repository.js';
import { nameMatches } from './name-match.js';

const SUGGESTIONS = 10;

/** Goods on sale somewhere: a suggestion must lead to something a buyer can open. */
function onSale(goodsIdColumn: typeof systemGoodsI18n.goodsId) {
  return exists(
    sql`(select 1 from ${sellerGoods} where ${sellerGoods.goodsId} = ${goodsIdColumn} and ${listingOnSale})`,
  );
}

async function goodsSuggestions(db: DbOrTx, keyword: string, lang: string) {
  return db
    .select({ goodsId: systemGoodsI18n.goodsId, name: systemGoodsI18n.name, lang: systemGoodsI18n.lang })
    .from(systemGoodsI18n)
    .where(and(eq(systemGoodsI18n.lang, lang), nameMatches(keyword), onSale(systemGoodsI18n.goodsId)))
    .orderBy(asc(sql`char_length(${systemGoodsI18n.name})`), asc(systemGoodsI18n.goodsId))
    .limit(SUGGESTIONS);
}

/**
 * sellerGoods!search-keyword: open shops and goods on sale whose names match, for the search box's
 * suggestions. Goods names are searched in the request's language, falling back to English.
 */
export async function searchSuggestions(
  db: DbOrTx,
  keyword: string,
  ctx: ReadContext,
): Promise<SearchSuggestionsVo> {
  const [shops, localGoods] = await Promise.all([
    db
      .select()
      .from(sellers)
      .where(and(eq(sellers.status, 1), nameMatches(keyword, sellers.name, false)))
      .orderBy(desc(sellers.recTime), asc(sellers.name))
      .limit(SUGGESTIONS),
    goodsSuggestions(db, keyword, ctx.lang),
  ]);
  const goods =
    localGoods.length > 0 || ctx.lang === 'en' ? localGoods : await goodsSuggestions(db, keyword, 'en');
  const ids = shops.map((s) => s.id);
  const followed = ctx.viewerId ? await followedAmong(db, ctx.viewerId, ids) : new Set<string>();
  return {
    sellerList: shops.map((s) => presentSeller(s, followed.has(s.id))),
    goodsList: goods.map((g) => ({ id: g.goodsId, goodsId: g.goodsId, name: g.name, lang: g.lang })),
  };
}

/** sellerGoods!categoryGoodCount: goods on sale per top-level category of a shop. */
export async function shopCategoryCounts(db: DbOrTx, sellerId: string, lang: string) {
  const sub = categories;
  const rows = await db
    .select({
      categoryId: sql<string>`coalesce(${sub.parentId}, ${sub.id})`,
      goodsCount: sql<number>`count(*)::int`,
    })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(sub, eq(sub.id, systemGoods.categoryId))
    .where(and(eq(sellerGoods.sellerId, sellerId), eq(sellerGoods.isShelf, 1), eq(systemGoods.isShelf, 1)))
    .groupBy(sql`coalesce(${sub.parentId}, ${sub.id})`);
  if (rows.length === 0) return [];
  const names = await db
    .select({
      id: categories.id,
      name: sql<string>`coalesce(${categories.name}->>${lang}, ${categories.name}->>'en', '')`,
    })
    .from(categories)
    .where(
      inArray(
        categories.id,
        rows.map((r) => r.categoryId),
      ),
    );
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({
    categoryId: r.categoryId,
    categoryName: byId.get(r.categoryId) ?? '',
    goodsCount: r.goodsCount,
  }));
}
