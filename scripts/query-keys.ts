/**
 * Where the web app writes its TanStack query keys (docs/architecture.md, "Query keys"): only in a `queryKeys.ts`
 * file, one per feature, so a key that two places share is spelled once and an invalidation cannot drift from the
 * query it refreshes. Elsewhere a key position (a `queryKey`, the key a QueryClient method takes first) holds what a
 * factory returns, never an array or string written there (directly or through a constant or a function of the same
 * file) nor a key imported from another module. Read with the TypeScript parser, no type information: a guard
 * against the usual slips, not a proof.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFiles } from './import-graph.js';

/** The name of the files that may write keys. */
export const KEY_FACTORY_FILE = 'queryKeys.ts';

/** QueryClient methods whose first argument is a query key (the others take options or filters with `queryKey`). */
const KEY_FIRST_METHODS = new Set([
  'getQueryData',
  'setQueryData',
  'getQueryState',
  'getQueryDefaults',
  'setQueryDefaults',
]);

/** An expression without the wrappers that do not change its value: parentheses, `as`, `satisfies`, `!`. */
function unwrap(node: ts.Expression): ts.Expression {
  let at = node;
  while (
    ts.isParenthesizedExpression(at) ||
    ts.isAsExpression(at) ||
    ts.isSatisfiesExpression(at) ||
    ts.isNonNullExpression(at)
  ) {
    at = at.expression;
  }
  return at;
}

function isWritten(node: ts.Expression): boolean {
  return (
    ts.isArrayLiteralExpression(node) ||
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  );
}

/** The file's own constants and functions by name (top level or nested: names are not scoped here). */
function localDeclarations(file: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      found.set(node.name.text, node.initializer);
    } else if (ts.isFunctionDeclaration(node) && node.name) {
      found.set(node.name.text, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Whether a function returns an array or string written in it. */
function returnsWritten(fn: ts.Node): boolean {
  if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return isWritten(unwrap(fn.body));
  if (!ts.isArrowFunction(fn) && !ts.isFunctionDeclaration(fn) && !ts.isFunctionExpression(fn)) return false;
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression && isWritten(unwrap(node.expression))) found = true;
    // A nested function's returns are its own.
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  if (fn.body) ts.forEachChild(fn.body, visit);
  return found;
}

/** The identifier an expression starts from: `adminKeys` of `adminKeys.lead(id)`, `key` of `key`. */
function rootName(node: ts.Expression): string | undefined {
  let at = unwrap(node);
  while (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) {
    at = unwrap(at.expression);
  }
  return ts.isIdentifier(at) ? at.text : undefined;
}

/** The file's imported names and the module each comes from. */
function importedNames(file: ts.SourceFile): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (clause?.name) found.set(clause.name.text, from);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) found.set(bindings.name.text, from);
    if (bindings && ts.isNamedImports(bindings)) for (const item of bindings.elements) found.set(item.name.text, from);
  }
  return found;
}

const FACTORY_MODULE = new RegExp(`(^|/)${KEY_FACTORY_FILE.replace(/\.ts$/, '')}(\\.js)?$`);

interface FileNames {
  locals: Map<string, ts.Node>;
  imports: Map<string, string>;
}

/**
 * Whether a key position's expression is a key written outside a factory: an array or string, a constant or a
 * function of this file that holds or returns one, or anything imported from a module that is not a factory.
 */
function isWrittenKey(expression: ts.Expression, names: FileNames, depth = 0): boolean {
  const { locals, imports } = names;
  const node = unwrap(expression);
  if (isWritten(node)) return true;
  const root = rootName(node);
  const from = root === undefined ? undefined : imports.get(root);
  if (from !== undefined) return !FACTORY_MODULE.test(from);
  if (ts.isIdentifier(node)) {
    const declared = locals.get(node.text);
    // Followed a few steps: `const key = OTHER_KEY` is OTHER_KEY.
    return declared !== undefined && ts.isExpression(declared) && depth < 8 && isWrittenKey(declared, names, depth + 1);
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const declared = locals.get(node.expression.text);
    return declared !== undefined && returnsWritten(declared);
  }
  return false;
}

export interface KeyCheck {
  /** "file:line: text" of each key written outside a factory file. */
  offenders: string[];
  /** How many key positions were looked at. */
  checked: number;
}

/** The key positions of one file and those that write a key; a factory file writes keys by right. */
export function checkQueryKeys(fileName: string, text: string): KeyCheck {
  const result: KeyCheck = { offenders: [], checked: 0 };
  if (basename(fileName) === KEY_FACTORY_FILE) return result;
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const names = { locals: localDeclarations(file), imports: importedNames(file) };
  const check = (expression: ts.Expression) => {
    result.checked += 1;
    if (!isWrittenKey(expression, names)) return;
    const { line } = file.getLineAndCharacterOfPosition(expression.getStart(file));
    result.offenders.push(`${fileName}:${line + 1}: ${expression.getText(file).slice(0, 120)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'queryKey') check(node.initializer);
    else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'queryKey') check(node.name);
    else if (ts.isJsxAttribute(node) && node.name.getText(file) === 'queryKey' && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) check(value);
      else if (ts.isJsxExpression(value) && value.expression) check(value.expression);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      KEY_FIRST_METHODS.has(node.expression.name.text) &&
      node.arguments[0]
    ) {
      check(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return result;
}

/** The check over every source file of the web app, paths relative to `root`. */
export function checkWebQueryKeys(root: string): KeyCheck {
  const total: KeyCheck = { offenders: [], checked: 0 };
  for (const path of sourceFiles(join(root, 'apps/web/src'))) {
    const { offenders, checked } = checkQueryKeys(relative(root, path), readFileSync(path, 'utf8'));
    total.offenders.push(...offenders);
    total.checked += checked;
  }
  return total;
}
