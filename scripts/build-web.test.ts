/**
 * `npm start` builds the web app only when its inputs changed (scripts/build-web.mjs): a stand-in build over a small
 * copy of the layout in a temporary folder, so no Vite runs here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script without type declarations
import { buildWeb, STAMP_FILE } from './build-web.mjs';

let root: string;
let builds: number;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What Vite would do: empty dist and dist-server, and write the page and the server's page drawer. */
function fakeBuild(at: string): void {
  builds++;
  for (const [folder, file] of [
    ['apps/web/dist', 'index.html'],
    ['apps/web/dist-server', 'server.js'],
  ] as const) {
    rmSync(join(at, folder), { recursive: true, force: true });
    mkdirSync(join(at, folder), { recursive: true });
    writeFileSync(join(at, folder, file), '');
  }
}

const start = () => buildWeb({ root, ifChanged: true, build: fakeBuild });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'nprm-build-web-'));
  builds = 0;
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/vite.config.ts', 'export default {};');
  write('apps/web/src/main.tsx', 'console.log(1);');
  write('apps/web/public/favicon.svg', '<svg/>');
  write('packages/contracts/src/index.ts', 'export const a = 1;');
  write('packages/contracts/package.json', '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('web build on start', () => {
  it('builds when dist is missing, then skips while nothing changed', () => {
    expect(start()).toBe('built');
    expect(start()).toBe('skipped');
    expect(start()).toBe('skipped');
    expect(builds).toBe(1);
  });

  it.each([
    'apps/web/src/main.tsx',
    'apps/web/src/new-file.ts',
    'apps/web/index.html',
    'apps/web/public/favicon.svg',
    'apps/web/vite.config.ts',
    'packages/contracts/src/index.ts',
    'packages/contracts/package.json',
    'package-lock.json',
    'package.json',
  ])('rebuilds after a change to %s', (path) => {
    expect(start()).toBe('built');
    write(path, 'changed');
    expect(start()).toBe('built');
    expect(start()).toBe('skipped');
    expect(builds).toBe(2);
  });

  it('rebuilds when a file is removed', () => {
    start();
    rmSync(join(root, 'apps/web/public/favicon.svg'));
    expect(start()).toBe('built');
  });

  it('rebuilds when dist, the page drawer or the stamp is gone, and after a failed build', () => {
    start();
    rmSync(join(root, 'apps/web/dist'), { recursive: true });
    expect(start()).toBe('built');
    rmSync(join(root, 'apps/web/dist-server'), { recursive: true });
    expect(start()).toBe('built');
    rmSync(join(root, STAMP_FILE as string));
    expect(start()).toBe('built');
    write('apps/web/src/main.tsx', 'broken');
    expect(() =>
      buildWeb({
        root,
        ifChanged: true,
        build: () => {
          throw new Error('vite failed');
        },
      }),
    ).toThrow('vite failed');
    expect(start()).toBe('built');
    expect(builds).toBe(5);
  });

  it('always builds without --if-changed (npm run build)', () => {
    buildWeb({ root, build: fakeBuild });
    buildWeb({ root, build: fakeBuild });
    expect(builds).toBe(2);
  });
});
