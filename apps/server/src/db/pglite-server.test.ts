import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { startPgliteServer, type PgliteServer } from './pglite-server.js';

let server: PgliteServer;
let database: Database;

beforeAll(async () => {
  server = await startPgliteServer(undefined);
  database = openDatabase(server.url, { embedded: true });
});

afterAll(async () => {
  await database.close();
  await server.stop();
});

describe('embedded PGlite over the wire protocol', () => {
  it('keeps serving after a failed statement (the pool replaces its connection)', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(database.pool.query('select 1/0')).rejects.toThrow(/division by zero/);
      expect((await database.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    }
  });

  it('plans joins in the order written and has pg_trgm', async () => {
    expect((await database.pool.query('show join_collapse_limit')).rows).toEqual([
      { join_collapse_limit: '1' },
    ]);
    await database.pool.query('create extension if not exists pg_trgm');
    const { rows } = await database.pool.query(`select similarity('caravan', 'caravans') > 0.5 as close`);
    expect(rows).toEqual([{ close: true }]);
  });
});
