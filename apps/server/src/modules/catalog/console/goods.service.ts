import {
  LANGUAGES,
  translationStatus,
  type AdminGoodsRowVo,
  type AdminGoodsVo,
  type GoodsSaveParams,
  type Language,
} from '@caravan/contract';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client.js';
import { categories, goodsSkus, systemGoods, systemGoodsI18n } from '../../../db/schema/index.js';
import { formatDateTime } from '../../../lib/dates.js';
import { AppError } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like.js';
import { toDb } from '../../../lib/money.js';
import { counted, readPage, toPage, windowOf, type Page, type Paging } from '../../../lib/paging.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { resolveFiling } from './categories.service.js';
import { goodsName, translatedName } from '../names.js';

const parent = alias(categories, 'parent_category');

function rowColumns(lang: Language) {
  return {
    id: systemGoods.id,
    name: goodsName(lang),
    images: systemGoods.images,
    categoryId: categories.id,
    categoryName: sql<string>`coalesce(${categories.name}->>${lang}, ${categories.name}->>'en', '')`,
    parentId: parent.id,
    parentName: translatedName(parent.name, lang),
    systemPrice: systemGoods.systemPrice,
    stock: systemGoods.stock,
    isShelf: systemGoods.isShelf,
    goodsSort: systemGoods.goodsSort,
    skuCount: sql<number>`(select count(*)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${systemGoods.id})`,
    updatedAt: systemGoods.updatedAt,
  };
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: DbOrTx, lang: Language) {
  return db
    .select(rowColumns(lang))
    .from(systemGoods)
    .innerJoin(categories, eq(categories.id, systemGoods.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId));
}

type Texts = Partial<Record<Language, { name: string; des: string }>>;

async function textsOf(db: DbOrTx, ids: string[]): Promise<Map<string, Texts>> {
  const out = new Map<string, Texts>();
  if (ids.length === 0) return out;
  const rows = await db.select().from(systemGoodsI18n).where(inArray(systemGoodsI18n.goodsId, ids));
  for (const r of rows) {
    const texts = out.get(r.goodsId) ?? {};
    texts[r.lang as Language] = { name: r.name, des: r.des ?? '' };
    out.set(r.goodsId, texts);
  }
  return out;
}

function presentRow(row: Row, texts: Texts): AdminGoodsRowVo {
  // The table files a good under its top category and, when it has one, the subcategory.
  const hasParent = row.parentId !== null;
  return {
    id: row.id,
    name: row.name,
    imgUrl: row.images[0] ?? null,
    categoryId: hasParent ? (row.parentId as string) : row.categoryId,
    categoryName: hasParent ? (row.parentName ?? '') : row.categoryName,
    secondaryCategoryId: hasParent ? row.categoryId : null,
    secondaryCateName: hasParent ? row.categoryName : null,
    systemPrice: toDb(row.systemPrice),
    lastAmount: row.stock,
    isShelf: row.isShelf,
    goodsSort: row.goodsSort,
    skuCount: row.skuCount,
    translations: translationStatus(texts),
    updateTime: formatDateTime(row.updatedAt),
  };
}

export interface GoodsFilter {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  isShelf?: number | undefined;
}

/** The console's goods table: search by name (any language) or id, filter by category and shelf. */
export async function listGoods(
  db: DbOrTx,
  lang: Language,
  filter: GoodsFilter,
  page: Paging,
): Promise<Page<AdminGoodsRowVo>> {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    const byName = sql`exists (select 1 from ${systemGoodsI18n} where ${systemGoodsI18n.goodsId} = ${systemGoods.id} and lower(${systemGoodsI18n.name}) like ${like})`;
    conditions.push(
      /^[0-9a-f-]{36}$/i.test(filter.keyword)
        ? (or(byName, eq(systemGoods.id, filter.keyword.toLowerCase())) as SQL)
        : byName,
    );
  }
  if (filter.categoryId)
    conditions.push(
      or(eq(categories.id, filter.categoryId), eq(categories.parentId, filter.categoryId)) as SQL,
    );
  if (filter.isShelf !== undefined) conditions.push(eq(systemGoods.isShelf, filter.isShelf));
  const where = conditions.length ? and(...conditions) : undefined;
  const { rows, total } = await readPage(
    selectRows(db, lang)
      .where(where)
      .orderBy(asc(systemGoods.goodsSort), desc(systemGoods.createdAt), asc(systemGoods.id)),
    windowOf(page),
    counted(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(systemGoods)
        .innerJoin(categories, eq(categories.id, systemGoods.categoryId))
        .where(where),
    ),
  );
  const texts = await textsOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => presentRow(r, texts.get(r.id) ?? {})),
    page,
    total,
  );
}

/** One system good with everything the editor shows. */
export async function getGoods(db: DbOrTx, lang: Language, id: string): Promise<AdminGoodsVo> {
  const [row] = await selectRows(db, lang).where(eq(systemGoods.id, id));
  const [good] = await db.select().from(systemGoods).where(eq(systemGoods.id, id));
  if (!row || !good) throw new AppError('CATALOG_GOODS_NOT_FOUND');
  const texts = (await textsOf(db, [id])).get(id) ?? {};
  const skus = await db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, id))
    .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id));
  return {
    ...presentRow(row, texts),
    unit: good.unit ?? '',
    buyMin: good.buyMin,
    images: good.images,
    freightType: good.freightType,
    freightAmount: toDb(good.freightAmount),
    weightKg: toDb(good.weightKg, 3),
    goodsTax: toDb(good.goodsTax),
    isRefund: good.isRefund,
    translationTexts: texts,
    skus: skus.map((s) => ({
      id: s.id,
      attributes: s.attributes,
      price: s.price === null ? null : toDb(s.price),
      stock: s.stock,
      imgUrl: s.imgUrl,
    })),
    createTime: formatDateTime(good.createdAt),
  };
}

function columnsFrom(input: GoodsSaveParams, categoryId: string, now: Date) {
  return {
    categoryId,
    systemPrice: toDb(input.systemPrice),
    unit: input.unit ?? null,
    buyMin: input.buyMin,
    freightType: input.freightType,
    // Free freight (type 1) carries no amount, whatever the form still held.
    freightAmount: input.freightType === 1 ? '0.00' : toDb(input.freightAmount),
    // Absent (an older client): a new good takes the column's 0, a saved one keeps its weight.
    ...(input.weightKg === undefined ? {} : { weightKg: toDb(input.weightKg, 3) }),
    goodsTax: toDb(input.goodsTax),
    stock: input.lastAmount,
    isShelf: input.isShelf,
    isRefund: input.isRefund,
    goodsSort: input.goodsSort,
    images: input.images,
    updatedAt: now,
  };
}

async function writeTexts(tx: DbOrTx, goodsId: string, translations: GoodsSaveParams['translations']) {
  // The editor sends names and descriptions; each language's unit word ("Stück") is kept as it was.
  const units = new Map(
    (
      await tx
        .delete(systemGoodsI18n)
        .where(eq(systemGoodsI18n.goodsId, goodsId))
        .returning({ lang: systemGoodsI18n.lang, unit: systemGoodsI18n.unit })
    ).map((r) => [r.lang, r.unit]),
  );
  const rows = LANGUAGES.flatMap((lang) => {
    const text = translations[lang];
    // A language without a name is "not translated": the storefront falls back to English.
    return text && text.name
      ? [{ goodsId, lang, name: text.name, des: text.des || null, unit: units.get(lang) ?? null }]
      : [];
  });
  await tx.insert(systemGoodsI18n).values(rows);
}

async function writeSkus(tx: DbOrTx, goodsId: string, skus: GoodsSaveParams['skus']) {
  const existing = await tx
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, goodsId));
  const known = new Set(existing.map((s) => s.id));
  const kept = new Set<string>();
  for (const [index, sku] of skus.entries()) {
    const values = {
      attributes: sku.attributes,
      price: sku.price === undefined ? null : toDb(sku.price),
      stock: sku.stock,
      imgUrl: sku.imgUrl ?? null,
      sort: index,
    };
    if (sku.id && known.has(sku.id)) {
      kept.add(sku.id);
      await tx.update(goodsSkus).set(values).where(eq(goodsSkus.id, sku.id));
    } else {
      // An id this good does not own is a new SKU, never someone else's row.
      await tx.insert(goodsSkus).values({ goodsId, ...values });
    }
  }
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length) await tx.delete(goodsSkus).where(inArray(goodsSkus.id, removed));
}

/** Writes a saved good's translations and SKUs, and records the save (`before`: null when new). */
async function writeContents(
  tx: DbOrTx,
  goodsId: string,
  input: GoodsSaveParams,
  audit: AuditContext,
  action: 'catalog.goods.create' | 'catalog.goods.update',
  before: AdminGoodsVo | null,
) {
  await writeTexts(tx, goodsId, input.translations);
  await writeSkus(tx, goodsId, input.skus);
  await recordAudit(tx, audit, {
    action,
    targetType: 'system_goods',
    targetId: goodsId,
    before,
    after: input,
  });
}

/** Creates a system good with its translations and SKUs; audited. */
export async function createGoods(
  db: Db,
  lang: Language,
  input: GoodsSaveParams,
  audit: AuditContext,
): Promise<AdminGoodsVo> {
  const id = await db.transaction(async (tx) => {
    const categoryId = await resolveFiling(tx, input.categoryId, input.secondaryCategoryId);
    const [good] = await tx
      .insert(systemGoods)
      .values({ ...columnsFrom(input, categoryId, audit.now), createdAt: audit.now })
      .returning({ id: systemGoods.id });
    if (!good) throw new Error('system good not created');
    await writeContents(tx, good.id, input, audit, 'catalog.goods.create', null);
    return good.id;
  });
  return getGoods(db, lang, id);
}

/** Replaces a system good's fields, translations and SKUs; audited with the record before. */
export async function updateGoods(
  db: Db,
  lang: Language,
  input: GoodsSaveParams & { id: string },
  audit: AuditContext,
): Promise<AdminGoodsVo> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(systemGoods).where(eq(systemGoods.id, input.id)).for('update');
    if (!locked) throw new AppError('CATALOG_GOODS_NOT_FOUND');
    const before = await getGoods(tx, lang, input.id);
    const categoryId = await resolveFiling(tx, input.categoryId, input.secondaryCategoryId);
    await tx
      .update(systemGoods)
      .set(columnsFrom(input, categoryId, audit.now))
      .where(eq(systemGoods.id, input.id));
    await writeContents(tx, input.id, input, audit, 'catalog.goods.update', before);
  });
  return getGoods(db, lang, input.id);
}

/** Puts a good on or off the shelf; off the shelf it leaves every storefront list at once. */
export async function setGoodsShelf(
  db: Db,
  lang: Language,
  input: { id: string; isShelf: number },
  audit: AuditContext,
): Promise<AdminGoodsVo> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isShelf: systemGoods.isShelf })
      .from(systemGoods)
      .where(eq(systemGoods.id, input.id))
      .for('update');
    if (!before) throw new AppError('CATALOG_GOODS_NOT_FOUND');
    if (before.isShelf === input.isShelf) throw new AppError('ADMIN_STATE_UNCHANGED');
    await tx
      .update(systemGoods)
      .set({ isShelf: input.isShelf, updatedAt: audit.now })
      .where(eq(systemGoods.id, input.id));
    await recordAudit(tx, audit, {
      action: 'catalog.goods.shelf',
      targetType: 'system_goods',
      targetId: input.id,
      before,
      after: { isShelf: input.isShelf },
    });
  });
  return getGoods(db, lang, input.id);
}
