import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkQueryKeys, checkWebQueryKeys } from './query-keys.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('query keys (docs/architecture.md, "Query keys")', () => {
  it('the web app writes its query keys only in queryKeys.ts files', () => {
    const { offenders, checked } = checkWebQueryKeys(root);
    expect(offenders).toEqual([]);
    // The check did find the app's queries, invalidations and cache writes.
    expect(checked).toBeGreaterThan(50);
    // Parses every source file of the web app: generous on a busy machine.
  }, 60_000);

  it.each([
    ['a key in a query', `useQuery({ queryKey: ['admin', 'me'], queryFn })`],
    ['a key spread from another', `useQuery({ queryKey: [...LEADS, 'one', id], queryFn })`],
    ['a key in an invalidation', `void client.invalidateQueries({ queryKey: ['admin'] })`],
    ['a key in a cache write', `client.setQueryData(['admin-session', 'user'], user)`],
    ['a key in a cache read', `client.getQueryData(['reseller', 'init'])`],
    ['a key kept in a constant', `const key = ['admin', 'price-list', id];\nuseQuery({ queryKey: key, queryFn })`],
    ['a key kept in a shorthand', `const queryKey = ['places', text] as const;\nuseQuery({ queryKey, queryFn })`],
    [
      'a key made by a function of the file',
      `const reviewKey = (t: string) => ['r', t];\nuseQuery({ queryKey: reviewKey(t) })`,
    ],
    ['a key made by a declared function', `function k(t: string) { return ['r', t]; }\nclient.setQueryData(k(t), 1)`],
    ['a key as a JSX attribute', `const page = <ListPage queryKey="reseller-mounts" />;`],
    [
      'a key imported from a module',
      `import { SESSION_KEY } from '../common/session';\nclient.setQueryData(SESSION_KEY, u)`,
    ],
    [
      'a key function imported from a module',
      `import { savedKey } from '../../lib/saved';\nuseQuery({ queryKey: savedKey(t) })`,
    ],
  ])('refuses %s outside a factory file', (_, sample) => {
    const { offenders } = checkQueryKeys('apps/web/src/features/admin/Planted.tsx', sample);
    expect(offenders).toHaveLength(1);
    expect(offenders[0]).toMatch(/^apps\/web\/src\/features\/admin\/Planted\.tsx:\d+: /);
  });

  it.each([
    ['a factory key', `useQuery({ queryKey: adminKeys.lead(id), queryFn })`],
    ['a factory key kept in a constant', `const key = adminKeys.priceList(id);\nclient.setQueryData(key, saved)`],
    ['a key function handed in', `useQuery({ queryKey: listKey(includeInactive), queryFn })`],
    ['queryOptions from a factory', `queryOptions({ queryKey: publicKeys.roofTypes(), queryFn })`],
    [
      'a key imported from a factory',
      `import { adminKeys } from '../common/queryKeys';\nuseQuery({ queryKey: adminKeys.me() })`,
    ],
  ])('accepts %s', (_, sample) => {
    expect(checkQueryKeys('apps/web/src/features/admin/Planted.tsx', sample).offenders).toEqual([]);
  });

  it('lets a queryKeys.ts file write its keys', () => {
    const sample = `export const keys = { me: () => ['admin', 'me'] as const };\nclient.setQueryData(['x'], 1);`;
    expect(checkQueryKeys('apps/web/src/features/admin/common/queryKeys.ts', sample).offenders).toEqual([]);
  });
});
