/**
 * The import graph of the TypeScript sources in apps/ and packages/, read with the TypeScript compiler's parser, and
 * the cycles in it (docs/architecture.md, "Import cycles"). Only static imports count: `import(…)` loads a module
 * later, after both sides have finished evaluating, which is how the web splits its bundle. A type-only import
 * (`import type`, `export type … from`) is an edge too, although the compiler erases it: a loop of types is still
 * two modules that cannot be understood apart, and it becomes a runtime loop as soon as one side imports a value.
 * Under verbatimModuleSyntax `import { type A } from` is not erased (it leaves `import {} from`), so it counts as
 * any other import.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** Every TypeScript source under `dir` (declaration files and build output aside). */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** The static import and re-export specifiers of one file. */
export function importSpecifiers(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Workspace package name → its exports, resolved the way the sources are run (the `@nprm/source` condition). */
function workspaceExports(root: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const manifestPath = join(root, group, name, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        name: string;
        exports?: Record<string, { '@nprm/source'?: string }>;
      };
      for (const [subpath, conditions] of Object.entries(manifest.exports ?? {})) {
        const target = conditions['@nprm/source'];
        if (target) entries.set(join(manifest.name, subpath), resolve(root, group, name, target));
      }
    }
  }
  return entries;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a relative specifier names: NodeNext's `.js` for a `.ts` source, or Vite's extensionless form. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((path) => SOURCE.test(path) && isFile(path));
}

export type ImportGraph = Map<string, string[]>;

/** File → the files it imports, all as paths relative to `root`; imports of outside packages are left out. */
export function importGraph(root: string, dirs: string[]): ImportGraph {
  const packages = workspaceExports(root);
  const graph: ImportGraph = new Map();
  for (const file of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(file, readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : packages.get(specifier);
      if (target) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), [...targets].sort());
  }
  return graph;
}

/**
 * One loop per strongly connected component (Tarjan), each written as "a → b → … → a" starting from its
 * alphabetically first file, so a failure names a loop to break rather than a heap of files.
 */
export function importCycles(graph: ImportGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  // Iterative Tarjan: a recursive one can overflow the stack on a long import chain.
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  return components.map((component) => describeLoop(graph, new Set(component))).sort();
}

/** The shortest loop through a component's first file, by breadth-first search inside the component. */
function describeLoop(graph: ImportGraph, component: Set<string>): string {
  const first = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === first) {
        const path = [first];
        for (let at: string | undefined = node; at !== undefined && at !== first; at = cameFrom.get(at)) {
          path.splice(1, 0, at);
        }
        return [...path, first].join(' → ');
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return first;
}
