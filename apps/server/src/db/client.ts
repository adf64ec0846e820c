import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** A transaction handle; services take `{ tx }` so one command can span several repositories. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// numeric arrives as a string (no float rounding); bigint (int8) as a JS number: epoch-ms columns
// fit in 2^53, and counts never get near it.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Each database handle's handle for kept statements (see keptPlansDb), where it has one of its own. */
const keptPlans = new WeakMap<DbOrTx, Db>();

/**
 * The handle a statement kept per database or per shape (db/prepared.ts) runs on: on PostgreSQL, a
 * pool of its own whose connections use each statement's generic plan from its first execution
 * (plan_cache_mode=force_generic_plan), so the catalogue's pages, totals and product rows are not
 * planned again for every request. PostgreSQL would keep a generic plan by itself only once it
 * costs no more than the custom ones, and a page's generic plan, not knowing its LIMIT, is costed
 * for a tenth of the listings; planning a page anew took as long as walking it (issue 23, ADR 024).
 * The statements built per request (searches, whose best plan depends on how many goods a keyword
 * names) stay on the main pool and are planned for their values. A transaction, and the embedded
 * database's one connection, run everything themselves.
 */
export function keptPlansDb(db: DbOrTx): DbOrTx {
  return keptPlans.get(db) ?? db;
}

/** Whether `db` has a pool of its own for kept statements (PostgreSQL, outside a transaction). */
export function keepsPlans(db: DbOrTx): boolean {
  return keptPlans.has(db);
}

export interface OpenOptions {
  /** Embedded PGlite: exactly one connection (it runs one statement at a time). */
  embedded?: boolean;
  maxConnections?: number;
}

/**
 * Opens the one driver path for both modes (DESIGN.md §2): node-postgres, to PostgreSQL or to the
 * embedded PGlite's socket.
 */
export function openDatabase(connectionString: string, options: OpenOptions = {}): Database {
  const embedded = options.embedded ?? false;
  const max = embedded ? 1 : (options.maxConnections ?? 10);
  const pool = newPool(connectionString, max);
  const db = drizzle(pool, { schema });
  if (embedded) return { db, pool, close: () => pool.end() };
  // Connections are opened as the pool needs them: an instance that serves no catalogue page
  // opens none here.
  const kept = newPool(connectionString, max, '-c plan_cache_mode=force_generic_plan');
  keptPlans.set(db, drizzle(kept, { schema }));
  return { db, pool, close: () => Promise.all([pool.end(), kept.end()]).then(() => undefined) };
}

function newPool(connectionString: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 0, ...(options ? { options } : {}) });
  // An idle client's socket error must not crash the process; the pool replaces the client.
  pool.on('error', () => undefined);
  return pool;
}
