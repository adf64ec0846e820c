import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { startEmbeddedDatabase } from './embedded.js';
import { startPgliteServer, type PgliteServer } from './pglite-server.js';

let server: PgliteServer;
let database: Database;

beforeAll(async () => {
  server = await startPgliteServer(undefined);
  database = openDatabase(server.url, { embedded: true });
  await database.pool.query('create table probe (id int primary key)');
});

afterAll(async () => {
  await database.close();
  await server.stop();
});

/** The rows of one query through a pool of its own on `url`, closed afterwards. */
async function rowsAt(url: string, sql: string, params: unknown[] = []): Promise<unknown[]> {
  const own = openDatabase(url, { embedded: true });
  try {
    return (await own.pool.query(sql, params)).rows;
  } finally {
    await own.close();
  }
}

/** Runs `work` on the pool's connection, then destroys that connection as a failure would. */
async function onDroppedConnection(work: (client: pg.PoolClient) => Promise<unknown>): Promise<void> {
  const client = await database.pool.connect();
  try {
    await work(client);
  } finally {
    client.release(new Error('dropped by the test'));
  }
}

/** What the next connection's session looks like. */
async function sessionState() {
  const { rows } = await database.pool.query<{
    prepared: number;
    inTransaction: boolean;
    searchPath: string;
    statementTimeout: string;
    joinCollapse: string;
    advisoryLocks: number;
    tempTables: number;
  }>(`select
      (select count(*)::int from pg_prepared_statements where not from_sql or name = 'leftover') as "prepared",
      now() <> statement_timestamp() as "inTransaction",
      current_setting('search_path') as "searchPath",
      current_setting('statement_timeout') as "statementTimeout",
      current_setting('join_collapse_limit') as "joinCollapse",
      (select count(*)::int from pg_locks where locktype = 'advisory') as "advisoryLocks",
      (select count(*)::int from pg_class where relpersistence = 't') as "tempTables"`);
  return rows[0];
}

const CLEAN = {
  prepared: 0,
  inTransaction: false,
  searchPath: 'public',
  statementTimeout: '0',
  joinCollapse: '1',
  advisoryLocks: 0,
  tempTables: 0,
};

describe('embedded PGlite over the wire protocol', () => {
  it('plans joins in the order written and has pg_trgm', async () => {
    expect((await database.pool.query('show join_collapse_limit')).rows).toEqual([
      { join_collapse_limit: '1' },
    ]);
    await database.pool.query('create extension if not exists pg_trgm');
    const { rows } = await database.pool.query(`select similarity('caravan', 'caravans') > 0.5 as close`);
    expect(rows).toEqual([{ close: true }]);
  });

  it('prepares a named statement again after a failed query replaced the connection (issue 14)', async () => {
    const named = { name: 'caravan_probe', text: 'select $1::int + 1 as n', values: [1] };
    for (let i = 0; i < 3; i++) {
      expect((await database.pool.query(named)).rows).toEqual([{ n: 2 }]);
      // node-postgres drops a connection after any failed pool.query; a NUL in a bound parameter is
      // the failure that broke the catalogue for good.
      await expect(
        database.pool.query({ name: 'caravan_nul', text: 'select $1::text', values: ['a\u0000b'] }),
      ).rejects.toThrow(/0x00/);
      await expect(database.pool.query('select 1/0')).rejects.toThrow(/division by zero/);
    }
    expect((await database.pool.query(named)).rows).toEqual([{ n: 2 }]);
  });

  it('rolls back a transaction whose client disconnected in the middle of it', async () => {
    await onDroppedConnection(async (client) => {
      await client.query('begin');
      await client.query('insert into probe values (1)');
      await client.query('select * from probe where id = 1 for update');
    });
    expect(await sessionState()).toEqual(CLEAN);
    expect((await database.pool.query('select count(*)::int as n from probe')).rows).toEqual([{ n: 0 }]);
    await database.pool.query('insert into probe values (1)');
    expect((await database.pool.query('select count(*)::int as n from probe')).rows).toEqual([{ n: 1 }]);
  });

  it('clears a failed (aborted) transaction left open', async () => {
    await onDroppedConnection(async (client) => {
      await client.query('begin');
      await client.query('select 1/0').catch(() => undefined);
    });
    expect(await sessionState()).toEqual(CLEAN);
  });

  it('resets settings, prepared statements, temporary tables and advisory locks for the next connection', async () => {
    await onDroppedConnection(async (client) => {
      await client.query('set search_path = nowhere');
      await client.query('set statement_timeout = 1234');
      await client.query('set join_collapse_limit = 8');
      await client.query('prepare leftover as select 1');
      await client.query({ name: 'caravan_left', text: 'select 2' });
      await client.query('create temporary table scratch (n int)');
      await client.query('select pg_advisory_lock(42)');
    });
    expect(await sessionState()).toEqual(CLEAN);
  });

  it('recovers from a client-side query timeout, and answers the next query with its own result', async () => {
    await expect(
      database.pool.query({ text: 'select pg_sleep(0.3), 1 as late', query_timeout: 30 } as pg.QueryConfig),
    ).rejects.toThrow(/timeout/i);
    expect((await database.pool.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect(await sessionState()).toEqual(CLEAN);
  });

  it('survives a cancel request (PGlite cannot interrupt a statement; it runs to its end)', async () => {
    const client = await database.pool.connect();
    const running = client.query('select pg_sleep(0.2), 3 as n');
    const canceller = new pg.Client(server.url) as pg.Client & {
      cancel(client: pg.PoolClient, query: unknown): void;
    };
    // The cancelling connection is closed by the server once its request is read.
    canceller.on('error', () => undefined);
    canceller.cancel(client, running);
    await running.catch(() => undefined);
    client.release();
    expect((await database.pool.query('select 4 as n')).rows).toEqual([{ n: 4 }]);
  });

  it('finishes an extended-protocol exchange left without its Sync', async () => {
    // A raw client: startup, then a Parse that fails, then gone before sending Sync. The backend
    // ignores everything until a Sync; the next connection must not inherit that.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      socket.on('error', reject);
      socket.on('connect', () => {
        const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
        const startup = Buffer.alloc(8);
        startup.writeInt32BE(8 + params.length, 0);
        startup.writeInt32BE(196_608, 4);
        socket.write(Buffer.concat([startup, params]));
        const body = Buffer.from('\0select from nowhere_at_all\0\0\0');
        const parse = Buffer.alloc(5);
        parse.write('P', 0, 'latin1');
        parse.writeInt32BE(4 + body.length, 1);
        socket.write(Buffer.concat([parse, body]));
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
    });
    await database.pool.query('select 1').catch(() => undefined);
    expect((await database.pool.query('select 5 as n')).rows).toEqual([{ n: 5 }]);
    expect(await sessionState()).toEqual(CLEAN);
  });

  it('lets a second connection wait for the first to close instead of refusing it', async () => {
    const first = await database.pool.connect();
    await first.query('set search_path = elsewhere');
    const second = new pg.Client(server.url);
    const connecting = second.connect();
    await new Promise((r) => setTimeout(r, 100));
    first.release(new Error('dropped by the test'));
    await connecting;
    expect((await second.query(`select current_setting('search_path') as p`)).rows).toEqual([
      { p: 'public' },
    ]);
    await second.end();
    expect((await database.pool.query('select 6 as n')).rows).toEqual([{ n: 6 }]);
  });

  it('answers a query in one write, not a write per reply message', async () => {
    const port = Number(new URL(server.url).port);
    const client = await database.pool.connect();
    // The backend's writes to this connection: its socket is the one whose local port is the server's.
    let writes = 0;
    const proto = Socket.prototype as unknown as Record<
      '_write' | '_writev',
      (...args: unknown[]) => unknown
    >;
    const original = { write: proto._write, writev: proto._writev };
    const counted = (fn: (...args: unknown[]) => unknown) =>
      function (this: Socket, ...args: unknown[]) {
        if (this.localPort === port) writes += 1;
        return fn.apply(this, args);
      };
    proto._write = counted(original.write);
    proto._writev = counted(original.writev);
    try {
      // An extended-protocol query: Parse, Bind, Describe, Execute and Sync, each answered by PGlite.
      const { rows } = await client.query('select n, n * 2 as twice from generate_series(1, $1::int) n', [3]);
      expect(rows).toHaveLength(3);
    } finally {
      proto._write = original.write;
      proto._writev = original.writev;
      client.release();
    }
    expect(writes).toBe(1);
  });

  it('serves a Unix socket in a directory of its own, where the marketplace reaches it', async () => {
    const socketDir = mkdtempSync(join(tmpdir(), 'caravan-db-test-'));
    const onSocket = await startPgliteServer(undefined, { socketDir });
    try {
      expect(new URL(onSocket.url).hostname).toBe(encodeURIComponent(socketDir));
      expect(statSync(join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
      // mkdtemp's directory: only its owner may enter it, so no other local user can connect.
      expect(statSync(socketDir).mode & 0o777).toBe(0o700);
      expect(await rowsAt(onSocket.url, 'select $1::int + 1 as n', [41])).toEqual([{ n: 42 }]);
    } finally {
      await onSocket.stop();
      rmSync(socketDir, { recursive: true, force: true });
    }
  });

  it('runs embedded on its worker thread behind a socket, and removes the socket on stop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caravan-embedded-test-'));
    const embedded = await startEmbeddedDatabase(dataDir);
    const socketDir = decodeURIComponent(new URL(embedded.url).hostname);
    try {
      expect(socketDir.startsWith(join(tmpdir(), 'caravan-db-'))).toBe(true);
      expect(await rowsAt(embedded.url, 'select 7 as n')).toEqual([{ n: 7 }]);
    } finally {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(existsSync(socketDir)).toBe(false);
  });
});
