/**
 * The repository explains itself (docs/architecture.md, "Documents"): what a maintainer needs is in docs/, and no
 * tracked file points at documents that live outside the repository or at a path on the machine that built it.
 * The forbidden strings are assembled from pieces, so this file does not contain them itself.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

interface TrackedFile {
  path: string;
  lines: string[];
}

/** Every tracked text file (git ls-files: node_modules and build output are never tracked). */
function trackedTextFiles(): TrackedFile[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path !== '' && !path.split('/').includes('node_modules'));
  const files: TrackedFile[] = [];
  for (const path of paths) {
    const full = join(root, path);
    // A file deleted in the work tree but not yet staged is not part of what gets committed.
    if (!existsSync(full)) continue;
    const bytes = readFileSync(full);
    if (bytes.includes(0)) continue; // binary (gzip data, images with NUL bytes)
    files.push({ path, lines: bytes.toString('utf8').split('\n') });
  }
  return files;
}

const files = trackedTextFiles();

/** "path:line: text" for every line a test matches, so a failure names what to rewrite. */
function offenders(matches: (line: string, file: TrackedFile) => boolean): string[] {
  const found: string[] = [];
  for (const file of files) {
    file.lines.forEach((line, index) => {
      if (matches(line, file)) found.push(`${file.path}:${index + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

const SHARED = 'shared';
const OUTSIDE_PATHS = [['..', SHARED].join('/'), [SHARED, 'research'].join('/'), [SHARED, 'design'].join('/')];

/**
 * The origin documents' file names. The product's own documents are the docs/ files of product, api, engineering
 * and architecture.
 */
const ORIGIN_DOCUMENTS = ['SPEC', 'API', 'ENGINEERING', 'ARCHITECTURE', 'ACCEPTANCE'];
const MD = '.md';
const ORIGIN_NAME = new RegExp(`\\b(${ORIGIN_DOCUMENTS.join('|')})\\${MD}\\b`);
/** A lower-case name of one of them with the path written before it ("docs/", "../", or none). */
const LOWER_NAMES = ORIGIN_DOCUMENTS.map((name) => name.toLowerCase()).join('|');
const LOWER_NAME = new RegExp(`([\\w./-]*?)\\b(${LOWER_NAMES})\\${MD}\\b`, 'g');
/** The origin documents that live on as docs/ files of the same name; the other two became docs/product.md. */
const KEPT_NAMES = new Set(['api', 'engineering', 'architecture']);

/** Whether "{prefix}{name}.md" in this file names the docs/ file rather than an origin document. */
function namesDocsFile(prefix: string, name: string, file: TrackedFile): boolean {
  if (prefix !== '' && !prefix.endsWith('/')) return true; // another file ("open-api.md")
  if (!KEPT_NAMES.has(name)) return false;
  if (prefix === 'docs/' || prefix.endsWith('/docs/')) return true;
  // A relative link between the documents themselves (from docs/decisions/ up one folder to the API document).
  return file.path.startsWith('docs/') && /^(\.\.?\/)*$/.test(prefix);
}

/** docs/….md as a file names it. */
const DOCS_PATH = new RegExp(`\\bdocs/[\\w./-]+\\${MD}\\b`, 'g');
/** The target of a Markdown link: [text](target). */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** An absolute path on a build machine (under /home, /root and the like), at the start of a word. */
const MACHINE_PATH = new RegExp(`(^|[\\s'"\`(=])/(${['work', 'home', 'Users', 'root'].join('|')})/[\\w.-]`);

/** What a cited source may not be: a web address (a mirror least of all) or a file of this repository. */
const USER_VISIBLE_FORBIDDEN = [
  /[a-z]+:\/\//i,
  /\bwww\./i,
  /owiki|mirror/i,
  /\b[\w-]+\.(mjs|ts|tsx|js|csv|json|md|gz)\b/,
  /(^|[\s"'(,])(packages|apps|scripts|data|docs|src)\//,
];

/**
 * A citation of a tracker entry (the word for one and its number, a number in parentheses after a hash sign, a pull
 * request by number): it tells the reader nothing the tracker does not hold, and the tracker is not in the
 * repository. A comment says why in words instead. Built from pieces, so this file does not cite one itself.
 */
const ISSUE = ['iss', 'ue'].join('');
const ISSUE_CITATION = new RegExp(
  [`\\b${ISSUE}s?\\s*(#|no\\.\\s*)?\\s*\\d`, '\\(#\\d+\\)', '\\b(PR|pull request)\\s*#?\\d'].join('|'),
  'i',
);
/** Code, styles, SQL, workflow files and documents: where a comment or a sentence could cite one. */
const CITING_FILE = /\.(ts|tsx|mts|mjs|js|cjs|css|sql|ya?ml|md)$/;

/**
 * Decision records written before this rule: a record stands as written on its date (a change of mind is a new
 * record), so their citations stay. Every later record is checked.
 */
const RECORD_BEFORE_THE_RULE = /^docs\/decisions\/00([0-5]\d|6[01])-/;

/** Whether a line cites a tracker entry. */
function citesIssue(line: string): boolean {
  return ISSUE_CITATION.test(line);
}

describe('the repository explains itself', () => {
  it('reads the tracked files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.path === 'docs/product.md')).toBe(true);
  });

  it('no tracked file points at the documents outside the repository', () => {
    expect(offenders((line) => OUTSIDE_PATHS.some((path) => line.includes(path)))).toEqual([]);
  });

  it('no tracked file names an origin document; the docs/ files are named by their path', () => {
    const found = offenders(
      (line, file) =>
        ORIGIN_NAME.test(line) ||
        [...line.matchAll(LOWER_NAME)].some(([, prefix = '', name = '']) => !namesDocsFile(prefix, name, file)),
    );
    expect(found).toEqual([]);
  });

  it('every docs/….md a file names exists', () => {
    const found = offenders((line) => [...line.matchAll(DOCS_PATH)].some(([path]) => !existsSync(join(root, path))));
    expect(found).toEqual([]);
  });

  it('every relative link in docs/ and the README leads to a file or folder of the repository', () => {
    const found: string[] = [];
    for (const file of files.filter(
      (f) => f.path.endsWith(MD) && (f.path.startsWith('docs/') || f.path === 'README.md'),
    )) {
      file.lines.forEach((line, index) => {
        for (const [, target = ''] of line.matchAll(MARKDOWN_LINK)) {
          if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
          const path = join(root, dirname(file.path), target.split('#')[0] ?? '');
          if (!existsSync(path)) found.push(`${file.path}:${index + 1}: ${target}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('the wind data cites documents by name: no URL, mirror or repository path in what visitors are shown', () => {
    // Every column of the wind tables reaches visitors (source, basis, the coast names in a basis), so whole lines.
    const windData = (file: TrackedFile) => file.path.startsWith('packages/geo/data/') && file.path.endsWith('.csv');
    expect(files.filter(windData).length).toBeGreaterThanOrEqual(3);
    const found = offenders((line, file) => windData(file) && USER_VISIBLE_FORBIDDEN.some((rule) => rule.test(line)));
    expect(found).toEqual([]);
  });

  it('no tracked file names a path on the machine that built it', () => {
    expect(offenders((line) => MACHINE_PATH.test(line))).toEqual([]);
  });
  it('no comment or document cites an issue number: it says why in words', () => {
    expect(
      offenders(
        (line, file) => CITING_FILE.test(file.path) && !RECORD_BEFORE_THE_RULE.test(file.path) && citesIssue(line),
      ),
    ).toEqual([]);
  });

  it('the issue check finds a citation however it is written, and passes prose about issues', () => {
    const cited = [
      `// Connections and costs (${ISSUE} 29, M1).`,
      ` * ${ISSUE[0]?.toUpperCase()}${ISSUE.slice(1)} 32: a save that changes nothing.`,
      `-- for a sixth more bytes (${ISSUE} #19)`,
      `/* ${ISSUE}s 9 and 19 */`,
      `describe('price lists (${ISSUE}#33)', () => {`,
      `// Fixed in (${'#'}12).`,
      `// See ${'P'}R 41.`,
      `- Risk category (${ISSUE} no. 30)`,
    ];
    expect(cited.filter((line) => !citesIssue(line))).toEqual([]);
    const prose = [
      `// Only ${ISSUE}s the first 30 rows.`,
      '// colour #333 and "Reseller #3"',
      `// Code style ${ISSUE}s found`,
      `// ${ISSUE}d in 2026: 30 days`,
    ];
    expect(prose.filter(citesIssue)).toEqual([]);
  });
});
