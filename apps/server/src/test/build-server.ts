import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Vitest global set-up of the robustness suite, whose restart test starts the built server (dist/main.js): builds
 * the server and the packages it uses first (`tsc -b`, incremental: a few seconds when nothing changed), and the
 * PGlite template, so a test never runs a stale build.
 */
export default function buildServer() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const project = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const build = spawnSync(process.execPath, [tsc, '-b', project], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building the server (tsc -b ${project}) failed`);
  // The empty PGlite data directory a first start copies (skipped while up to date), as `npm start` makes it.
  const template = fileURLToPath(new URL('../../../../scripts/build-pglite-template.mjs', import.meta.url));
  const templateBuild = spawnSync(process.execPath, [template], { stdio: 'inherit' });
  if (templateBuild.status !== 0) throw new Error(`building the PGlite template (${template}) failed`);
}
