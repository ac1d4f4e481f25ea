#!/usr/bin/env node
// `npm test`: lint and format check, type-check and build, then every test: unit + API + component tests (Vitest,
// embedded PGlite) with the robustness suite, the database suites again on real PostgreSQL when TEST_DATABASE_URL is
// set, and the Playwright journeys. Ends with one plain "N passed, N failed" line summed over every runner.
// `npm test -- fast`: only the quick Vitest projects (engine, geo, contracts, repository, API, web): no lint, no
// build, no robustness, PostgreSQL or browser suite. `-- unit`, `-- postgres` or `-- e2e` runs one part.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'nprm-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    const failedTests = report.numFailedTests ?? 0;
    // A suite that failed to load (syntax error, failing hook) has no failed test of its own: count it once.
    totals.failed += failedTests + ((report.numFailedTestSuites ?? 0) > 0 && failedTests === 0 ? 1 : 0);
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    totals.failed += 1;
  }
}

function countPlaywright(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.stats?.expected ?? 0;
    totals.failed += (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    totals.skipped += report.stats?.skipped ?? 0;
  } catch {
    totals.failed += 1;
  }
}

const only = process.argv[2]; // optional: fast | unit | postgres | e2e
const parts = ['fast', 'unit', 'postgres', 'e2e'];
if (only !== undefined && !parts.includes(only)) {
  console.error(`Unknown part "${only}": use one of ${parts.join(', ')}, or nothing for every test.`);
  process.exit(2);
}
// The Vitest projects `fast` runs; `unit` adds `robustness` (load, fuzz, clients, restart, initdb, the test databases'
// pool), which builds the server.
const fastProjects = ['calc', 'geo', 'contracts', 'repo', 'server', 'web'];

function vitest(label, args, env = {}) {
  const file = join(reportDir, `vitest-${label.replace(/\W+/g, '-')}.json`);
  run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countVitest(file);
}

if (!only) {
  run('lint', 'npx', ['eslint', '.']);
  run('format check', 'npx', ['prettier', '--check', '.']);
}
let built = false;
if (!only || only === 'e2e') {
  built = run('build', 'npm', ['run', 'build']);
}
if (only === 'fast') {
  vitest(
    'unit, API and component tests (PGlite), without robustness',
    fastProjects.flatMap((name) => ['--project', name]),
  );
}
if (!only || only === 'unit') {
  vitest('unit, API, component and robustness tests (PGlite)', []);
}
if ((!only || only === 'postgres') && process.env.TEST_DATABASE_URL) {
  vitest(
    'database suites and the deployment test on PostgreSQL',
    ['--project', 'server', '--project', 'robustness', '--project', 'deployment'],
    {
      TEST_DB_DRIVER: 'postgres',
    },
  );
} else if (!only || only === 'postgres') {
  console.log('\n(TEST_DATABASE_URL not set: the database suites ran on PGlite only)');
}
if (!only || only === 'e2e') {
  const file = join(reportDir, 'playwright.json');
  // The journeys build before they start the server unless this run has just built.
  run('end-to-end journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    ...(built ? { E2E_SKIP_BUILD: '1' } : {}),
  });
  countPlaywright(file);
}

rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
