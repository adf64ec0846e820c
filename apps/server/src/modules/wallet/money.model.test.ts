// A model-based run of every command that moves money (issue 22, point 6): deposit and its
// confirmation, order, pay, cancel, the seller's purchase, shipping, receipt, refund request and
// decision, the operator's refund, settlement (by the sweep once the clock moves), withdrawal and
// finance's payout or rejection, loan application, disbursement or rejection, repayment, closing an
// account (giving up a balance below the withdrawal minimum), and clock jumps with the sweeps — in
// random order across four people and two shops, some steps 2–4 at once.
// After each step the model's balances, holds, escrows, stock and statuses are compared with the
// database and the ledger checker runs (test/money-model/).
//
// Replaying a failure: this file prints its seed when it starts, and on a failure fast-check prints
// the seed, the path of the smallest failing case and, in the counterexample, the commands' replay
// path, e.g.
//   { seed: 1234, path: "7:2:1", endOnFailure: true }
//   Counterexample: [{…}, order(p0, shop1, ×1), … /*replayPath="ADAAAB:VV"*/]
// Run that case again (a failure on PostgreSQL: with its project and TEST_DATABASE_URL):
//   FC_SEED=1234 FC_PATH=7:2:1 FC_REPLAY=ADAAAB:VV \
//     npx vitest run --project server apps/server/src/modules/wallet/money.model.test.ts
// (FC_SEED alone runs the same cases again from the first; the number of steps must not change.)
// Shrinking stops 60 s after the first failure (each try replays up to 100 steps): the case printed
// is then the smallest found so far, still reported as the failure with its seed and path (the
// message says "Shrunk n time(s)" either way). To shrink longer, run again with FC_SEED alone and
// e.g. FC_SHRINK_S=600 (the same failure, then up to 10 minutes of shrinking).
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.js';
import { moneyCommands } from '../../../test/money-model/arbitraries.js';
import { outcomes } from '../../../test/money-model/commands.js';
import { verifyThroughApi } from '../../../test/money-model/verify.js';
import { openRun, runSetup, setUpMoneyApp, Staff } from '../../../test/money-model/world.js';
import { moneyModelRuns } from '../../../test/tiers.js';

// People stay logged in across the run's clock jumps (weeks); operators log in again (12 hours).
const t = useTestApp({ sessionTtlHours: 24 * 365 });
let staff: Staff;

beforeAll(async () => {
  staff = await Staff.create(t);
  await setUpMoneyApp(t, staff);
});

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const path = process.env.FC_PATH;
const SHRINK_MS = process.env.FC_SHRINK_S ? Number(process.env.FC_SHRINK_S) * 1000 : 60_000;
// Both databases: PostgreSQL runs the concurrent steps' transactions really at once (PGlite one
// after the other), PGlite is what `npm test` runs first. At full size (the slow tier) ~30 s on
// PGlite, ~20 s on PostgreSQL; `npm test` runs a quick pass of a few runs (test/tiers.ts).
const RUNS = moneyModelRuns();
/** At most this many commands a run (those with nothing to act on are skipped). */
const STEPS = 100;

/**
 * Interrupts the run `ms` after the first failure, between two tries, never during one (a try left
 * running would keep writing to the database under the next test). fast-check then reports the
 * last failing case (interrupted, not passed: a failure was found).
 */
function shrinkFor(ms: number): fc.Plugin<unknown> {
  return () => {
    let deadline: number | undefined;
    return {
      decorateRun: (run) => async (value) => {
        if (deadline !== undefined && performance.now() >= deadline) return new fc.PreconditionFailure(true);
        const out = await run(value);
        if (out !== null && !fc.PreconditionFailure.isFailure(out)) deadline ??= performance.now() + ms;
        return out;
      },
    };
  };
}

/** The flow's far ends, counted by run (passing runs: shrinking's tries come after the failure). */
const WATCHED = [
  'sweep settles',
  'repay ok',
  'sweep overdue',
  'askRefund ORDER_REFUND_NOT_ALLOWED',
  'close ok',
];
const runsThatSaw = new Map<string, number>();

describe('every money command, in random order and some at once', () => {
  it('keeps every balance, hold, escrow, stock figure and status where the model says, and the ledger whole', async () => {
    console.info(`money model: FC_SEED=${seed}${path ? ` FC_PATH=${path}` : ''}`);
    await fc.assert(
      fc.asyncProperty(runSetup, moneyCommands(STEPS, process.env.FC_REPLAY), async (setup, commands) => {
        const before = new Map(outcomes);
        const { model, world } = await openRun(t, staff, setup);
        await fc.asyncModelRun(() => ({ model, real: world }), commands);
        await verifyThroughApi(model, world);
        for (const what of WATCHED)
          if ((outcomes.get(what) ?? 0) > (before.get(what) ?? 0))
            runsThatSaw.set(what, (runsThatSaw.get(what) ?? 0) + 1);
      }),
      {
        seed,
        numRuns: RUNS,
        plugins: [shrinkFor(SHRINK_MS)],
        ...(path ? { path, endOnFailure: true } : {}),
      },
    );
    // What the runs did (e.g. "pay ok: 24, pay WALLET_INSUFFICIENT_BALANCE: 16"), to see that
    // the order flow gets as far as settlement and every command meets its refusals.
    const tally = [...outcomes].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`);
    console.info(`money model: ${RUNS} runs; ${tally.join(', ')}`);
    const saw = WATCHED.map((what) => `${what} in ${runsThatSaw.get(what) ?? 0}`);
    console.info(`money model: runs that saw ${saw.join(', ')}`);
  }, 600_000);
});
