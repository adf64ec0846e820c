import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import { readPage } from '../../lib/paging.js';
import type { CategoryRow } from './catalog.presenter.js';

function columns(lang: string) {
  return {
    id: categories.id,
    parentId: categories.parentId,
    name: sql<string>`coalesce(${categories.name}->>${lang}, ${categories.name}->>'en', '')`,
    des: sql<string | null>`coalesce(${categories.des}->>${lang}, ${categories.des}->>'en')`,
    sort: categories.sort,
    iconImg: categories.iconImg,
  };
}

export async function listAllCategories(
  db: DbOrTx,
  lang: string,
  includeHidden: boolean,
): Promise<CategoryRow[]> {
  return db
    .select(columns(lang))
    .from(categories)
    .where(includeHidden ? undefined : eq(categories.isHidden, 0))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export async function listTopCategories(
  db: DbOrTx,
  lang: string,
  page: { limit: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = sql`${isNull(categories.parentId)} and ${eq(categories.isHidden, 0)}`;
  return readPage(
    db.select(columns(lang)).from(categories).where(where).orderBy(asc(categories.sort), asc(categories.id)),
    page,
    db.$count(categories, where),
  );
}
