import { afterAll, vi } from 'vitest';
import { setPasswordCostForTests } from '../features/auth/password.js';

// Every server test file: new password hashes at a low scrypt cost, since most API test files create and sign in
// users and each hash at the production cost is about a quarter of a second of CPU. password.test.ts checks the
// production cost itself; stored hashes carry their cost, so sign-in verifies either kind the same way.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });

// The server project's files share one worker and module registry (isolate: false in vitest.config.ts): each file
// leaves the next one real timers, its own environment and globals, and no spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
