import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  openPlace,
  seedPlace,
  spawnServer,
  type Place,
  type Seeded,
} from '../../test/spawned-marketplace.js';
import {
  action,
  countAcks,
  logIn,
  noAcks,
  verify,
  workload,
  type Acks,
} from '../../test/marketplace-workload.js';
import { prng } from '../../test/prng.js';
import { onPostgres } from '../../test/test-db.js';
import { balanceOf } from '../modules/wallet/ledger.js';

// Issue 22.13: `npm run backup` while a busy marketplace runs on the embedded database, then
// `npm run restore` into a new data folder: every order, deposit, withdrawal, balance and file that
// existed when the backup began is there, and the ledger check is green. (PostgreSQL is backed up
// with pg_dump, README.)

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);
const { DATABASE_URL: _postgres, ...env } = process.env;
/** What `npm run backup` / `npm run restore` run, on the data folder `dataDir`. */
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['dist/backup.js', ...args], {
    cwd: serverRoot,
    env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'development' },
  });

const SEED = Number(process.env.BACKUP_SEED ?? Math.floor(Math.random() * 2 ** 31));
const folders: string[] = [];
const folder = async (name: string) => {
  const dir = await mkdtemp(join(tmpdir(), `caravan-${name}-`));
  folders.push(dir);
  return dir;
};
let place: Place;
let seeded: Seeded;

describe.runIf(!onPostgres())('backups of the embedded database', () => {
  beforeAll(async () => {
    const [dataDir] = await Promise.all([folder('live'), buildServer()]);
    place = { dataDir };
    seeded = await seedPlace(place);
  }, 180_000);

  afterAll(async () => {
    for (const dir of folders) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('a backup taken under traffic restores every order, balance and file into a new data folder', async () => {
    console.log(`backup test: BACKUP_SEED=${SEED}`);
    const server = await spawnServer(place);
    const acks = noAcks();
    let atBackup: Acks;
    let backupOut: string;
    try {
      const session = await logIn(server.baseUrl, seeded);
      let stop = false;
      const traffic = workload(server.baseUrl, session, acks, seeded, prng(SEED), () => stop);
      while (countAcks(acks) < 12) await new Promise((r) => setTimeout(r, 20));
      // Every request answered "0" before the backup began must be in it.
      atBackup = structuredClone(acks);
      const backup = await folder('backup');
      backupOut = (await cli(place.dataDir, 'backup', backup)).stdout;
      const duringBackup = countAcks(acks) - countAcks(atBackup);
      await new Promise((r) => setTimeout(r, 300));
      stop = true;
      await traffic;
      expect(backupOut).toContain('by the running server');
      console.log(
        `${backupOut.trim()}; ${countAcks(atBackup)} replies "0" before it, ${duringBackup} while it ran`,
      );
      expect(countAcks(acks)).toBeGreaterThan(countAcks(atBackup));

      const restored = await folder('restored');
      const restoreOut = (await cli(restored, 'restore', backup)).stdout;
      expect(restoreOut).toContain('ledger check: every invariant holds');
      await expect(
        cli(restored, 'restore', backup),
        'a data folder with a database is never overwritten',
      ).rejects.toThrow(/already holds a database/);

      const copy: Place = { dataDir: restored };
      const database = await openPlace(copy);
      const balances: string[] = [];
      try {
        expect(await verify(database.db, copy, seeded, atBackup)).toEqual([]);
        for (const b of seeded.buyers) {
          balances.push((await balanceOf(database.db, { kind: 'wallet', userId: b.id })).toFixed(2));
        }
      } finally {
        await database.close();
      }

      // A server on the restored folder serves it: sessions, balances, orders and pictures.
      const again = await spawnServer(copy);
      try {
        for (const [i, b] of session.buyers.entries()) {
          const wallet = await action(again.baseUrl, '/api/wallet!getUsdt.action', { token: b.token });
          expect(wallet.code, wallet.msg).toBe('0');
          expect((wallet.data as { money: number }).money.toFixed(2)).toBe(balances[i]);
        }
        const paid = atBackup.paid[0];
        if (paid) {
          const owner = session.buyers.find((b) =>
            atBackup.submitted.some((s) => s.orderId === paid && s.buyerId === b.id),
          );
          const info = await action(again.baseUrl, '/api/order!info.action', {
            token: owner?.token ?? '',
            orderId: paid,
          });
          expect(info.code, info.msg).toBe('0');
        }
        for (const url of atBackup.uploads)
          expect((await fetch(`${again.baseUrl}${url}`)).status, url).toBe(200);
      } finally {
        await again.kill('SIGTERM');
      }
    } finally {
      await server.kill('SIGTERM');
    }
  }, 120_000);
});
