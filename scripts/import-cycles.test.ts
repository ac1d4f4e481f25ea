import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.js';
import { useScratchTree } from './scratch-tree.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('import cycles (docs/architecture.md, "Import cycles")', () => {
  it('apps/ and packages/ import nothing that imports them back', () => {
    const graph = importGraph(root, ['apps', 'packages']);
    // The graph did read the sources: the server's entry imports its app.
    expect(graph.get('apps/server/src/main.ts')).toContain('apps/server/src/app.ts');
    expect(importCycles(graph)).toEqual([]);
    // Parses every source file of the repository: generous on a busy machine.
  }, 60_000);
});

describe('import graph', () => {
  const plantFiles = useScratchTree('import-graph-');

  /** A scratch repository holding `files` (path → text). */
  function plant(files: Record<string, string>): string {
    const at = plantFiles(files);
    mkdirSync(join(at, 'apps'), { recursive: true });
    mkdirSync(join(at, 'packages'), { recursive: true });
    return at;
  }

  it('names a planted loop, from its first file round to it', () => {
    const at = plant({
      'apps/a/src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'apps/a/src/b.ts': "export { c as b } from './c/index.js';\n",
      'apps/a/src/c/index.ts': "import { a } from '../a.js';\nexport const c = () => a;\n",
      'apps/a/src/d.ts': "import { a } from './a.js';\nexport const d = a;\n",
    });
    expect(importCycles(importGraph(at, ['apps']))).toEqual([
      'apps/a/src/a.ts → apps/a/src/b.ts → apps/a/src/c/index.ts → apps/a/src/a.ts',
    ]);
  });

  it('counts type-only imports and workspace packages, not import() or outside packages', () => {
    const at = plant({
      'packages/p/package.json': JSON.stringify({
        name: '@x/p',
        exports: { '.': { '@nprm/source': './src/index.ts' }, './sub': { '@nprm/source': './src/sub.ts' } },
      }),
      'packages/p/src/index.ts': "import type { Q } from '@x/q';\nexport type P = Q;\n",
      'packages/p/src/sub.ts': "import { z } from 'zod';\nexport const later = () => import('@x/q');\nexport { z };\n",
      'packages/q/package.json': JSON.stringify({ name: '@x/q', exports: { '.': { '@nprm/source': './src/q.ts' } } }),
      'packages/q/src/q.ts': "import type { P } from '@x/p';\nimport '@x/p/sub';\nexport type Q = P | 1;\n",
    });
    const graph = importGraph(at, ['packages']);
    expect(graph.get('packages/p/src/sub.ts')).toEqual([]);
    expect(importCycles(graph)).toEqual(['packages/p/src/index.ts → packages/q/src/q.ts → packages/p/src/index.ts']);
  });

  it('finds no loop in a chain', () => {
    const at = plant({
      'apps/a/src/a.tsx': "import { b } from './b';\nexport const a = b;\n",
      'apps/a/src/b.ts': 'export const b = 1;\n',
    });
    const graph = importGraph(at, ['apps']);
    expect(graph.get('apps/a/src/a.tsx')).toEqual(['apps/a/src/b.ts']);
    expect(importCycles(graph)).toEqual([]);
  });
});
