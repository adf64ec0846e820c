// `npm test`, the check before every commit. The lint and the typecheck run side by side (each
// keeps one core busy, and the machine has two), each one's output printed whole once it ends; then,
// if both passed, the fast Vitest projects (`npm run test:unit`), whose output is the terminal's.
import { root } from './built-server.mjs';
import { runStep, stopSteps, took } from './run-step.mjs';

/** Runs `npm run <script>` with its output held back, and prints it with the verdict when it ends. */
async function check(script) {
  const started = performance.now();
  const output = [];
  let passed = true;
  try {
    await runStep('npm', ['run', '--silent', script], { cwd: root, onOutput: (chunk) => output.push(chunk) });
  } catch {
    passed = false;
  }
  process.stdout.write(Buffer.concat(output));
  console.log(`[test] ${script}: ${passed ? 'passed' : 'FAILED'} (${took(started)})`);
  return passed;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopSteps(signal);
    process.exit(1);
  });
}

const started = performance.now();
const checks = await Promise.all(['lint', 'typecheck'].map(check));
if (checks.includes(false)) process.exit(1);
try {
  await runStep('npm', ['run', '--silent', 'test:unit'], { cwd: root });
} catch {
  process.exit(1);
}
console.log(`[test] all passed (${took(started)})`);
