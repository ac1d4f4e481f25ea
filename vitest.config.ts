import { defineConfig } from 'vitest/config';

const sourceCondition = ['@nprm/source'];
const nodeResolve = {
  resolve: { conditions: sourceCondition },
  ssr: { resolve: { conditions: sourceCondition } },
};

export default defineConfig({
  test: {
    projects: [
      { ...nodeResolve, test: { name: 'calc', environment: 'node', include: ['packages/calc/src/**/*.test.ts'] } },
      { ...nodeResolve, test: { name: 'geo', environment: 'node', include: ['packages/geo/src/**/*.test.ts'] } },
      { ...nodeResolve, test: { name: 'contracts', environment: 'node', include: ['packages/contracts/src/**/*.test.ts'] } },
      // Checks over the tracked files themselves (docs/architecture.md, "Documents").
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'] } },
      {
        ...nodeResolve,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
