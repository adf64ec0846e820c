// How scripts/start.mjs runs each of its steps (a build, the data directory's preparation): a
// command in the repository whose output is the terminal's, with the CPU it used, and stopped with
// the start when the start is interrupted.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user and system) used by the children this process has waited for, their own
 * waited-for children included: Linux's /proc/self/stat. Undefined where there is no /proc.
 */
export function reapedChildrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name (which may hold spaces): cutime and cstime, in ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const running = new Set();
let reaped = reapedChildrenCpuSeconds();

/**
 * Runs `command` in `cwd`, its output the terminal's (or none, with `quiet`; or each chunk of its
 * standard output and error handed to `onOutput`, for steps that run side by side); resolves once it
 * exits with 0, with the CPU seconds it used (undefined without /proc): what this process's
 * waited-for children used since the last step ended. Steps may overlap, but each is counted when it
 * ends, so two that end at the same instant would share one figure.
 */
export function runStep(command, args, { cwd, quiet = false, onOutput }) {
  return new Promise((resolve, reject) => {
    const stdio = onOutput ? ['ignore', 'pipe', 'pipe'] : quiet ? 'ignore' : 'inherit';
    const child = spawn(command, args, { cwd, stdio });
    if (onOutput) {
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
    }
    running.add(child);
    child.once('error', (error) => {
      running.delete(child);
      reject(error);
    });
    // With its output piped, a step ends once the pipes are drained too ('close'), so none is lost.
    child.once(onOutput ? 'close' : 'exit', (code, signal) => {
      running.delete(child);
      const before = reaped;
      reaped = reapedChildrenCpuSeconds();
      if (code === 0) resolve(before === undefined || reaped === undefined ? undefined : reaped - before);
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Passes `signal` on to every step still running. */
export function stopSteps(signal) {
  for (const child of running) child.kill(signal);
}

/** "12.3 s" since `started` (performance.now()), and ", 20.1 s of CPU" when `cpu` is known. */
export function took(started, cpu) {
  const wall = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  return cpu === undefined ? wall : `${wall}, ${cpu.toFixed(1)} s of CPU`;
}
