import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, keptPlansDb, type Database } from './client.js';
import { runMigrations } from './migrate.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { listGoods, readContext } from '../modules/catalog/catalog.service.js';
import { createCategory, createSeller, createSellerGood, createSystemGood } from '../../test/factories.js';
import { onPostgres } from '../../test/test-db.js';

// ADR 024: on PostgreSQL the catalogue's kept statements (a list shape's page and total, the rows of
// a page) run on a pool of their own whose connections plan each statement once and keep that
// plan; searches, built per request, stay on the main pool and are planned for their values. One
// connection per pool here, so that each pool's session can be read back.

describe.runIf(onPostgres())('kept plans for the catalogue (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let categoryId = '';
  const deps = { clock: { now: () => new Date() }, listCounts: new TtlCache<number>(0) };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'caravan_kept');
    database = openDatabase(scratch.url, { maxConnections: 1 });
    await runMigrations(database.db);
    const category = await createCategory(database.db, { name: { en: 'Lamps' } });
    categoryId = category.id;
    const shop = await createSeller(database.db);
    const good = await createSystemGood(database.db, { categoryId, name: 'Desk lamp' });
    // Dearest first, so that the price order is not the order they were written in.
    for (const price of ['30.00', '20.00', '10.00']) {
      await createSellerGood(database.db, { sellerId: shop.id, goodsId: good.id, sellingPrice: price });
    }
  });

  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  /** The prepared statements of a handle's (only) connection and the plans they have run on. */
  async function prepared(on: typeof database.db) {
    const { rows } = await on.execute<{ name: string; generic: number; custom: number }>(
      sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements`,
    );
    return new Map(rows.map((r) => [r.name, r]));
  }

  it('reads a list page and its rows in one statement, and its total in another, each planned once on the kept pool', async () => {
    const kept = keptPlansDb(database.db) as typeof database.db;
    expect(kept).not.toBe(database.db);
    const mode = async (on: typeof database.db) =>
      (await on.execute<{ plan_cache_mode: string }>(sql`show plan_cache_mode`)).rows[0]?.plan_cache_mode;
    expect(await mode(kept)).toBe('force_generic_plan');
    expect(await mode(database.db)).toBe('auto');

    const prices: (number | undefined)[] = [];
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const page = await listGoods(
        database.db,
        { categoryId },
        { by: 'price', direction: 'asc' },
        { pageNum, pageSize: 1 },
        readContext(deps, 'en'),
      );
      expect(page.pageList).toHaveLength(1);
      expect(page.pageInfo.totalElements).toBe(3);
      prices.push(page.pageList[0]?.sellingPrice);
    }
    expect(prices).toEqual([10, 20, 30]);
    const statements = await prepared(kept);
    for (const name of ['caravan_rows_c_price_asc', 'caravan_categories_c']) {
      // Three executions, each on the plan made at the first: none planned for its values.
      expect(statements.get(name), name).toEqual({ name, generic: 3, custom: 0 });
    }
    // The page's ids were not fetched on their own, nor its rows by those ids.
    expect(
      [...statements.keys()].filter((n) => n.startsWith('caravan_page') || n === 'caravan_goods_rows'),
    ).toEqual([]);
    expect([...(await prepared(database.db)).keys()].filter((n) => n.startsWith('caravan_'))).toEqual([]);
  });

  it('leaves a search on the main pool, planned for its keyword', async () => {
    const page = await listGoods(
      database.db,
      { keyword: { text: 'lamp', lang: 'en' } },
      { by: 'default' },
      { pageNum: 1, pageSize: 10 },
      readContext(deps, 'en'),
    );
    expect(page.pageInfo.totalElements).toBe(3);
    const main = await prepared(database.db);
    const match = [...main.values()].find((s) => s.name.startsWith('caravan_match_'));
    expect(match).toMatchObject({ generic: 0, custom: 1 });
    expect([...(await prepared(keptPlansDb(database.db) as typeof database.db)).keys()]).not.toContain(
      match?.name,
    );
  });
});
