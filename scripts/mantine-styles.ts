/**
 * Mantine's styles are imported per component (docs/architecture.md, "Public page weight"), so a component a page
 * starts to use renders unstyled unless its stylesheet is imported too. The rule this checks: every chunk of the web
 * app (the entry and each `import()`ed module with what it imports statically) imports the Mantine stylesheet of every
 * @mantine/core component it uses, or the entry chunk does (its styles are always on the page). A component's
 * stylesheets are read from Mantine's own modules: the `X.module` class files its module imports, directly or
 * through the components it renders, each being `@mantine/core/styles/X.layer.css`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Mantine's global styles: not a component's. */
const GLOBAL_STYLES = new Set(['baseline', 'default-css-variables', 'global']);
const LAYER_CSS = /^@mantine\/core\/styles\/([\w-]+)\.layer\.css$/;
const CSS_IMPORT = /@import\s+['"]([^'"]+)['"]/g;

/** What a Mantine module imports: the modules it renders from, and its static members' modules (`Checkbox.Card`). */
interface MantineModule {
  imports: string[];
  members: Map<string, string>;
  /** The members of imported components it renders (`Combobox.ClearButton`): module and member name. */
  memberUses: [string, string][];
}

/**
 * Reads one of Mantine's modules. An import used only as a static member (`Checkbox.Card = CheckboxCard`) is not
 * rendered by the component itself: its styles count only where the member is used.
 */
function readMantineModule(file: string): MantineModule {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const from = new Map<string, string>();
  const imports = new Map<string, string[]>();
  for (const statement of source.statements) {
    const specifier = (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.text);
    const names: string[] = [];
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) for (const item of bindings.elements) names.push(item.name.text);
    for (const name of names) from.set(name, target);
    imports.set(target, names);
  }
  const members = new Map<string, string>();
  const memberUses: [string, string][] = [];
  const memberOnly = new Set(from.keys());
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ts.isIdentifier(node.right) &&
      from.has(node.right.text)
    ) {
      members.set(node.left.name.text, from.get(node.right.text)!);
      ts.forEachChild(node.left, visit);
      return;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && from.has(node.expression.text)) {
      memberUses.push([from.get(node.expression.text)!, node.name.text]);
    }
    if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent)) memberOnly.delete(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const rendered = [...imports].filter(([, names]) => names.length === 0 || names.some((n) => !memberOnly.has(n)));
  return { imports: rendered.map(([target]) => target), members, memberUses };
}

/** A Mantine component's stylesheets, and those of each of its static members. */
export interface ComponentStyles {
  styles: Set<string>;
  members: Map<string, Set<string>>;
}

/** @mantine/core's exported names → the stylesheets each one (and each of its static members) renders with. */
export function mantineComponentStyles(root: string): Map<string, ComponentStyles> {
  const esm = join(root, 'node_modules/@mantine/core/esm');
  const modules = new Map<string, MantineModule>();
  const moduleAt = (file: string) => {
    let module = modules.get(file);
    if (!module) modules.set(file, (module = readMantineModule(file)));
    return module;
  };
  const closures = new Map<string, Set<string>>();
  const stylesOf = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const styles = new Set<string>();
    closures.set(file, styles); // a loop back to a module being read adds nothing new
    const classes = /([\w-]+)\.module\.mjs$/.exec(file);
    if (classes) styles.add(classes[1]!);
    const { imports, memberUses } = moduleAt(file);
    const members = memberUses.map(([target, member]) => moduleAt(target).members.get(member));
    for (const target of [...imports, ...members]) {
      if (target) for (const name of stylesOf(target)) styles.add(name);
    }
    return styles;
  };
  const components = new Map<string, ComponentStyles>();
  const index = join(esm, 'index.mjs');
  for (const [, names, specifier] of readFileSync(index, 'utf8').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g,
  )) {
    const file = resolve(esm, specifier!);
    const members = new Map([...moduleAt(file).members].map(([member, target]) => [member, stylesOf(target)]));
    const entry = { styles: stylesOf(file), members };
    for (const name of names!.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()!;
      if (local) components.set(local, entry);
    }
  }
  return components;
}

interface WebModule {
  staticImports: string[];
  dynamicImports: string[];
  /** Mantine stylesheets it imports, directly or through a .css file of its own. */
  styles: Set<string>;
  /** The @mantine/core components it uses: "Checkbox", or "Checkbox.Card" for a static member. */
  mantine: string[];
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** The Mantine stylesheets a .css file imports, following its own relative @imports. */
function cssStyles(file: string, into: Set<string>): void {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(CSS_IMPORT)) {
    const layer = LAYER_CSS.exec(specifier!);
    if (layer) into.add(layer[1]!);
    else if (specifier!.startsWith('.')) cssStyles(resolve(dirname(file), specifier!), into);
  }
}

function readModule(file: string): WebModule {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: WebModule = { staticImports: [], dynamicImports: [], styles: new Set(), mantine: [] };
  /** Local name → @mantine/core's name. */
  const mantine = new Map<string, string>();
  const addStatic = (specifier: string) => {
    const layer = LAYER_CSS.exec(specifier);
    if (layer) found.styles.add(layer[1]!);
    if (!specifier.startsWith('.')) return;
    const target = resolveModule(file, specifier);
    if (target?.endsWith('.css')) cssStyles(target, found.styles);
    else if (target) found.staticImports.push(target);
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      const typeOnly = ts.isImportDeclaration(node) ? clause?.isTypeOnly === true : node.isTypeOnly;
      if (!typeOnly) addStatic(specifier);
      const bindings = clause?.namedBindings;
      if (specifier === '@mantine/core' && !typeOnly && bindings && ts.isNamedImports(bindings)) {
        for (const item of bindings.elements) {
          if (!item.isTypeOnly) mantine.set(item.name.text, (item.propertyName ?? item.name).text);
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolveModule(file, node.arguments[0].text);
      if (target) found.dynamicImports.push(target);
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const name = mantine.get(node.expression.text);
      if (name) found.mantine.push(`${name}.${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  found.mantine.push(...mantine.values());
  return found;
}

/**
 * "chunk: Component (file) has no X.layer.css" for each stylesheet a chunk's components need and neither the chunk
 * nor the entry chunk imports; `entry` is the app's entry module, paths relative to `root`.
 */
export function missingMantineStyles(root: string, entry: string, components: Map<string, ComponentStyles>): string[] {
  const modules = new Map<string, WebModule>();
  const moduleAt = (file: string) => {
    let module = modules.get(file);
    if (!module) modules.set(file, (module = readModule(file)));
    return module;
  };
  const chunkOf = (start: string): string[] => {
    const members = new Set([start]);
    for (const file of members) for (const next of moduleAt(file).staticImports) members.add(next);
    return [...members];
  };
  const stylesIn = (members: string[]) => new Set(members.flatMap((file) => [...moduleAt(file).styles]));
  const main = join(root, entry);
  const roots = [main];
  for (const file of roots) {
    for (const member of chunkOf(file)) {
      for (const target of moduleAt(member).dynamicImports) if (!roots.includes(target)) roots.push(target);
    }
  }
  const always = stylesIn(chunkOf(main));
  const missing: string[] = [];
  for (const chunk of roots) {
    const members = chunkOf(chunk);
    const loaded = new Set([...always, ...stylesIn(members)]);
    for (const file of members) {
      for (const name of moduleAt(file).mantine) {
        const [component, member] = name.split('.');
        const styles = components.get(component!);
        for (const style of (member === undefined ? styles?.styles : styles?.members.get(member)) ?? []) {
          if (GLOBAL_STYLES.has(style) || loaded.has(style)) continue;
          missing.push(`${relative(root, chunk)}: ${name} (${relative(root, file)}) has no ${style}.layer.css`);
        }
      }
    }
  }
  return [...new Set(missing)].sort();
}
