import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { simulateLogistics } from './logistics-simulator.js';
import { runOrderSweeps } from './sweeps.js';

/**
 * Runs the order sweeps (and the demo's logistics simulator) on a timer. Every instance may run
 * one: the sweeps are idempotent under concurrency (sweeps.ts). A run never overlaps the previous
 * one; a failure is logged and the next tick tries again. Returns the function that stops it.
 */
export function startOrderScheduler(
  db: Db,
  clock: Clock,
  options: {
    sweepSeconds: number;
    logisticsSeconds: number;
    log: (error: unknown) => void;
    /** Other modules' sweeps that run on the same tick (the loans' overdue sweep). */
    alsoRun?: readonly ((now: Date) => Promise<unknown>)[];
  },
): () => void {
  if (options.sweepSeconds <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runOrderSweeps(db, clock.now());
      for (const sweep of options.alsoRun ?? []) await sweep(clock.now());
      if (options.logisticsSeconds > 0)
        await simulateLogistics(db, clock.now(), options.logisticsSeconds * 1000);
    } catch (error) {
      options.log(error);
    } finally {
      running = false;
    }
  };
  const every = Math.min(options.sweepSeconds, options.logisticsSeconds || options.sweepSeconds);
  const timer = setInterval(() => void tick(), every * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
