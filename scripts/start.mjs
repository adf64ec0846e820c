// `npm start` runs this, then the server. It builds the server and the web app where their files
// changed since their last build, and meanwhile a fresh embedded data directory is created, migrated
// and seeded (apps/server/src/prepare.ts), so that a fresh clone's first start does the build and the
// demo seed side by side rather than one after the other, and a later start builds nothing
// (bench/README.md, P10).
import { forget, hashInputs, isCurrent, remember } from './build-inputs.mjs';
import { root } from './built-server.mjs';
import { runStep, stopSteps, took } from './run-step.mjs';

const SHARED = ['packages/contract', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * Each build: its workspace, the files it reads, a file of its output, the environment it reads, and
 * what its command is given here (the web's: its warnings, not its list of a thousand files).
 */
const BUILDS = {
  server: {
    workspace: '@caravan/server',
    inputs: [
      'apps/server/src',
      'apps/server/bench',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      ...SHARED,
    ],
    output: 'apps/server/dist/prepare.js',
    env: () => [],
    args: [],
  },
  web: {
    workspace: '@caravan/web',
    inputs: ['apps/web', ...SHARED],
    output: 'apps/web/dist/index.html',
    // Vite puts VITE_* in the bundle, and NODE_ENV=development makes a development build.
    env: () => ['NODE_ENV', ...Object.keys(process.env).filter((name) => name.startsWith('VITE_'))],
    args: ['--', '--logLevel', 'warn'],
  },
};

/** `--rebuild`: build both whatever their stamps say (the bench's fresh start). */
const rebuild = process.argv.includes('--rebuild');

/** Builds `name` unless its output was made from the files as they are now. */
async function build(name) {
  const { workspace, inputs, output, env, args } = BUILDS[name];
  const hash = hashInputs(root, inputs, env());
  if (!rebuild && isCurrent(root, name, output, hash)) {
    console.log(`[start] the ${name} build is up to date`);
    return;
  }
  forget(root, name);
  const started = performance.now();
  const cpu = await runStep('npm', ['run', 'build', '--silent', '--workspace', workspace, ...args], {
    cwd: root,
  });
  remember(root, name, output, hash);
  console.log(`[start] the ${name} build is done (${took(started, cpu)})`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopSteps(signal);
    process.exit(1);
  });
}

// The web build, and beside it the server's then the data directory's preparation (which needs the
// server's build). A step that fails does not stop the others: a demo seed cut short would leave a
// half-filled directory for the next start. Once all have ended, any failure fails the start.
const web = build('web');
const prepared = build('server').then(async () => {
  const started = performance.now();
  const cpu = await runStep(process.execPath, ['--enable-source-maps', 'apps/server/dist/prepare.js'], {
    cwd: root,
  });
  console.log(`[start] the data directory is ready (${took(started, cpu)})`);
});
const failures = (await Promise.allSettled([web, prepared])).filter((r) => r.status === 'rejected');
for (const { reason } of failures) {
  console.error(`[start] ${reason instanceof Error ? reason.message : String(reason)}`);
}
if (failures.length > 0) process.exit(1);
