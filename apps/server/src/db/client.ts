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
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 0 });
  // An idle client's socket error must not crash the process; the pool replaces the client.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
