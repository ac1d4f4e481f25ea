import { readdirSync } from 'node:fs';

/*
 * The server's walls (docs/architecture.md, "Server walls"), drawn as the web's are (apps/web/eslint.boundaries.js):
 * - a feature (features/<name>/) imports its own folder, the shared modules and the workspace packages; another
 *   feature only through that feature's index.ts, which says what the feature offers the others;
 * - the shared modules (every folder and file of src/ but features/ and the composition) import no feature; their
 *   tests may build the app, so they may use the test harness and a feature's index.ts;
 * - the composition (app.ts, main.ts, bootstrap.ts, cli/, test/, robustness/, deployment/) puts the features together:
 *   no source file imports from it (tests may: they build the app as the composition does).
 * The folders and files are read from disk, so a new feature or shared module is covered without editing this file.
 * Each file gets exactly one block: a later block's options would replace an earlier one's.
 */

const src = new URL('./src/', import.meta.url);
const SRC = 'apps/server/src';

const entries = readdirSync(src, { withFileTypes: true });
const COMPOSITION_FILES = ['app', 'main', 'bootstrap'];
const COMPOSITION_FOLDERS = ['cli', 'test', 'robustness', 'deployment'];
const features = readdirSync(new URL('features/', src), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedFolders = entries
  .filter((entry) => entry.isDirectory() && entry.name !== 'features' && !COMPOSITION_FOLDERS.includes(entry.name))
  .map((entry) => entry.name);
const sharedFiles = entries
  .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
  .map((entry) => entry.name.replace(/\.ts$/, ''))
  .filter((name) => !COMPOSITION_FILES.includes(name));

/** An import that leaves its folder ("./" from src/ itself, "../", "../../") into `target`. */
const out = (target) => `^(\\./|(\\.\\./)+)${target}`;

const NO_COMPOSITION = [
  {
    regex: out(`(${COMPOSITION_FILES.join('|')})(\\.js)?$`),
    message: 'Only the composition (app.ts, main.ts, bootstrap.ts, cli/) puts features together: nothing imports it.',
  },
  {
    regex: out(`(${COMPOSITION_FOLDERS.filter((name) => name !== 'test').join('|')})/`),
    message: 'Only the composition (app.ts, main.ts, bootstrap.ts, cli/) puts features together: nothing imports it.',
  },
];

function noOtherFeatureInside(feature) {
  const others = features.filter((name) => name !== feature);
  return {
    // `../<other>/…` or `../../features/<other>/…`, unless it is the other feature's index.js.
    regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/(?!index\\.js$)|$)`,
    message:
      'A feature imports another feature only through its index.ts: export what is needed there, or move what ' +
      'both need to a shared module (db/, plugins/, …).',
  };
}

const NO_FEATURE = {
  regex: out('features(/|$)'),
  message: 'Shared modules (db/, plugins/, routes/, limits/, config.ts, …) import no feature: move the code here.',
};

const NO_FEATURE_INSIDE = {
  regex: out('features/[^/]+/(?!index\\.js$)'),
  message: 'A shared module’s test uses a feature only through its index.ts.',
};

const NO_TEST_HARNESS = {
  regex: out('test/'),
  message: 'Shared modules do not import the test harness (test/ builds the whole app).',
};

function restrict(files, patterns, ignores) {
  return { files, ...(ignores ? { ignores } : {}), rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const sharedPaths = [
  ...sharedFolders.map((name) => `${SRC}/${name}/**`),
  ...sharedFiles.map((name) => `${SRC}/${name}.ts`),
];
const sharedTests = [
  ...sharedFolders.map((name) => `${SRC}/${name}/**/*.test.ts`),
  ...sharedFiles.map((name) => `${SRC}/${name}.test.ts`),
];

/** The wall rules, one block per folder, for the end of the ESLint config. */
export const serverBoundaries = [
  ...features.flatMap((feature) => [
    restrict([`${SRC}/features/${feature}/**`], [noOtherFeatureInside(feature), ...NO_COMPOSITION], ['**/*.test.ts']),
    restrict([`${SRC}/features/${feature}/**/*.test.ts`], [noOtherFeatureInside(feature)]),
  ]),
  restrict(sharedPaths, [NO_FEATURE, NO_TEST_HARNESS, ...NO_COMPOSITION], ['**/*.test.ts']),
  restrict(sharedTests, [NO_FEATURE_INSIDE]),
];
