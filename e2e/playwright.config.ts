import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-123' };
const dataDir = mkdtempSync(join(tmpdir(), 'nprm-e2e-'));

/** Journeys against the real built server on a fresh, seeded PGlite data directory, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Builds the server and the web app first, so a journey never runs a stale build; `npm test` has just built
    // them and sets E2E_SKIP_BUILD=1.
    command: `${process.env.E2E_SKIP_BUILD === '1' ? '' : 'npm --prefix .. run build && '}node ../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      SEARCH_RATE_LIMIT_PER_DAY: '100000',
      SEARCH_REPEAT_WINDOW: '0',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEFAULT_RESELLER_DOMAIN: 'localhost',
    },
  },
});
