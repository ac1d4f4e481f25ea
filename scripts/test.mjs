#!/usr/bin/env node
// `npm test`: lint, type-check and build, then every test: unit + API + component tests (Vitest, embedded PGlite),
// the database suite again on real PostgreSQL when TEST_DATABASE_URL is set, and the Playwright journeys.
// Ends with one plain "N passed, N failed" line summed over every runner.
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

const only = process.argv[2]; // optional: unit | postgres | e2e

if (!only) {
  run('lint', 'npx', ['eslint', '.']);
}
if (!only || only === 'e2e') {
  run('build', 'npm', ['run', 'build']);
}
if (!only || only === 'unit') {
  const file = join(reportDir, 'vitest.json');
  run('unit, API and component tests (PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  countVitest(file);
}
if ((!only || only === 'postgres') && process.env.TEST_DATABASE_URL) {
  const file = join(reportDir, 'vitest-postgres.json');
  run(
    'database suite on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { TEST_DB_DRIVER: 'postgres' },
  );
  countVitest(file);
} else if (!only) {
  console.log('\n(TEST_DATABASE_URL not set: the database suite ran on PGlite only)');
}
if (!only || only === 'e2e') {
  const file = join(reportDir, 'playwright.json');
  run('end-to-end journeys (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countPlaywright(file);
}

rmSync(reportDir, { recursive: true, force: true });
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
