import { constants } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface PgliteServer {
  /** A postgres:// URL for node-postgres. */
  url: string;
  /**
   * Copies the data directory to `dest` between two statements, none running meanwhile: every
   * commit's WAL is written by then, so the copy is what a crash at that moment would leave, and
   * opening it recovers exactly the transactions committed before it (ADR 020).
   */
  snapshot(dest: string): Promise<void>;
  /** The data directory as a tar (what `loadDataDir` takes), checkpointed, between two statements. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

// Requests that precede a StartupMessage: an int32 length, then one of these codes (no type byte).
const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
const TERMINATE = 0x58; // 'X'
/** A protocol message: its type byte, its length (itself included), its body. */
function frame(type: 'E' | 'Q' | 'S', body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
/** Sync: ends an extended-protocol exchange; after an error the backend ignores all until one. */
const SYNC = frame('S', Buffer.alloc(0));
/** How long a second connection may wait for the one that holds the session before it is refused. */
const WAIT_LIMIT_MS = 60_000;

/**
 * Session settings every connection starts with. PGlite (WASM) spends ~13 ms planning an 8-table
 * storefront query and 0.5 ms running it; with joins planned in the order written (our queries lead
 * with the table whose index serves the sort) planning takes under 1 ms.
 */
const SESSION_SETTINGS = 'SET join_collapse_limit = 1';

/**
 * PGlite is one backend session. Whatever the last connection left in it (an open or failed
 * transaction, a half-finished extended-protocol exchange, prepared statements, portals, changed
 * settings, temporary tables, advisory locks) is cleared before the next connection gets it: a new
 * node-postgres connection knows none of its predecessor's prepared statements, and re-preparing one
 * by name in the old session fails ("prepared statement … already exists") for good (ADR 002).
 */
async function resetSession(db: PGlite): Promise<void> {
  await db.execProtocolRawStream(SYNC, { onRawData: () => undefined });
  // ROLLBACK outside a transaction is only a warning; DISCARD ALL refuses to run inside one.
  for (const statement of ['ROLLBACK', 'DISCARD ALL', SESSION_SETTINGS]) await simpleQuery(db, statement);
}

/**
 * Runs one statement as a simple Query message and fails on an ErrorResponse. (PGlite's own
 * exec() would send its output to the last connection's socket: the raw-data sink it keeps.)
 */
async function simpleQuery(db: PGlite, statement: string): Promise<void> {
  const message = frame('Q', Buffer.from(`${statement}\0`, 'utf8'));
  const replies: Buffer[] = [];
  await db.execProtocolRawStream(message, { onRawData: (bytes) => replies.push(Buffer.from(bytes)) });
  const reply = Buffer.concat(replies);
  for (let at = 0; at + 5 <= reply.length; at += 1 + reply.readInt32BE(at + 1)) {
    if (reply[at] === 0x45) throw new Error(`embedded database: "${statement}" failed`);
  }
}

/** A FATAL ErrorResponse, for a connection that is refused before it starts. */
function fatal(sqlState: string, message: string): Buffer {
  return frame('E', Buffer.from(`SFATAL\0VFATAL\0C${sqlState}\0M${message}\0\0`, 'utf8'));
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  /** The StartupMessage, once it has arrived; the connection then waits for the session. */
  startup: Buffer | undefined;
  readonly messages: Buffer[] = [];
  owner = false;
  closed = false;
  pumping = false;
  waitTimer: NodeJS.Timeout | undefined;

  constructor(readonly socket: Socket) {}

  /** Appends bytes; returns the complete messages they finish, in order. */
  take(data: Buffer): Buffer[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    const complete: Buffer[] = [];
    for (;;) {
      // Before the StartupMessage, messages have no type byte: the length comes first.
      const typed = this.startup !== undefined;
      const headerLength = typed ? 5 : 4;
      if (this.buffer.length < headerLength) break;
      const length = (typed ? 1 : 0) + this.buffer.readInt32BE(typed ? 1 : 0);
      if (length < headerLength || this.buffer.length < length) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (typed) {
        complete.push(message);
        continue;
      }
      const code = message.length >= 8 ? message.readInt32BE(4) : 0;
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) this.socket.write('N');
      else if (code === PROTOCOL_3) {
        this.startup = message;
      } else {
        // A CancelRequest (PGlite runs one statement at a time, synchronously: by the time this is
        // read the statement has finished, so there is nothing to cancel) or an unknown request.
        if (code !== CANCEL_REQUEST) this.socket.write(fatal('08P01', 'unsupported request'));
        this.socket.end();
        this.buffer = Buffer.alloc(0);
        break;
      }
    }
    return complete;
  }
}

/**
 * Serves PGlite over the Postgres wire protocol to one connection at a time. A connection that
 * arrives while another holds the session (node-postgres replaces a connection after a failed
 * query and connects again before the old socket has closed) waits until that one closes; the
 * session is then reset and handed over. Every statement of every connection runs one after
 * another on the backend.
 */
class SessionServer {
  private owner: Connection | undefined;
  private readonly waiting: Connection[] = [];
  private readonly connections = new Set<Connection>();
  /** Every use of the backend, in order: statements, resets. */
  private backend: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: PGlite) {}

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.backend.then(work);
    this.backend = run.catch(() => undefined);
    return run;
  }

  accept(socket: Socket): void {
    socket.setNoDelay(true);
    const conn = new Connection(socket);
    this.connections.add(conn);
    socket.on('data', (data: Buffer) => {
      const hadStartup = conn.startup !== undefined;
      const messages = conn.take(data);
      if (!hadStartup && conn.startup !== undefined) this.enqueue(conn);
      conn.messages.push(...messages);
      void this.pump(conn);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.release(conn));
  }

  private enqueue(conn: Connection): void {
    this.waiting.push(conn);
    conn.waitTimer = setTimeout(() => {
      if (conn.owner || conn.closed) return;
      conn.socket.end(
        fatal('53300', 'the embedded database serves one connection at a time; another one holds it'),
      );
    }, WAIT_LIMIT_MS);
    conn.waitTimer.unref();
    this.handOver();
  }

  private release(conn: Connection): void {
    conn.closed = true;
    clearTimeout(conn.waitTimer);
    this.connections.delete(conn);
    const index = this.waiting.indexOf(conn);
    if (index >= 0) this.waiting.splice(index, 1);
    if (this.owner === conn) {
      this.owner = undefined;
      this.handOver();
    }
  }

  private handOver(): void {
    if (this.owner) return;
    const next = this.waiting.shift();
    if (!next) return;
    clearTimeout(next.waitTimer);
    this.owner = next;
    void this.serial(() => resetSession(this.db))
      .then(() => {
        next.owner = true;
        if (next.startup) next.messages.unshift(next.startup);
        return this.pump(next);
      })
      .catch(() => next.socket.destroy());
  }

  private async pump(conn: Connection): Promise<void> {
    if (!conn.owner || conn.pumping) return;
    conn.pumping = true;
    // The replies to what the client sent (a query's Parse, Bind, Describe, Execute and Sync each
    // answer in several chunks) leave in one write once every message it sent has run: a write per
    // chunk was a third of the backend thread's time under the detail's load (bench/README.md, P3).
    conn.socket.cork();
    try {
      for (let message = conn.messages.shift(); message; message = conn.messages.shift()) {
        if (conn.closed) return;
        if (message[0] === TERMINATE) {
          conn.socket.end();
          return;
        }
        await this.serial(() =>
          this.db.execProtocolRawStream(new Uint8Array(message), {
            onRawData: (bytes) => {
              if (bytes.length > 0 && conn.socket.writable) conn.socket.write(Buffer.from(bytes));
            },
          }),
        );
      }
    } catch {
      conn.socket.destroy();
    } finally {
      conn.pumping = false;
      conn.socket.uncork();
    }
  }

  /** Runs `work` with the backend to itself: the statements of every connection wait. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.serial(work);
  }

  /** Closes every connection; resolves when the backend has finished what it was doing. */
  async closeAll(): Promise<void> {
    for (const conn of this.connections) conn.socket.destroy();
    await this.backend;
  }
}

/** The file name PostgreSQL gives its Unix socket, which node-postgres looks for in `host`. */
const SOCKET_PORT = 5432;

/**
 * Starts PGlite (a file data directory, or in memory when dataDir is undefined) with pg_trgm and
 * serves it over the Postgres wire protocol: on 127.0.0.1 at `listen` (0 picks a free port), or on
 * a Unix socket in the directory `listen.socketDir`, which only this user can enter. A socket is
 * what the marketplace uses: no other local user can reach the database, and a round trip costs
 * the kernel less than one over TCP.
 */
export async function startPgliteServer(
  dataDir: string | undefined,
  listen: number | { socketDir: string } = 0,
  /** A data directory to start from, as `dumpDataDir` wrote it (the tests' migrated template). */
  loadDataDir?: Blob,
): Promise<PgliteServer> {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const sessions = new SessionServer(db);
  const server = createServer((socket) => sessions.accept(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (typeof listen === 'number') server.listen(listen, '127.0.0.1', () => resolve());
    else server.listen(join(listen.socketDir, `.s.PGSQL.${SOCKET_PORT}`), () => resolve());
  });
  const address = server.address();
  const host = typeof listen === 'number' ? '127.0.0.1' : encodeURIComponent(listen.socketDir);
  const port = typeof address === 'object' && address ? address.port : SOCKET_PORT;
  return {
    url: `postgres://postgres@${host}:${port}/postgres?sslmode=disable`,
    snapshot(dest) {
      if (!dataDir) return Promise.reject(new Error('an in-memory database has no files to copy'));
      // postmaster.pid names no process in PGlite; a copy without it is a cleaner one. Where the
      // file system can (btrfs, XFS, APFS), files are cloned rather than copied: the pause is shorter.
      return sessions.exclusive(() =>
        cp(dataDir, dest, {
          recursive: true,
          mode: constants.COPYFILE_FICLONE,
          filter: (path) => !path.endsWith('postmaster.pid'),
        }),
      );
    },
    dump() {
      return sessions.exclusive(async () => {
        await simpleQuery(db, 'CHECKPOINT');
        return db.dumpDataDir('none');
      });
    },
    async stop() {
      // The server stops accepting; it closes once every connection has gone.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await sessions.closeAll();
      await closed;
      await db.close();
    },
  };
}
