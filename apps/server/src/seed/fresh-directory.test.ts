import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/test-db.js';
import { openDatabase } from '../db/client.js';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { meta, sellers, systemGoods } from '../db/schema/index.js';
import { isFreshDataDir, prepareDataDir, seedFreshDataDir } from './fresh-directory.js';

const made: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'caravan-fresh-'));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// The embedded database's own start path (npm start on a fresh clone); on PostgreSQL nothing forks.
describe.runIf(!onPostgres())('a fresh embedded data directory', () => {
  it('is created, migrated and seeded by a process of its own, then opens as on any later start', async () => {
    const dir = tempDir();
    expect(isFreshDataDir(dir)).toBe(true);

    // As `npm start` prepares it before the server (src/prepare.ts), and the server on its own.
    expect(await prepareDataDir({ seedDemo: true, databaseUrl: undefined, dataDir: dir })).toBe(true);

    expect(isFreshDataDir(dir)).toBe(false);
    // Prepared already: the next start seeds nothing apart.
    expect(await prepareDataDir({ seedDemo: true, databaseUrl: undefined, dataDir: dir })).toBe(false);
    // The process let the database go: this one opens it, seeded, with every picture on disk.
    const embedded = await startEmbeddedDatabase(dir);
    const database = openDatabase(embedded.url, { embedded: true });
    try {
      const [seed] = await database.db.select().from(meta).where(eq(meta.key, 'demo_seed'));
      expect(seed).toBeDefined();
      const [goods] = await database.db.select({ n: count() }).from(systemGoods);
      expect(goods?.n).toBeGreaterThanOrEqual(300);
      const [shops] = await database.db.select({ n: count() }).from(sellers);
      expect(shops?.n).toBeGreaterThan(0);
      const images = (await database.db.select({ images: systemGoods.images }).from(systemGoods)).flatMap(
        (g) => g.images,
      );
      const files = new Set(readdirSync(join(dir, 'uploads', 'catalog')));
      const missing = images.filter((url) => !files.has(url.split('/').pop() ?? ''));
      expect(missing).toEqual([]);
    } finally {
      await database.close();
      await embedded.stop();
    }
  }, 240_000);

  it('is left alone where no seed is wanted or the database is not embedded', async () => {
    const dir = tempDir();
    expect(await prepareDataDir({ seedDemo: false, databaseUrl: undefined, dataDir: dir })).toBe(false);
    const url = 'postgres://nobody@127.0.0.1:1/none';
    expect(await prepareDataDir({ seedDemo: true, databaseUrl: url, dataDir: dir })).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reports a seed that fails with its exit code, and leaves the server to stop', async () => {
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, '');
    expect(isFreshDataDir(file)).toBe(true);
    await expect(seedFreshDataDir(file)).rejects.toThrow(/The demo seed failed \(exit code 1\)/);
    expect(existsSync(join(file, 'pglite'))).toBe(false);
  }, 60_000);
});
