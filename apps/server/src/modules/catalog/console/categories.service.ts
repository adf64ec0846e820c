import {
  type AdminCategoryNodeVo,
  type AdminCategoryVo,
  type CategorySaveParams,
  type Language,
  textsByLanguage,
  translationStatus,
} from '@caravan/contract';
import type { z } from 'zod';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { categories, systemGoods } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';

type CategoryInput = z.infer<typeof CategorySaveParams>;
type CategoryRow = typeof categories.$inferSelect;

/** Drops blank translations so that "not translated" is an absent key, not ''. */
function compact(map: Partial<Record<Language, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).filter(([, v]) => typeof v === 'string' && v !== ''));
}

function present(row: CategoryRow, goodsCount: number): AdminCategoryVo {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    des: row.des ?? {},
    iconImg: row.iconImg,
    sort: row.sort,
    isHidden: row.isHidden,
    goodsCount,
    translations: translationStatus(textsByLanguage({ name: row.name, des: row.des })),
  };
}

async function goodsCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: systemGoods.categoryId, n: sql<number>`count(*)::int` })
    .from(systemGoods)
    .groupBy(systemGoods.categoryId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The whole two-level tree, hidden categories included, in the storefront's order. */
export async function categoryTree(db: DbOrTx): Promise<AdminCategoryNodeVo[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.createdAt), asc(categories.id)),
    goodsCounts(db),
  ]);
  const vo = (row: CategoryRow) => present(row, counts.get(row.id) ?? 0);
  return rows
    .filter((r) => r.parentId === null)
    .map((top) => ({ ...vo(top), subList: rows.filter((r) => r.parentId === top.id).map(vo) }));
}

async function findCategory(db: DbOrTx, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('CATALOG_CATEGORY_NOT_FOUND');
  return row;
}

/**
 * The category a good is filed under: the subcategory when one is given (it must belong to the
 * top category), else the category itself.
 */
export async function resolveFiling(
  db: DbOrTx,
  categoryId: string,
  secondaryId: string | undefined,
): Promise<string> {
  const top = await findCategory(db, categoryId);
  if (!secondaryId) return top.id;
  const sub = await findCategory(db, secondaryId);
  if (sub.parentId !== top.id) throw new AppError('CATALOG_ADMIN_SUBCATEGORY_MISMATCH');
  return sub.id;
}

async function checkParent(db: DbOrTx, parentId: string | undefined, selfId?: string): Promise<void> {
  if (!parentId) return;
  const parentRow = await findCategory(db, parentId);
  // Two levels only: the parent must be top-level and not the category itself.
  if (parentRow.parentId !== null || parentRow.id === selfId)
    throw new AppError('CATALOG_ADMIN_CATEGORY_DEPTH');
  if (selfId) {
    const [child] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, selfId))
      .limit(1);
    if (child) throw new AppError('CATALOG_ADMIN_CATEGORY_DEPTH');
  }
}

function columnsFrom(input: CategoryInput) {
  return {
    parentId: input.parentId ?? null,
    name: compact(input.name),
    des: compact(input.des),
    iconImg: input.iconImg ?? null,
    sort: input.sort,
    isHidden: input.isHidden,
  };
}

async function presentOne(db: DbOrTx, id: string): Promise<AdminCategoryVo> {
  const row = await findCategory(db, id);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(systemGoods)
    .where(eq(systemGoods.categoryId, id));
  return present(row, count?.n ?? 0);
}

/** Creates a category (top level, or under a top-level one); audited. */
export async function createCategory(
  db: Db,
  input: CategoryInput,
  audit: AuditContext,
): Promise<AdminCategoryVo> {
  return db.transaction(async (tx) => {
    await checkParent(tx, input.parentId);
    const [row] = await tx
      .insert(categories)
      .values({ ...columnsFrom(input), createdAt: audit.now })
      .returning();
    if (!row) throw new Error('category not created');
    await recordAudit(tx, audit, {
      action: 'catalog.category.create',
      targetType: 'category',
      targetId: row.id,
      before: null,
      after: columnsFrom(input),
    });
    return present(row, 0);
  });
}

/** Changes a category's names, icon, order, visibility or parent; audited. */
export async function updateCategory(
  db: Db,
  input: CategoryInput & { id: string },
  audit: AuditContext,
): Promise<AdminCategoryVo> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!before) throw new AppError('CATALOG_CATEGORY_NOT_FOUND');
    await checkParent(tx, input.parentId, input.id);
    await tx.update(categories).set(columnsFrom(input)).where(eq(categories.id, input.id));
    await recordAudit(tx, audit, {
      action: 'catalog.category.update',
      targetType: 'category',
      targetId: input.id,
      before,
      after: columnsFrom(input),
    });
    return presentOne(tx, input.id);
  });
}

/** Deletes an empty category; one with goods or subcategories is refused with the counts. */
export async function deleteCategory(db: Db, id: string, audit: AuditContext): Promise<null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new AppError('CATALOG_CATEGORY_NOT_FOUND');
    const [[goods], [children]] = await Promise.all([
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(systemGoods)
        .where(eq(systemGoods.categoryId, id)),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(categories)
        .where(eq(categories.parentId, id)),
    ]);
    if ((goods?.n ?? 0) > 0 || (children?.n ?? 0) > 0)
      throw new AppError('CATALOG_ADMIN_CATEGORY_IN_USE', {
        goods: goods?.n ?? 0,
        children: children?.n ?? 0,
      });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, audit, {
      action: 'catalog.category.delete',
      targetType: 'category',
      targetId: id,
      before,
      after: null,
    });
    return null;
  });
}
