import { and, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import {
  categories,
  goodsSkus,
  sellerGoods,
  sellerGoodsI18n,
  sellers,
  systemGoods,
  systemGoodsI18n,
} from '../../db/schema/index.js';
import { shopColumns } from './seller.repository.js';
import { translatedName } from './names.js';

// What a product card and the detail page read of a listing: the columns and their joins, and the
// two statements built once from them (a page of listings by id, one listing with its SKUs). Which
// listings a page holds is goods.repository.ts's.

const nameI18n = alias(systemGoodsI18n, 'gi');
const nameEn = alias(systemGoodsI18n, 'ge');
const shopDes = alias(sellerGoodsI18n, 'si');
const shopDesEn = alias(sellerGoodsI18n, 'se');
const category = alias(categories, 'c2');
const parentCategory = alias(categories, 'c1');

/**
 * A listing's terms, read wherever a listing is priced or changed (product lists, the shop's panel,
 * its edits): the shop's price, discount window, shelf, recommended/new flags and wholesale terms, and
 * the platform's wholesale price, shelf and minimum for the good listed (a query selecting them joins system_goods).
 */
export const listingTermsColumns = {
  id: sellerGoods.id,
  goodsId: sellerGoods.goodsId,
  sellingPrice: sellerGoods.sellingPrice,
  discountRatio: sellerGoods.discountRatio,
  discountStart: sellerGoods.discountStart,
  discountEnd: sellerGoods.discountEnd,
  recTime: sellerGoods.recTime,
  newTime: sellerGoods.newTime,
  isShelf: sellerGoods.isShelf,
  systemPrice: systemGoods.systemPrice,
  goodsShelf: systemGoods.isShelf,
  // The wholesale terms (ADR 037, wholesale-terms.ts).
  priceTiers: sellerGoods.priceTiers,
  moq: sellerGoods.moq,
  packSize: sellerGoods.packSize,
  samplePrice: sellerGoods.samplePrice,
  sampleLimit: sellerGoods.sampleLimit,
  buyMin: systemGoods.buyMin,
};

/** The columns every product list needs, with the name in the request's language (English fallback). */
function goodsColumns(lang: Placeholder) {
  return {
    ...listingTermsColumns,
    sellerId: sellerGoods.sellerId,
    upTime: sellerGoods.upTime,
    stopTime: sellerGoods.stopTime,
    soldNum: sellerGoods.soldNum,
    viewsNum: sellerGoods.viewsNum,
    showWeight1: sellerGoods.showWeight1,
    showWeight2: sellerGoods.showWeight2,
    createdAt: sellerGoods.createdAt,
    unit: sql<string | null>`coalesce(${nameI18n.unit}, ${systemGoods.unit})`,
    freightAmount: systemGoods.freightAmount,
    freightType: systemGoods.freightType,
    weightKg: systemGoods.weightKg,
    goodsTax: systemGoods.goodsTax,
    images: systemGoods.images,
    imgDes: systemGoods.imgDes,
    systemRecTime: systemGoods.systemRecTime,
    systemNewTime: systemGoods.systemNewTime,
    name: sql<string>`coalesce(${nameI18n.name}, ${nameEn.name}, '')`,
    // The shop's own description before the platform's, in the request's language, then English;
    // desLang says which (the storefront marks an English one shown for another language).
    des: sql<string | null>`coalesce(${shopDes.des}, ${nameI18n.des}, ${shopDesEn.des}, ${nameEn.des})`,
    desLang: sql<
      string | null
    >`case when coalesce(${shopDes.des}, ${nameI18n.des}) is not null then ${lang}::text
      when coalesce(${shopDesEn.des}, ${nameEn.des}) is not null then 'en' end`,
    categoryId: category.id,
    categoryName: translatedName(category.name, lang),
    parentCategoryId: sql<string | null>`${parentCategory.id}`,
    parentCategoryName: translatedName(parentCategory.name, lang),
    shop: shopColumns,
  };
}

/**
 * The joins `goodsColumns` reads from a listing: its shop, system good, category (and parent), its
 * name in `lang` beside the English one, and the shop's own descriptions in both.
 */
function withGoodsDetails<T extends PgSelect>(query: T, lang: string | Placeholder): T {
  // A dynamic query changes in place (as visibleOnly's conditions do).
  query
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(category, eq(category.id, systemGoods.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, category.parentId))
    .leftJoin(nameI18n, and(eq(nameI18n.goodsId, systemGoods.id), eq(nameI18n.lang, lang)))
    .leftJoin(nameEn, and(eq(nameEn.goodsId, systemGoods.id), eq(nameEn.lang, 'en')))
    .leftJoin(shopDes, and(eq(shopDes.sellerGoodsId, sellerGoods.id), eq(shopDes.lang, lang)))
    .leftJoin(shopDesEn, and(eq(shopDesEn.sellerGoodsId, sellerGoods.id), eq(shopDesEn.lang, 'en')));
  return query;
}

/** A SKU as the detail query returns it (prices as text: decimal, never a float). */
export interface SkuRow {
  id: string;
  attributes: { attrName: string; attrValue: string }[];
  price: string | null;
  stock: number;
  imgUrl: string | null;
}

/** The detail statement (see goodsDetailRow). */
const detailStatement = preparedPerDatabase((db) => {
  const lang = sql.placeholder('lang');
  const query = db.select({
    ...goodsColumns(lang),
    skus: sql<SkuRow[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'attributes', s.attributes,
        'price', s.price::text, 'stock', s.stock, 'imgUrl', s.img_url) order by s.sort, s.id), '[]'::json)
        from ${goodsSkus} s where s.goods_id = ${systemGoods.id})`,
  });
  return withGoodsDetails(query.from(sellerGoods).$dynamic(), lang)
    .where(eq(sellerGoods.id, sql.placeholder('id')))
    .prepare('caravan_goods_detail');
});

/**
 * One listing for its detail page, whatever its state, in one statement: the listing's columns,
 * its shop (with the figures the triggers keep) and the good's SKUs in their order. The most
 * requested page of the storefront: its statement is built once and prepared on each connection,
 * so neither the query builder nor the planner runs again per view.
 */
export async function goodsDetailRow(db: DbOrTx, id: string, lang: string) {
  const [row] = await detailStatement(db).execute({ id, lang });
  return row;
}

/** A product card's columns and joins for listings on `on`, the names in the `lang` placeholder's language. */
function cardRows(on: DbOrTx) {
  const lang = sql.placeholder('lang');
  return withGoodsDetails(on.select(goodsColumns(lang)).from(sellerGoods).$dynamic(), lang);
}

/** The rows of listings by id (see goodsRowsByIds). */
const rowsStatement = preparedPerDatabase((db) =>
  cardRows(db)
    .where(sql`${sellerGoods.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('caravan_goods_rows'),
);

/**
 * A page's rows in one statement (see listGoodsRows): a card's columns and joins for the listings
 * whose ids `page` selects, in `order` (the page's own, so the rows come back in the page's order).
 * `page` is a query over seller_goods; its own references resolve to its own FROM.
 */
export function goodsRowsOfPage(on: DbOrTx, page: SQLWrapper, order: SQL[]) {
  return cardRows(on)
    .where(sql`${sellerGoods.id} = any(array${page})`)
    .orderBy(...order);
}

export type GoodsRow = Awaited<ReturnType<ReturnType<typeof rowsStatement>['execute']>>[number];

/**
 * Listings by id with everything a product card shows (their shop included), whatever their state
 * (favourites keep showing goods taken off sale), in no particular order. Every product list ends
 * here: its statement is built once and prepared, so PostgreSQL plans these joins once per
 * connection rather than once per page.
 */
export async function goodsRowsByIds(db: DbOrTx, ids: readonly string[], lang: string): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  return rowsStatement(db).execute({ ids: [...ids], lang });
}
