import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  openPlace,
  seedPlace,
  spawnServer,
  type Place,
  type Seeded,
} from '../../test/spawned-marketplace.js';
import { countAcks, logIn, noAcks, verify, workload, type Session } from '../../test/marketplace-workload.js';
import { prng } from '../../test/prng.js';
import { onPostgres } from '../../test/test-db.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';

// Issue 22.7: the built server, SIGKILLed at a random moment of a mixed money workload, run after
// run on the same data (the crashes accumulate). After each crash the database is opened again
// (for PGlite, its crash recovery), and the ledger, the stock and the balances must add up, and
// every request that got "0" (an order paid, a deposit confirmed, a withdrawal held or paid out, a
// file uploaded) must still be there. CRASH_SEED (printed) fixes each run's kill moment and the
// workload's choices (their interleaving still depends on timing); CRASH_RUNS sets the number of runs.

const RUNS = Number(process.env.CRASH_RUNS ?? 20);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

function crashRuns(mode: 'pglite' | 'postgres') {
  let place: Place;
  let scratch: ScratchDatabase | undefined;
  let seeded: Seeded;
  let session: Session | undefined;
  const acks = noAcks();
  let kills = 0;
  const acknowledged: number[] = [];

  beforeAll(async () => {
    const [dataDir] = await Promise.all([mkdtemp(join(tmpdir(), 'caravan-crash-')), buildServer()]);
    if (mode === 'postgres')
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'caravan_crash');
    place = { dataDir, databaseUrl: scratch?.url };
    seeded = await seedPlace(place);
    console.log(`crash consistency (${mode}): CRASH_SEED=${SEED}, ${RUNS} runs, data in ${dataDir}`);
  }, 180_000);

  afterAll(async () => {
    console.log(
      `crash consistency (${mode}): ${kills} kills, ${countAcks(acks)} replies "0" verified after each (per run: ${acknowledged.join(' ')})`,
    );
    await scratch?.drop();
    if (place) await rm(place.dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  for (let run = 1; run <= RUNS; run++) {
    it(`run ${run}: killed mid-workload, every reply "0" survives`, async () => {
      const random = prng(SEED + run);
      // A random moment once the workload is under way (however slow the machine is to get there):
      // after its first few replies "0", then a random fraction of a second.
      const replies = 1 + Math.floor(random() * 4);
      const killAfter = Math.floor(random() * 500);
      const server = await spawnServer(place);
      try {
        session ??= await logIn(server.baseUrl, seeded);
        const before = countAcks(acks);
        let working = true;
        let failure: unknown;
        const traffic = workload(server.baseUrl, session, acks, seeded, random, () => false)
          .catch((error: unknown) => (failure = error))
          .finally(() => (working = false));
        while (working && countAcks(acks) < before + replies) await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => setTimeout(r, killAfter));
        // A refusal the workload did not expect (a 500) is shown with what the server logged.
        if (failure) throw new Error(`${String(failure)}\n${server.log.join('').slice(-4000)}`);
        // The workload stops only when the server is gone: it must still be going now.
        expect(working, server.log.join('')).toBe(true);
        await server.kill('SIGKILL');
        await traffic;
        kills++;
        acknowledged.push(countAcks(acks) - before);
      } finally {
        await server.kill('SIGKILL');
      }
      const database = await openPlace(place);
      try {
        expect(await verify(database.db, place, seeded, acks), `CRASH_SEED=${SEED} run ${run}`).toEqual([]);
      } finally {
        await database.close();
      }
    }, 120_000);
  }
}

describe.runIf(!onPostgres())('crash consistency on the embedded database', () => crashRuns('pglite'));
describe.runIf(onPostgres())('crash consistency on PostgreSQL', () => crashRuns('postgres'));
