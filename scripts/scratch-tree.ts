import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * For a repository check's tests on planted files: `plant(files)` writes them (path → text) into a fresh scratch
 * folder and returns it; the folder goes after each test.
 */
export function useScratchTree(prefix: string): (files: Record<string, string>) => string {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });
  return (files) => {
    scratch = mkdtempSync(join(tmpdir(), prefix));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    return scratch;
  };
}
