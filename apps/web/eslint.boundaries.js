import { readdirSync } from 'node:fs';

/*
 * The web app's boundaries, drawn as bulletproof-react draws them: code flows one way, shared → features → app.
 * - components/, lib/ and test/ (shared) import no feature and nothing from app/;
 * - a feature imports no other feature and nothing from app/ (app/ puts the features together);
 * - inside features/admin, a section (antennas/, mounts/, …) imports no other section and not AdminApp:
 *   what two sections need lives in admin/common/.
 * ESLint's no-restricted-imports reads an import as written, so each rule names the folders an import may not
 * climb into ("../results/api", "../../features/results/api"). The folders are read from disk, so a new feature or
 * admin section is covered without editing this file. Each file gets exactly one block: a later block's options
 * would replace an earlier one's.
 * - react-router is the admin app's alone: the public pages navigate with lib/navigation.tsx (decision 0034), so
 *   the router stays out of their first load.
 */

const src = new URL('./src/', import.meta.url);
const SRC = 'apps/web/src';

function foldersIn(path) {
  return readdirSync(new URL(path, src), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const features = foldersIn('features/');
/** The admin folders every section may use: shared code and the test harness. */
const ADMIN_COMMON = ['common', 'test'];
const adminSections = foldersIn('features/admin/').filter((name) => !ADMIN_COMMON.includes(name));

/** An import that climbs out of its folder ("../", "../../") into one of `names`, possibly through `via/`. */
function climbingInto(names, message, via) {
  const through = via ? `(${via}/)?` : '';
  return { regex: `^(\\.\\./)+${through}(${names.join('|')})(/|$)`, message };
}

const NO_APP = climbingInto(['app'], 'Only app/ puts the pieces together: nothing imports from it.');

const NO_ROUTER = {
  regex: '^react-router',
  message: 'Public code navigates with lib/navigation.tsx; react-router is the admin app’s (features/admin).',
};

function noOtherFeature(feature) {
  const others = features.filter((name) => name !== feature);
  return climbingInto(
    others,
    'Features do not import each other: move what both need to lib/ or components/.',
    'features',
  );
}

function restrict(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const ADMIN = `${SRC}/features/admin`;
const adminSectionRule = (others) =>
  climbingInto(
    [...others, 'AdminApp'],
    'Admin sections import admin/common/, never each other or AdminApp: move what two need to admin/common/.',
    'admin',
  );

/** The boundary rules, one block per folder, for the end of the ESLint config. */
export const webBoundaries = [
  restrict(
    [`${SRC}/components/**`, `${SRC}/lib/**`, `${SRC}/test/**`],
    [
      climbingInto(
        ['features', 'app'],
        'Shared code (components/, lib/, test/) imports no feature and nothing from app/.',
      ),
      NO_ROUTER,
    ],
  ),
  restrict([`${SRC}/app/**`, `${SRC}/main.tsx`], [NO_ROUTER]),
  ...features
    .filter((feature) => feature !== 'admin')
    .map((feature) => restrict([`${SRC}/features/${feature}/**`], [noOtherFeature(feature), NO_APP, NO_ROUTER])),
  restrict([`${ADMIN}/*`, `${ADMIN}/test/**`], [noOtherFeature('admin'), NO_APP]),
  restrict([`${ADMIN}/common/**`], [noOtherFeature('admin'), NO_APP, adminSectionRule(adminSections)]),
  ...adminSections.map((section) =>
    restrict(
      [`${ADMIN}/${section}/**`],
      [noOtherFeature('admin'), NO_APP, adminSectionRule(adminSections.filter((name) => name !== section))],
    ),
  ),
];
