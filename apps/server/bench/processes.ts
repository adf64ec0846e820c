import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

// What the bench's parts share about the processes they measure: servers run pinned to core 0
// (the load generator pins itself to core 1), are waited for until healthy, and are stopped.

export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** Starts `node [nodeArgs] script` on core 0 (when taskset exists) with `env`. */
export function spawnOnServerCore(
  script: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): ChildProcess {
  const argv = [...nodeArgs, script];
  return spawn(
    hasTaskset ? 'taskset' : process.execPath,
    hasTaskset ? ['-c', '0', process.execPath, ...argv] : argv,
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/**
 * A command on every core (taskset 0-1) where the bench itself runs pinned to core 1: for what
 * `npm start` would run unpinned (the build, the embedded server).
 */
export function unpinned(command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', '0-1', command, ...args]] : [command, args];
}

/** Resolves once `url` answers 2xx; kills the child and throws after two minutes. */
export async function waitHealthy(child: ChildProcess, url: string): Promise<ChildProcess> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not become healthy`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** /proc counts CPU time in clock ticks of 10 ms (USER_HZ is 100 on Linux). */
const TICK_MS = 10;

/** CPU time (user + system, in ms) a process has used so far, from /proc; 0 where there is none. */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Busy time (in ms) of each core so far, from /proc/stat; empty where there is none. */
export function coreBusyMs(): number[] {
  try {
    return readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((line) => /^cpu\d+ /.test(line))
      .map((line) => {
        // user nice system idle iowait irq softirq steal …: all but idle and iowait are busy.
        const [, ...ticks] = line.trim().split(/\s+/).map(Number);
        const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
        return (total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * TICK_MS;
      });
  } catch {
    return [];
  }
}
