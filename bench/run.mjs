#!/usr/bin/env node
// `npm run bench`: runs every bench/<area>/*.bench.mjs in turn (after `npm run build`); each prints its figures.
// `npm run bench -- http csv` runs only those areas.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('.', import.meta.url).pathname;
const wanted = process.argv.slice(2);
const areas = readdirSync(root)
  .filter((name) => statSync(join(root, name)).isDirectory() && !['node_modules', 'lib', 'results'].includes(name))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

let failed = 0;
for (const area of areas) {
  for (const file of readdirSync(join(root, area))
    .filter((name) => name.endsWith('.bench.mjs'))
    .sort()) {
    console.log(`\n=== bench/${area}/${file}`);
    const result = spawnSync(process.execPath, ['--expose-gc', join(root, area, file)], { stdio: 'inherit' });
    if (result.status !== 0) {
      failed++;
      console.log(`bench/${area}/${file} failed (exit ${result.status})`);
    }
  }
}
process.exit(failed > 0 ? 1 : 0);
