import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reapedChildrenCpuSeconds, runStep, took } from './run-step.mjs';

const node = process.execPath;
/** A step that uses `ms` of CPU however busy the machine is (then, with `code`, fails). */
const burn = (ms, code = 0) => [
  '-e',
  `for (let u = process.cpuUsage(); u.user + u.system < ${ms * 1000}; u = process.cpuUsage()); process.exit(${code});`,
];
const linux = reapedChildrenCpuSeconds() !== undefined;
/** A step that uses `ms` of CPU, then sleeps until the file `gate` exists. */
const burnThenWait = (ms, gate) => [
  '-e',
  `for (let u = process.cpuUsage(); u.user + u.system < ${ms * 1000}; u = process.cpuUsage());` +
    `const fs = require('node:fs'); const pause = new Int32Array(new SharedArrayBuffer(4));` +
    `while (!fs.existsSync(${JSON.stringify(gate)})) Atomics.wait(pause, 0, 0, 20);`,
];

describe("start.mjs's steps", () => {
  it.runIf(linux)(
    "resolve with the CPU each used, its own children's included",
    async () => {
      const alone = await runStep(node, burn(400), { cwd: process.cwd(), quiet: true });
      expect(alone).toBeGreaterThanOrEqual(0.3);
      expect(alone).toBeLessThan(2);
      // A step whose CPU is spent by a child it waits for (as npm runs Vite) counts that child's.
      const nested = await runStep(
        node,
        ['-e', `require('node:child_process').execFileSync(process.execPath, ${JSON.stringify(burn(400))})`],
        { cwd: process.cwd(), quiet: true },
      );
      expect(nested).toBeGreaterThanOrEqual(0.3);
      // Two overlapping steps: each counts what it used, not the other's. The long one ends only after
      // the short one's end is counted: two steps ending at the same instant share one figure (a
      // starved test process sees both ends at once), which is not what is tested here.
      const gate = path.join(os.tmpdir(), `run-step-gate-${process.pid}-${Date.now()}`);
      try {
        const running = runStep(node, burnThenWait(600, gate), { cwd: process.cwd(), quiet: true });
        const short = await runStep(node, burn(100), { cwd: process.cwd(), quiet: true });
        writeFileSync(gate, '');
        const long = await running;
        expect(short).toBeLessThan(0.4);
        expect(long).toBeGreaterThanOrEqual(0.45);
      } finally {
        rmSync(gate, { force: true });
      }
      // Five node processes and 1.6 s of CPU: 6 s on a machine busy with the browser tests.
    },
    60_000,
  );

  it('reject with the command and its exit code when it fails', async () => {
    await expect(runStep(node, burn(0, 3), { cwd: process.cwd(), quiet: true })).rejects.toThrow(
      /failed \(exit code 3\)/,
    );
    await expect(runStep('/nonexistent/command', [], { cwd: process.cwd(), quiet: true })).rejects.toThrow();
  });

  it("hand every chunk of a piped step's output to onOutput, its error output included, before it ends", async () => {
    const chunks = [];
    const script = "process.stdout.write('x'.repeat(200000)); process.stderr.write('oops');";
    await runStep(node, ['-e', script], { cwd: process.cwd(), onOutput: (chunk) => chunks.push(chunk) });
    const output = Buffer.concat(chunks).toString();
    expect(output.length).toBe(200004);
    expect(output).toContain('oops');
    // A failing step's output is kept too (npm test prints a failed lint's).
    chunks.length = 0;
    await expect(
      runStep(node, ['-e', "console.log('bad line'); process.exit(2)"], {
        cwd: process.cwd(),
        onOutput: (chunk) => chunks.push(chunk),
      }),
    ).rejects.toThrow(/exit code 2/);
    expect(Buffer.concat(chunks).toString()).toBe('bad line\n');
  });

  it('say how long a step took, and its CPU when known', () => {
    const started = performance.now() - 1234;
    expect(took(started, 2.345)).toMatch(/^1\.\d s, 2\.3 s of CPU$/);
    expect(took(started, undefined)).toMatch(/^1\.\d s$/);
  });
});
