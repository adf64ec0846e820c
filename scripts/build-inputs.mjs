// What a build was made from, so that `npm start` rebuilds only what changed (scripts/start.mjs):
// one hash of every file a build reads (their paths and contents), kept in node_modules/.cache
// (out of what the server serves, and gone with a fresh install) once the build has succeeded; a
// later start compares it with the files as they are.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders no build reads from: installed packages and builds' own output. */
const SKIPPED = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** Where the hash of the build named `name` is kept. */
const stampOf = (root, name) => path.join(root, 'node_modules', '.cache', 'caravan', `${name}.build-inputs`);

function filesUnder(root, entry, out) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    out.push(entry);
    return;
  }
  for (const child of readdirSync(full, { withFileTypes: true })) {
    if (child.isDirectory() && SKIPPED.has(child.name)) continue;
    filesUnder(root, path.join(entry, child.name), out);
  }
}

/**
 * One hash of the files under `inputs` (paths relative to `root`, files or folders) and of the
 * environment variables named in `env`: any file added, removed, renamed or changed changes it.
 */
export function hashInputs(root, inputs, env = []) {
  const files = [];
  for (const input of inputs) filesUnder(root, input, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  for (const name of [...env].sort()) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

/**
 * What the stamp of a build says: the hash of its inputs, and when its output was written, so that
 * a build made some other way since (`npm run build`, a workspace's own build) is not taken for it;
 * nothing when there is no output.
 */
function stampText(root, output, hash) {
  const written = statSync(path.join(root, output), { throwIfNoEntry: false });
  return written && `${hash} ${written.mtimeMs}`;
}

/** Whether the build `name`, whose output includes `output`, was made from inputs hashing to `hash`. */
export function isCurrent(root, name, output, hash) {
  const stamp = stampOf(root, name);
  const expected = stampText(root, output, hash);
  return Boolean(expected) && existsSync(stamp) && readFileSync(stamp, 'utf8') === expected;
}

/** Forgets what the build `name` was made from: until remembered again, it is rebuilt. */
export function forget(root, name) {
  rmSync(stampOf(root, name), { force: true });
}

/** Records that the build `name`, just made, was made from the inputs hashing to `hash`. */
export function remember(root, name, output, hash) {
  const text = stampText(root, output, hash);
  if (!text) throw new Error(`the ${name} build wrote no ${output}`);
  const stamp = stampOf(root, name);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, text);
}
