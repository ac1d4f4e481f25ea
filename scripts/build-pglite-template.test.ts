/**
 * `npm run build` and `npm start` make the PGlite template a first start copies (scripts/build-pglite-template.mjs,
 * docs/decisions/0035-embedded-server-memory.md), after `tsc -b`, whose output the script uses. What the template
 * holds and when it is rebuilt is tested beside its code (apps/server/src/db/pglite-initdb.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the PGlite template in the build', () => {
  it.each(['build', 'prestart'])('`npm run %s` makes it after tsc -b', (name) => {
    const steps = scripts[name]!.split('&&').map((step) => step.trim());
    const template = steps.indexOf('node scripts/build-pglite-template.mjs');
    expect(template).toBeGreaterThan(steps.indexOf('tsc -b'));
    expect(steps.indexOf('tsc -b')).toBe(0);
  });
});
