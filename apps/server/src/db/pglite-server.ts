import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteServer {
  /** A postgres:// URL for node-postgres. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (a file data directory, or in memory when dataDir is undefined) with pg_trgm and
 * serves it over the Postgres wire protocol on 127.0.0.1 (port 0 picks a free one).
 */
export async function startPgliteServer(dataDir: string | undefined, port = 0): Promise<PgliteServer> {
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  // PGlite (WASM) spends ~13 ms planning an 8-table storefront query and 0.5 ms running it. With
  // joins planned in the order written (our queries lead with the table whose index serves the
  // sort) planning takes under 1 ms. PGlite is a single backend session shared by every socket
  // connection, so this is set once here.
  await db.exec('SET join_collapse_limit = 1');
  // node-postgres drops a connection after a failed query and opens a new one at once, while the
  // old socket is still closing; a second slot lets the new one in. The pool itself holds only one
  // connection, so statements never interleave.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 2 });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres@${conn}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
