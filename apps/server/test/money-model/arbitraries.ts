import fc from 'fast-check';
import {
  cancel,
  claimCoupon,
  decideDeposit,
  deposit,
  pay,
  purchase,
  receipt,
  requestRefund,
  submit,
} from './buyer-steps.js';
import { closeAccount } from './closing-steps.js';
import type { MoneyCommand } from './commands.js';
import { Concurrently } from './commands.js';
import {
  applyLoan,
  decideLoan,
  decideRefund,
  decideWithdrawal,
  manualRefund,
  ship,
  withdraw,
} from './operations-steps.js';
import { ClockJump, Flow, repay } from './time-steps.js';
import type { Model } from './world.js';
import { DAY, LOAN, MINUTE, type World } from './world.js';

// The money model's arbitraries: which command comes up how often, aimed at which order or request.

export const n = fc.nat({ max: 999 });
/** Most steps aim at an order or request the command suits; the rest at any, to see refusals. */
export const aim = fc.oneof(
  { weight: 9, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);
/** Now and then someone other than the owner tries. */
export const stranger = fc.oneof(
  { weight: 9, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);
export const mostly = fc.oneof(
  { weight: 3, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);

/** Each command with how often it comes up: the order flow's steps more, so orders get far. */
export const weighted: [number, fc.Arbitrary<MoneyCommand>][] = [
  [
    1,
    fc
      .tuple(n, fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 100, max: 30_000 }) }, fc.constant(50)))
      .map(([p, c]) => deposit(p, c)),
  ],
  [1, fc.tuple(n, n, aim, mostly).map(([p, d, a, yes]) => decideDeposit(p, d, a, yes))],
  [
    2,
    fc.tuple(n, n, fc.integer({ min: 1, max: 3 }), aim).map(([p, shop, qty, a]) => submit(p, shop, qty, a)),
  ],
  [3, fc.tuple(n, fc.array(n, { maxLength: 1 }), aim, stranger).map(([o, more, a, x]) => pay(o, more, a, x))],
  [1, fc.tuple(n, aim, stranger).map(([o, a, x]) => cancel(o, a, x))],
  [1, fc.tuple(n, n).map(([p, c]) => claimCoupon(p, c))],
  [3, fc.tuple(n, aim, stranger).map(([o, a, x]) => purchase(o, a, x))],
  [3, fc.tuple(n, aim).map(([o, a]) => ship(o, a))],
  [3, fc.tuple(n, aim, stranger).map(([o, a, x]) => receipt(o, a, x))],
  [1, fc.tuple(n, aim, stranger).map(([o, a, x]) => requestRefund(o, a, x))],
  [1, fc.tuple(n, aim, mostly).map(([o, a, yes]) => decideRefund(o, a, yes))],
  [1, fc.tuple(n, aim).map(([o, a]) => manualRefund(o, a))],
  [
    1,
    fc
      .tuple(n, fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1_000, max: 40_000 }) }, fc.constant(500)))
      .map(([p, c]) => withdraw(p, c)),
  ],
  [1, fc.tuple(n, n, aim, mostly).map(([p, x, a, yes]) => decideWithdrawal(p, x, a, yes))],
  [
    1,
    fc
      .tuple(
        n,
        fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: LOAN.min, max: LOAN.max }) },
          fc.constantFrom(99, 1001),
        ),
        fc.constantFrom(1, 7, 14, 7, 30),
      )
      .map(([p, a, term]) => applyLoan(p, a, term)),
  ],
  [1, fc.tuple(n, n, aim, mostly).map(([p, l, a, yes]) => decideLoan(p, l, a, yes))],
  [1, fc.tuple(n, n, aim, stranger).map(([p, l, a, x]) => repay(p, l, a, x))],
];
export const step = fc.oneof(...weighted.map(([weight, arbitrary]) => ({ weight, arbitrary })));

export const jump = fc
  .constantFrom(10 * MINUTE, 10 * MINUTE, 31 * MINUTE, DAY, 3 * DAY, 7 * DAY + 1000, 11 * DAY)
  .map((ms) => new ClockJump(ms));

export const flow = fc.tuple(n, fc.boolean()).map(([k, late]) => new Flow(k, late));

export type AnyCommand = fc.AsyncCommand<Model, World>;
export const times_ = (k: number, arbitrary: fc.Arbitrary<AnyCommand>) =>
  Array.from({ length: k }, () => arbitrary);

/** Every command, some steps 2–4 at once, clock jumps with the sweeps, and flow steps. */
export function moneyCommands(maxCommands: number, replayPath?: string): fc.Arbitrary<Iterable<AnyCommand>> {
  // fc.commands picks among these evenly: the weights, as repeats. Half the steps carry
  // something under way one step further (Flow), so most runs see settlements, repayments and
  // overdue loans; the rest stay random, for the interleavings and refusals.
  return fc.commands(
    [
      ...weighted.flatMap(([weight, arbitrary]) => times_(weight, arbitrary)),
      ...times_(
        3,
        fc.array(step, { minLength: 2, maxLength: 4 }).map((cs) => new Concurrently(cs)),
      ),
      ...times_(2, jump),
      ...times_(30, flow),
      // Closing an account, never beside another step (a closed account sends nothing more).
      ...times_(
        2,
        fc.tuple(n, mostly).map(([p, forfeit]) => closeAccount(p, forfeit)),
      ),
    ],
    { maxCommands, size: 'max', ...(replayPath ? { replayPath } : {}) },
  );
}
