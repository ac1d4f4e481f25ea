#!/usr/bin/env node
// Makes the empty PGlite data directory a first start copies instead of running initdb
// (apps/server/dist/pglite-template, stamped in apps/server/dist/pglite-template.json with PGlite's version and
// initdb's parameters; docs/decisions/0035-embedded-server-memory.md). Run by `npm run build` and by `npm start`
// after `tsc -b` (it uses the built server's code); skipped while the stamp matches, `--force` makes it all the same.
const { buildPgliteTemplate, PGLITE_TEMPLATE_DIR } = await import(
  new URL('../apps/server/dist/db/pglite-initdb.js', import.meta.url).href
);

const began = performance.now();
const build = await buildPgliteTemplate(PGLITE_TEMPLATE_DIR, { force: process.argv.includes('--force') });
if (build.outcome === 'built') {
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`PGlite template: built in ${seconds} s (initdb child peak ${build.initdbPeakRssMb} MB)`);
}
