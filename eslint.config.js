import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { serverBoundaries } from './apps/server/eslint.boundaries.js';
import { webBoundaries } from './apps/web/eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      'playwright-report/**',
      'packages/calc/scripts/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules: each .ts/.tsx file is checked with the tsconfig that owns it (found by the project service).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain JavaScript (scripts, benchmarks, this file), and the tool configs and repository checks outside every
    // tsconfig: no type information.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts', 'apps/server/drizzle.config.ts', 'scripts/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The reseller's embed script runs as it is served, a classic script on other sites' pages (decisions/0055).
    files: ['apps/web/public/embed.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Tests read HTTP answers as `any` (light-my-request's `inject().json()`, `JSON.parse`) and check their shape with
    // `expect`, and stand in for promise-returning functions with `async` mocks: typing every answer or rewriting every
    // mock would only repeat what the assertions already say.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A Fastify plugin declared `async` is awaited by Fastify; route plugins register their routes without awaiting
    // anything, and an `async` handler hands its return value to Fastify as the answer.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webBoundaries,
  ...serverBoundaries,
);
