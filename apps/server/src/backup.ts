import { createHash } from 'node:crypto';
import { chmod, cp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, connect, type Server } from 'node:net';
import { join, resolve } from 'node:path';

// Backups of the embedded mode (ADR 020): the database's files copied while the server holds the
// database still (a crash-consistent image: opening it is PGlite's crash recovery), then the rest of
// the data folder (uploads, private files). The running server takes them when `npm run backup`
// asks it over a socket in the data folder, which only who may read the data folder can reach.

/** The database's folder inside a data folder or a backup. */
export const DATABASE_FOLDER = 'pglite';
const CONTROL_SOCKET = 'control.sock';
const MANIFEST = 'backup.json';

/** What backs up the database: the running server's embedded database, or one opened for it. */
export interface Snapshots {
  /** Copies the database's files to `dest` while no statement runs. */
  snapshot(dest: string): Promise<void>;
}

export interface BackupReport {
  dest: string;
  /** How long the database was held still for its copy. */
  pauseMs: number;
  totalMs: number;
}

/** The control socket's path (a named pipe on Windows, where sockets are not files). */
export function controlSocketPath(dataDir: string): string {
  if (process.platform === 'win32') {
    return `\\\\?\\pipe\\caravan-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16)}`;
  }
  return resolve(dataDir, CONTROL_SOCKET);
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Writes a backup of `dataDir` to the new folder `dest`: first the database, then every other file
 * of the data folder. Files are only ever added, and each is written before a row names it, so
 * every file the database's copy names is in the later copy of the files.
 */
export async function takeBackup(dataDir: string, dest: string, db: Snapshots): Promise<BackupReport> {
  const started = Date.now();
  const target = resolve(dest);
  if (!(await isEmptyOrMissing(target))) throw new Error(`${target} is not empty`);
  await mkdir(target, { recursive: true });
  const pausing = Date.now();
  await db.snapshot(join(target, DATABASE_FOLDER));
  const pauseMs = Date.now() - pausing;
  for (const entry of await readdir(dataDir)) {
    if (entry === DATABASE_FOLDER || entry === CONTROL_SOCKET) continue;
    await cp(join(dataDir, entry), join(target, entry), { recursive: true });
  }
  const report = { dest: target, pauseMs, totalMs: Date.now() - started };
  await writeFile(
    join(target, MANIFEST),
    `${JSON.stringify({ format: 1, mode: 'embedded', takenAt: new Date(pausing).toISOString(), ...report }, null, 2)}\n`,
  );
  return report;
}

/**
 * Copies a backup into `dataDir`, which must hold no database yet (a new data folder, or one whose
 * database was moved away). The database opens there with its crash recovery at the next start.
 */
export async function restoreBackup(backup: string, dataDir: string): Promise<void> {
  const source = resolve(backup);
  try {
    await stat(join(source, MANIFEST));
  } catch {
    throw new Error(`${source} is not a backup (it has no ${MANIFEST})`);
  }
  if (!(await isEmptyOrMissing(join(dataDir, DATABASE_FOLDER)))) {
    throw new Error(
      `${resolve(dataDir, DATABASE_FOLDER)} already holds a database: restore into a new DATA_DIR`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  for (const entry of await readdir(source)) {
    if (entry === MANIFEST) continue;
    await cp(join(source, entry), join(dataDir, entry), {
      recursive: true,
      force: false,
      errorOnExist: false,
    });
  }
}

/**
 * Listens on the data folder's control socket for `npm run backup`: one JSON line
 * `{"command":"backup","dest":"…"}` in, one JSON line out. Resolves with a function that closes it.
 */
export async function serveBackups(dataDir: string, db: Snapshots): Promise<() => Promise<void>> {
  const path = controlSocketPath(dataDir);
  // A server killed without its shutdown leaves its socket file behind.
  if (process.platform !== 'win32') await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end < 0) return;
      let reply: Promise<object>;
      try {
        const request = JSON.parse(input.slice(0, end)) as { command?: unknown; dest?: unknown };
        if (request.command !== 'backup' || typeof request.dest !== 'string')
          throw new Error('unknown command');
        reply = takeBackup(dataDir, request.dest, db).then((report) => ({ ok: true, ...report }));
      } catch (error) {
        reply = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      void reply
        .catch((error: unknown) => ({
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }))
        .then((r) => socket.end(`${JSON.stringify(r)}\n`));
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  // Only the account that runs the server may ask it to write a copy of its data somewhere.
  if (process.platform !== 'win32') await chmod(path, 0o600);
  return () => new Promise<void>((done) => server.close(() => done()));
}

/**
 * Asks the server running on `dataDir` for a backup. Resolves undefined when no server listens
 * there (no socket, or a stale one), and throws when the server could not take it.
 */
export function requestBackup(dataDir: string, dest: string): Promise<BackupReport | undefined> {
  return new Promise((done, fail) => {
    const socket = connect(controlSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(`${JSON.stringify({ command: 'backup', dest: resolve(dest) })}\n`),
    );
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(undefined);
      else fail(error);
    });
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as { ok: boolean; error?: string } & BackupReport;
        if (reply.ok) done({ dest: reply.dest, pauseMs: reply.pauseMs, totalMs: reply.totalMs });
        else fail(new Error(reply.error ?? 'the server could not take the backup'));
      } catch {
        fail(new Error('the server closed the control socket without a reply'));
      }
    });
  });
}
