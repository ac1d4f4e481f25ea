#!/usr/bin/env node
// Builds the web app (apps/web/dist, and the server's page drawer in apps/web/dist-server) with Vite and records a hash of everything the build reads in
// apps/web/dist/.build-inputs. `--if-changed` (what `npm start` runs) skips the build when that stamp matches the
// inputs as they are now; `npm run build` always builds. The inputs: the app's sources, page, public files and
// configuration, the workspace packages it imports (their sources and package files), the root package files and
// the lock file. Contents are hashed, not times, so a checkout that only touches times does not rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP_FILE = join('apps', 'web', 'dist', '.build-inputs');

/** Files and folders (relative to the repository root) whose contents the web build depends on. */
export const WEB_BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/src',
  'apps/web/public',
  ...['calc', 'contracts', 'geo'].flatMap((name) => [`packages/${name}/package.json`, `packages/${name}/src`]),
];

function listFiles(root, path, into) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    listFiles(root, join(path, entry), into);
  }
}

/** One hash over the names and contents of every input file, in a fixed order. */
export function inputsHash(root, inputs = WEB_BUILD_INPUTS) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = createHash('sha256');
  for (const file of files.map((path) => path.split(sep).join('/')).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** `vite build` of apps/web; throws when it fails. */
export function viteBuild(root) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@nprm/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
}

/**
 * Builds the web app unless `ifChanged` and the stamp in dist matches the inputs (and dist has its page, dist-server
 * its page drawer).
 * Returns 'built' or 'skipped'. The stamp is removed before a build and written only after one succeeds.
 */
export function buildWeb({ root, ifChanged = false, build = viteBuild, inputs = WEB_BUILD_INPUTS }) {
  const stamp = join(root, STAMP_FILE);
  const hash = inputsHash(root, inputs);
  const built = ['apps/web/dist/index.html', 'apps/web/dist-server/server.js'].every((file) =>
    existsSync(join(root, file)),
  );
  if (ifChanged && built && existsSync(stamp)) {
    if (readFileSync(stamp, 'utf8').trim() === hash) return 'skipped';
  }
  rmSync(stamp, { force: true });
  build(root);
  writeFileSync(stamp, `${hash}\n`);
  return 'built';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const ifChanged = process.argv.includes('--if-changed');
  const outcome = buildWeb({ root, ifChanged });
  if (outcome === 'skipped') console.log('web build: up to date (apps/web/dist matches its inputs), skipped');
}
