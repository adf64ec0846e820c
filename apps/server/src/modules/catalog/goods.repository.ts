import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { keepsPlans, type DbOrTx } from '../../db/client.js';
import { preparedPerShape } from '../../db/prepared.js';
import { goodsRowsByIds, goodsRowsOfPage, type GoodsRow } from './goods-rows.repository.js';
import {
  categories,
  categoryListings,
  sellerGoods,
  sellers,
  shopListings,
  systemGoods,
} from '../../db/schema/index.js';
import { goodsMatching, keywordShape } from './name-match.js';
import { hasNarrowingFilter, type GoodsFilter, type GoodsIdSet } from './goods-filter.js';

/**
 * The values a list's statements take as parameters: the filter's ids, the page and the clock (a
 * type, not an interface: `execute` takes it as a Record).
 */
type StatementValues = {
  sellerId?: string | undefined;
  categoryId?: string | undefined;
  goodsId?: string | undefined;
  limit?: number;
  offset?: number;
  /** How far a category page's walk of each category goes: offset + limit. */
  walk?: number;
  now?: Date;
  /** The language of the names a page's rows carry. */
  lang?: string;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  maxBuyMin?: number | undefined;
};

/** A value in a statement: the request's own, or a placeholder when the statement is kept per shape. */
type Bind = <K extends keyof StatementValues>(key: K) => NonNullable<StatementValues[K]> | Placeholder;

/** A filter whose ids may be placeholders: what the statements are built from. */
type BoundFilter = Omit<
  GoodsFilter,
  'sellerId' | 'categoryId' | 'goodsId' | 'minPrice' | 'maxPrice' | 'maxBuyMin'
> & {
  sellerId?: string | Placeholder | undefined;
  categoryId?: string | Placeholder | undefined;
  goodsId?: string | Placeholder | undefined;
  minPrice?: string | Placeholder | undefined;
  maxPrice?: string | Placeholder | undefined;
  maxBuyMin?: number | Placeholder | undefined;
};

function boundFilter(filter: GoodsFilter, bind: Bind): BoundFilter {
  return {
    ...filter,
    sellerId: filter.sellerId ? bind('sellerId') : undefined,
    categoryId: filter.categoryId ? bind('categoryId') : undefined,
    goodsId: filter.goodsId ? bind('goodsId') : undefined,
    minPrice: filter.minPrice ? bind('minPrice') : undefined,
    maxPrice: filter.maxPrice ? bind('maxPrice') : undefined,
    maxBuyMin: filter.maxBuyMin ? bind('maxBuyMin') : undefined,
  };
}

/** A built query that can run as it is or be prepared under a name. */
type Runnable<R> = PromiseLike<R> & {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
};

/**
 * Runs a list's statement. With a name (see shapeName) the statement is built once per shape, with
 * placeholders for the values, and prepared (preparedPerShape): each request of that shape only
 * executes it, so neither the query builder nor PostgreSQL's parser runs again. Without one (a
 * search, planned per request) it is built with the request's values.
 */
async function shaped<R>(
  db: DbOrTx,
  name: string | undefined,
  values: StatementValues,
  build: (bind: Bind, on: DbOrTx) => Runnable<R>,
): Promise<R> {
  if (!name) return build((key) => values[key] as NonNullable<StatementValues[typeof key]>, db);
  return preparedPerShape(db, name, (on) => build((key) => sql.placeholder(key), on).prepare(name)).execute(
    values,
  );
}

/** The category and, when it is a top-level one, its children (a good may be filed under either). */
function categoryAndChildren(categoryId: string | Placeholder) {
  return or(eq(categories.id, categoryId), eq(categories.parentId, categoryId));
}

/** The ids of the category and its children, as a subquery. */
function categoryIds(categoryId: string | Placeholder): SQL {
  return sql`(select ${categories.id} from ${categories} where ${categoryAndChildren(categoryId)})`;
}

/** One letter for each filter given, in a fixed order: the part of a statement's name its filters make. */
function filterLetters(filter: BoundFilter): string {
  const letters: [keyof BoundFilter, string][] = [
    ['sellerId', 's'],
    ['categoryId', 'c'],
    ['goodsId', 'g'],
    ['goodsIds', 'i'],
    ['recommendedOnly', 'r'],
    ['newOnly', 'n'],
    ['discountedOnly', 'd'],
    ['minPrice', 'p'],
    ['maxPrice', 'q'],
    ['maxBuyMin', 'm'],
    ['shopIds', 'h'],
  ];
  return letters.map(([key, letter]) => (filter[key] ? letter : '')).join('');
}

/**
 * The first step of a search (ADR 007): the system goods on sale whose names match, in the
 * filter's category, with how many visible listings they have between them. A few thousand goods
 * at most stand for up to a million listings; the page is then an index walk over listings of
 * these goods. The ids stay a PostgreSQL array literal: they only go back as a parameter, so
 * mapping hundreds of rows and serialising an array in JavaScript would be wasted work.
 */
export async function matchKeyword(
  db: DbOrTx,
  filter: GoodsFilter & { keyword: { text: string; lang: string } },
): Promise<{ goodsIds: GoodsIdSet; goods: number; listings: number }> {
  // Every search starts here. Its text depends only on the keyword's shape and on which of the
  // system-good conditions are given (the values are parameters), so it is prepared under one
  // name per shape: each connection parses it once and PostgreSQL may keep its plan.
  const shape = keywordShape(filter.keyword.text);
  const name = `caravan_match_${shape.trigram ? 't' : 'g'}${shape.words ? 'w' : ''}_${filterLetters(filter)}`;
  const [row] = await db
    .select({
      ids: sql<GoodsIdSet>`coalesce(array_agg(${systemGoods.id}), '{}')::text`,
      goods: sql<number>`count(*)::int`,
      listings: sql<number>`coalesce(sum(${systemGoods.listingsOnSale}), 0)::int`,
    })
    .from(systemGoods)
    .where(and(...systemGoodConditions(filter), gt(systemGoods.listingsOnSale, 0)))
    .prepare(name)
    .execute();
  return { goodsIds: row?.ids ?? ('{}' as GoodsIdSet), goods: row?.goods ?? 0, listings: row?.listings ?? 0 };
}

export type GoodsOrder =
  { by: 'default' } | { by: 'price' | 'sold' | 'created' | 'rec' | 'new'; direction: 'asc' | 'desc' };

/** `column = any($ids::uuid[])`: one constant array, which PostgreSQL tests with a hash. */
function anyOf(column: AnyPgColumn, ids: GoodsIdSet): SQL {
  return sql`${column} = any(${ids}::uuid[])`;
}

/** Conditions on the system good itself, on system_goods columns (matching, totals, lists). */
function systemGoodConditions(filter: BoundFilter): SQL[] {
  const conditions: SQL[] = [eq(systemGoods.isShelf, 1)];
  if (filter.categoryId) conditions.push(inArray(systemGoods.categoryId, categoryIds(filter.categoryId)));
  if (filter.goodsId) conditions.push(eq(systemGoods.id, filter.goodsId));
  if (filter.maxBuyMin) conditions.push(lte(systemGoods.buyMin, filter.maxBuyMin));
  if (filter.goodsIds) conditions.push(anyOf(systemGoods.id, filter.goodsIds));
  // `= any(array(…))`: the matching names' goods are looked up by primary key, not hash-joined
  // against a scan of every system good.
  else if (filter.keyword)
    conditions.push(sql`${systemGoods.id} = any(array${goodsMatching(filter.keyword)})`);
  return conditions;
}

/** The listing's shop is open: it is not among the few that are not (sellers_closed_idx). */
const shopOpen = sql`not exists (select 1 from ${sellers} where ${sellers.id} = ${sellerGoods.sellerId} and ${sellers.status} <> 1)`;

/** The listing's good is on the shelf: it is not among the few that are not (system_goods_off_shelf_idx). */
const goodOnShelf = sql`not exists (select 1 from ${systemGoods} where ${systemGoods.id} = ${sellerGoods.goodsId} and ${systemGoods.isShelf} <> 1)`;

/** A seller_goods row a buyer may see: on its shop's shelf, its good on the shelf, its shop open. */
export const listingOnSale = sql`(${sellerGoods.isShelf} = 1 and ${shopOpen} and ${goodOnShelf})`;

/**
 * Shown to buyers: on the shelf, the system good on the shelf, the shop open. Every condition is
 * on the listing's own columns, which the sort and shop indexes carry, so a page's statement reads
 * one table: its shop and good are looked up only among the shops that are not open and the goods
 * that are off the shelf (migration 0029), a handful of entries, instead of joined for every
 * listing walked; planning such a statement costs a third as much and walking it a fifth. A
 * category is tested on the listing's copy of it (seller_goods.category_id).
 */
function visibleConditions(filter: BoundFilter, now: Date | Placeholder): SQL[] {
  // Written as literals, not parameters, so that a generic plan can match partial indexes.
  const conditions: SQL[] = [sql`${sellerGoods.isShelf} = 1`, shopOpen];
  // Goods resolved beforehand (matchKeyword) already met the system-good conditions.
  if (!filter.goodsIds) conditions.push(goodOnShelf);
  if (filter.keyword && !filter.goodsIds)
    conditions.push(sql`${sellerGoods.goodsId} = any(array${goodsMatching(filter.keyword)})`);
  if (filter.categoryId && !filter.goodsIds) {
    conditions.push(inArray(sellerGoods.categoryId, categoryIds(filter.categoryId)));
  }
  if (filter.sellerId) conditions.push(eq(sellerGoods.sellerId, filter.sellerId));
  if (filter.goodsId) conditions.push(eq(sellerGoods.goodsId, filter.goodsId));
  // Tested on each index entry the walk passes.
  if (filter.goodsIds) conditions.push(anyOf(sellerGoods.goodsId, filter.goodsIds));
  if (filter.shopIds) conditions.push(sql`${sellerGoods.sellerId} = any(${filter.shopIds}::uuid[])`);
  // The price bounds the walk of a price sort's index; the other sorts test it on the row.
  if (filter.minPrice) conditions.push(gte(sellerGoods.sellingPrice, filter.minPrice));
  if (filter.maxPrice) conditions.push(lte(sellerGoods.sellingPrice, filter.maxPrice));
  // Goods resolved beforehand met it already; else the good is looked up by its key.
  if (filter.maxBuyMin && !filter.goodsIds)
    conditions.push(
      sql`exists (select 1 from ${systemGoods} where ${systemGoods.id} = ${sellerGoods.goodsId} and ${systemGoods.buyMin} <= ${filter.maxBuyMin})`,
    );
  // Literals, so that the planner can match the partial indexes of recommended and discounted
  // listings (migration 0028) in a prepared statement's generic plan.
  if (filter.recommendedOnly) conditions.push(sql`${sellerGoods.recTime} > 0`);
  if (filter.newOnly) conditions.push(gt(sellerGoods.newTime, 0));
  if (filter.discountedOnly) {
    // Live as of the last discount sweep (as the totals count them), and open now.
    conditions.push(
      sql`${sellerGoods.discountLive} = 1`,
      sql`caravan_discount_open(${sellerGoods.discountRatio}, ${sellerGoods.discountStart}, ${sellerGoods.discountEnd}, ${now})`,
    );
  }
  return conditions;
}

/** The listing columns a sort reads. */
const sortColumns = {
  id: sellerGoods.id,
  showWeight1: sellerGoods.showWeight1,
  createdAt: sellerGoods.createdAt,
  sellingPrice: sellerGoods.sellingPrice,
  soldNum: sellerGoods.soldNum,
  recTime: sellerGoods.recTime,
  newTime: sellerGoods.newTime,
};

function orderBy(
  order: GoodsOrder,
  c: Record<keyof typeof sortColumns, AnyPgColumn | SQL.Aliased> = sortColumns,
): SQL[] {
  if (order.by === 'default') return [desc(c.showWeight1), desc(c.createdAt), asc(c.id)];
  const dir = order.direction === 'asc' ? asc : desc;
  const column = {
    price: c.sellingPrice,
    sold: c.soldNum,
    created: c.createdAt,
    rec: c.recTime,
    new: c.newTime,
  }[order.by];
  // The id breaks ties in the direction that lets one index serve both directions of a sort:
  // the price indexes run ascending (price, id), the others descending (figure desc, id).
  const idDirection = (order.by === 'price') === (order.direction === 'asc') ? asc : desc;
  return [dir(column), idDirection(c.id)];
}

/** Narrows a query over seller goods to the visible listings matching the filter. */
function visibleOnly<T extends PgSelect>(
  query: T,
  filter: BoundFilter,
  now: Date | Placeholder,
  also?: SQL,
): T {
  // A dynamic query changes in place.
  query.where(and(...visibleConditions(filter, now), also));
  return query;
}

/**
 * A name for a statement whose text depends only on which filters are given and on the order (the
 * values are parameters): `caravan_<kind>_<filters>_<order>`. Searches (`goodsIds`) get none: the
 * best plan for them depends on how many goods the keyword names, so they are planned per request.
 */
function shapeName(kind: string, filter: GoodsFilter, order?: GoodsOrder): string | undefined {
  if (filter.goodsIds || filter.keyword || filter.shopIds) return undefined;
  const sort = !order ? '' : order.by === 'default' ? '_default' : `_${order.by}_${order.direction}`;
  return `caravan_${kind}_${filterLetters(filter)}${sort}`;
}

/**
 * The ids of one page of visible seller goods, in order: a walk of the index of the page's sort
 * that stops at the page, whatever the catalogue's size (issue 23). A shop's page walks the shop's
 * index for the sort; a category's page walks each of its categories' (the category and, for a
 * top-level one, its children) to the end of the page and merges the walks; any other page walks
 * the whole catalogue's index for the sort.
 */
function pageQuery(on: DbOrTx, filter: GoodsFilter, order: GoodsOrder, bind: Bind) {
  const bound = boundFilter(filter, bind);
  if (bound.categoryId && !bound.sellerId && !bound.goodsIds) {
    const cats = on
      .select({ id: categories.id })
      .from(categories)
      .where(categoryAndChildren(bound.categoryId))
      .as('cat');
    const walk = visibleOnly(
      on.select(sortColumns).from(sellerGoods).$dynamic(),
      { ...bound, categoryId: undefined },
      bind('now'),
      eq(sellerGoods.categoryId, cats.id),
    )
      .orderBy(...orderBy(order))
      .limit(bind('walk'))
      .as('walk');
    return on
      .select({ id: walk.id })
      .from(cats)
      .crossJoinLateral(walk)
      .orderBy(...orderBy(order, walk))
      .limit(bind('limit'))
      .offset(bind('offset'));
  }
  return visibleOnly(on.select({ id: sellerGoods.id }).from(sellerGoods).$dynamic(), bound, bind('now'))
    .orderBy(...orderBy(order))
    .limit(bind('limit'))
    .offset(bind('offset'));
}

/**
 * One page of visible seller goods with everything a product card shows, in the page's order.
 * On PostgreSQL a kept shape (see `shaped`) is one statement, the page's walk nested in the rows'
 * (`id = any(array(<page>))`), whose generic plan the kept pool uses from its first execution:
 * one round trip instead of two (ADR 024). A search, and the embedded database, whose plans are
 * chosen per request, take two: the ids (planned for the request's values), then the rows of those
 * ids (one statement whatever the page, whose plan PostgreSQL keeps).
 */
export async function listGoodsRows(
  db: DbOrTx,
  filter: GoodsFilter,
  order: GoodsOrder,
  page: { limit: number; offset: number },
  lang: string,
  now: Date,
): Promise<GoodsRow[]> {
  const values = { ...filter, ...page, walk: page.offset + page.limit, now };
  const name = shapeName('rows', filter, order);
  if (name && keepsPlans(db)) {
    return shaped(db, name, { ...values, lang }, (bind, on) =>
      goodsRowsOfPage(on, pageQuery(on, filter, order, bind), orderBy(order)),
    );
  }
  const ids = (
    await shaped(db, shapeName('page', filter, order), values, (bind, on) =>
      pageQuery(on, filter, order, bind),
    )
  ).map((r) => r.id);
  const byId = new Map((await goodsRowsByIds(db, ids, lang)).map((r) => [r.id, r]));
  // A listing deleted between the two statements is left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The system_goods counter that holds, per good, its visible listings matching the filter's
 * listing flags (migrations 0007, 0027 and 0028), or none for a combination no counter keeps.
 */
function listingsCounter(filter: GoodsFilter) {
  if (hasNarrowingFilter(filter)) return undefined;
  const { recommendedOnly, newOnly, discountedOnly } = filter;
  const flags = filterLetters({ recommendedOnly, newOnly, discountedOnly });
  const counters = {
    '': [systemGoods.listingsOnSale, categoryListings.onSale, shopListings.onShelf] as const,
    r: [systemGoods.listingsRec, categoryListings.rec, shopListings.rec] as const,
    n: [systemGoods.listingsNew, categoryListings.fresh, shopListings.fresh] as const,
    d: [systemGoods.listingsDiscounted, categoryListings.discounted, shopListings.discounted] as const,
    rd: [
      systemGoods.listingsRecDiscounted,
      categoryListings.recDiscounted,
      shopListings.recDiscounted,
    ] as const,
  }[flags];
  return counters && { perGood: counters[0], perCategory: counters[1], perShop: counters[2] };
}

/** What a shop_listings figure counts of a listing on the shelf: the flags it was asked for. */
function countedFlags(filter: GoodsFilter): SQL[] {
  const flags: SQL[] = [];
  if (filter.recommendedOnly) flags.push(sql`${sellerGoods.recTime} > 0`);
  if (filter.newOnly) flags.push(sql`${sellerGoods.newTime} > 0`);
  if (filter.discountedOnly) flags.push(sql`${sellerGoods.discountLive} = 1`);
  return flags;
}

/**
 * A list's total without counting its listings where a kept figure answers (issue 23: a count
 * that does not grow with the catalogue): the goods' counters of their visible listings (all, or
 * the recommended, new, discounted, or recommended and discounted ones) added up over the goods
 * the filter names, or a shop's (its listings on the shelf less those whose good is off the
 * shelf). Discounted totals follow the discount sweep (sweepDiscounts), so they may trail a window
 * opening or closing by a sweep's interval; the pages test the window itself. A shop's listings
 * with other filters are counted (the shop's index bounds the count: thousands at most).
 */
export async function countGoods(db: DbOrTx, filter: GoodsFilter, now: Date): Promise<number> {
  const counter = listingsCounter(filter);
  const values = { ...filter, now };
  const byGoods = Boolean(filter.goodsId || filter.goodsIds || filter.keyword);
  if (counter && filter.sellerId && !byGoods) {
    const [row] = await shaped(db, shapeName('shop', filter), values, (bind, on) =>
      shopTotal(on, boundFilter(filter, bind), counter.perShop, countedFlags(filter)),
    );
    return row?.n ?? 0;
  }
  if (counter && !filter.sellerId && !byGoods) {
    // The whole storefront or a category: its categories' sums (a few dozen rows at most).
    const [sum] = await shaped(db, shapeName('categories', filter), values, (bind, on) =>
      on
        .select({ n: sql<number>`coalesce(sum(${counter.perCategory}), 0)::int` })
        .from(categoryListings)
        .where(
          filter.categoryId
            ? inArray(categoryListings.categoryId, categoryIds(bind('categoryId')))
            : undefined,
        ),
    );
    return sum?.n ?? 0;
  }
  if (counter && !filter.sellerId) {
    const [sum] = await shaped(db, shapeName('sum', filter), values, (bind, on) =>
      on
        .select({ n: sql<number>`coalesce(sum(${counter.perGood}), 0)::int` })
        .from(systemGoods)
        .where(and(...systemGoodConditions(boundFilter(filter, bind)))),
    );
    return sum?.n ?? 0;
  }
  const [row] = await shaped(db, shapeName('count', filter), values, (bind, on) =>
    visibleOnly(
      on
        .select({ n: sql<number>`count(*)::int` })
        .from(sellerGoods)
        .$dynamic(),
      boundFilter(filter, bind),
      bind('now'),
    ),
  );
  return row?.n ?? 0;
}

/**
 * A shop's visible listings matching the filter (its category and flags): none while it is closed,
 * else its shop_listings figures for those categories (kept by the triggers of migration 0030) less
 * its listings counted there whose good the platform took off the shelf (few: found through
 * system_goods_off_shelf_idx).
 */
function shopTotal(db: DbOrTx, filter: BoundFilter, figure: AnyPgColumn, flags: SQL[]) {
  const categories = filter.categoryId ? categoryIds(filter.categoryId) : undefined;
  const kept = sql`(select coalesce(sum(${figure}), 0) from ${shopListings} where ${shopListings.sellerId} = ${sellers.id}${
    categories ? sql` and ${shopListings.categoryId} in ${categories}` : sql``
  })`;
  const offShelf = sql`(select count(*) from ${systemGoods} join ${sellerGoods} on ${sellerGoods.goodsId} = ${systemGoods.id}
    where ${systemGoods.isShelf} <> 1 and ${sellerGoods.sellerId} = ${sellers.id} and ${sellerGoods.isShelf} = 1${
      categories ? sql` and ${sellerGoods.categoryId} in ${categories}` : sql``
    }${sql.join(
      flags.map((flag) => sql` and ${flag}`),
      sql``,
    )})`;
  return db
    .select({ n: sql<number>`(case when ${sellers.status} = 1 then ${kept} - ${offShelf} else 0 end)::int` })
    .from(sellers)
    .where(eq(sellers.id, filter.sellerId ?? ''));
}
