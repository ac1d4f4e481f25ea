import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const sourceCondition = ['@nprm/source'];
// Workspace packages from source, so no test needs a build: test files run in the ssr environment, and global
// set-up files (the server's migrated template database) in Vitest's own `__vitest__` environment, which follows
// neither `resolve` nor `ssr.resolve` and would otherwise load the packages' dist/.
const nodeResolve = {
  resolve: { conditions: sourceCondition },
  ssr: { resolve: { conditions: sourceCondition } },
  environments: { __vitest__: { resolve: { conditions: sourceCondition } } },
};
// The packages' tests and the repository checks are pure (no mocks, stubs or fake timers), so each worker keeps one
// module graph for its files: a fresh worker context and module graph per file was about half of these projects' CPU
// (calc 10.5 s against 5.5 s of user time, geo 9.9 s against 5.9 s, contracts 6.2 s against 2.3 s, measured).
const pureNode = { environment: 'node', isolate: false } as const;
// Five initdb runs in child processes (a first start without a template, template builds): about 25 s of CPU, as
// much as a quarter of the API tests, so it runs with the slow tests, not in `npm test -- fast`. So does the check of
// the test databases' pool itself (test/pglite-pool.ts): it starts fresh PGlites and leaves its worker changed ones
// to replace, about 5 s of CPU, and no user or API client relies on it.
const slowDatabaseTests = ['apps/server/src/db/pglite-initdb.test.ts', 'apps/server/src/test/pglite-pool.test.ts'];
const serverTest = {
  environment: 'node',
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  setupFiles: ['apps/server/src/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // One test file per core: Vitest's default (cores - 1) leaves a 2-core machine running one file at a time, and
    // the main process is mostly idle while the workers run.
    maxWorkers: availableParallelism(),
    projects: [
      // Property tests run thousands of designs: generous on a busy machine, where one took 5.4 s against the
      // default 5 s.
      {
        ...nodeResolve,
        test: { ...pureNode, name: 'calc', include: ['packages/calc/src/**/*.test.ts'], testTimeout: 60_000 },
      },
      { ...nodeResolve, test: { ...pureNode, name: 'geo', include: ['packages/geo/src/**/*.test.ts'] } },
      { ...nodeResolve, test: { ...pureNode, name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      // Checks over the tracked files themselves (docs/architecture.md, "Documents").
      { test: { ...pureNode, name: 'repo', include: ['scripts/**/*.test.ts'] } },
      {
        ...nodeResolve,
        test: {
          ...serverTest,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'apps/server/src/robustness/**',
            'apps/server/src/deployment/**',
            ...slowDatabaseTests,
          ],
          // Worker threads start faster than forked processes: about a quarter less CPU for this project.
          pool: 'threads',
          // One module graph per worker, not per file: Fastify, the PDF fonts, the gazetteer and the password scorer
          // loaded again for each file were about 40% of this project's CPU on PGlite (178 s against 106 s,
          // measured). Each file opens its own database and app; the set-up file resets mocks, timers and stubs after
          // each file. The PostgreSQL run keeps a worker per file: shared, resellers.test.ts found its domains taken.
          isolate: process.env.TEST_DB_DRIVER === 'postgres',
        },
      },
      {
        // Load, fuzz, client, restart, initdb and test-pool tests: slow, so `npm test -- fast` leaves them out. The
        // restart test starts the built server, so this project builds it first (build-server.ts). They measure time
        // and memory, so they run after the other projects, one file at a time.
        ...nodeResolve,
        test: {
          ...serverTest,
          name: 'robustness',
          include: ['apps/server/src/robustness/**/*.test.ts', ...slowDatabaseTests],
          globalSetup: ['apps/server/src/test/build-server.ts', ...serverTest.globalSetup],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      // The tested deployment (docs/deployment.md): two built instances on PostgreSQL behind nginx. Part of the
      // PostgreSQL run only (TEST_DB_DRIVER=postgres with TEST_DATABASE_URL), which `npm test` makes when it can.
      ...(process.env.TEST_DB_DRIVER === 'postgres'
        ? [
            {
              ...nodeResolve,
              test: {
                ...serverTest,
                name: 'deployment',
                include: ['apps/server/src/deployment/**/*.test.ts'],
                globalSetup: ['apps/server/src/test/build-server.ts', ...serverTest.globalSetup],
                maxWorkers: 1,
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          // happy-dom, not jsdom: the same tests for about a third less CPU (measured: 123 s against 80 s); both
          // setting up the document and the tests' own queries and events cost less.
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Generous: a whole form filled on a machine busy with other work can take many times its idle time.
          testTimeout: 60_000,
          // One document and module registry per worker, not per file: a fresh document and module graph for each file
          // was most of this project's CPU. The set-up file resets what a file may leave behind.
          isolate: false,
        },
      },
    ],
  },
});
