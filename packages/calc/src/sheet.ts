/**
 * The calculation sheet (docs/engineering.md, "The calculation sheet"): the chosen design's trace as rows a reader
 * can check by hand, grouped by the method's steps, each formula also written with its numbers put in, and the
 * rows of the governing case marked. Pure: the same design always gives the same rows.
 */
import type { MountDesign } from './design.js';
import { formatNumber, traceDecimals } from './format.js';
import { KZ_FLOOR_HEIGHT } from './kz.js';
import { REF, type TraceSection, type TraceStep } from './trace.js';

/** One row of the sheet: a trace step with its formula's numbers and whether it belongs to the governing case. */
export interface SheetRow {
  readonly section: TraceSection;
  readonly symbol: string;
  readonly description: string;
  readonly expression: string;
  /** The expression with each symbol's value put in; "" where the expression is "". */
  readonly substituted: string;
  readonly value: number;
  readonly unit: string;
  readonly ref: string;
  readonly note: string | null;
  readonly governing: boolean;
}

/**
 * The inputs the formulas name that the trace itself does not record (they are the site's, the antenna's and the
 * mount's data): listed first, under "Inputs and geometry", so every symbol on the sheet has its number.
 */
function inputSteps(design: MountDesign): TraceStep[] {
  const { site, antenna, mount, frictionCoefficient } = design.input;
  const input = (symbol: string, description: string, value: number, unit: string): TraceStep => ({
    section: 'inputs',
    symbol,
    description,
    expression: '',
    value,
    unit,
    ref: REF.input,
  });
  return [
    input('V', 'basic wind speed (ASCE 7-10 Risk Category II)', site.windSpeed, 'mph'),
    input('h_b', 'building height', site.buildingHeight, 'ft'),
    input('μ', 'friction coefficient of the roof type', frictionCoefficient, ''),
    input('W_a', 'antenna weight', antenna.weight, 'lb'),
    input('Δa', "antenna's additional height to its centerline", antenna.additionalHeightToCenterline, 'ft'),
    input('W_m', 'mount weight', mount.weight, 'lb'),
    input('H', "mount's height to the antenna centerline", mount.heightToAntennaCenterline, 'ft'),
    input('b', "mount's half base width, the tipping arm", mount.halfBaseWidth, 'ft'),
  ];
}

/**
 * Symbols a formula uses in a general form, bound per row: K_z's height z is the part's own height (z_a, z_p, z_f,
 * or h_b for K_h), and q_z's K_z is the part's own coefficient.
 */
const ROW_BINDINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'K_z,a': { z: 'z_a' },
  'K_z,p': { z: 'z_p' },
  'K_z,f': { z: 'z_f' },
  K_h: { z: 'h_b' },
  'q_z,a': { K_z: 'K_z,a' },
  'q_z,p': { K_z: 'K_z,p' },
  'q_z,f': { K_z: 'K_z,f' },
};

/** The general symbols the bindings give a number. */
const BOUND_SYMBOLS = Object.values(ROW_BINDINGS).flatMap((bindings) => Object.keys(bindings));

/** The check each governing case names, and the row that carries the verdict ("… governs"). */
const GOVERNING_CHECK = { sliding: 'B_sl', overturning: 'B_ot', minimum: 'B_min' } as const;
const VERDICT = 'B_req';

const IDENTIFIER = /[\p{L}_\d]/u;
const LETTER = /[\p{L}_]/u;

/** A value as the trace writes it (its unit's decimals), without thousands commas: they would read as separators. */
function number(value: number, unit: string): string {
  return formatNumber(value, traceDecimals(unit)).replaceAll(',', '');
}

/**
 * Symbols by their first character, longest first: the only ones that can start at a place of an expression, in
 * the order they are tried. One index serves every row of a sheet (the sheet substitutes some 60 rows over some 70
 * symbols per search; trying each symbol at each character was most of a search's server time, issue 19).
 */
export type SymbolIndex = ReadonlyMap<string, readonly string[]>;

function symbolIndex(symbols: Iterable<string>): SymbolIndex {
  const index = new Map<string, string[]>();
  for (const symbol of [...new Set(symbols)].sort((a, b) => b.length - a.length)) {
    const first = symbol.charAt(0);
    const sameStart = index.get(first);
    if (sameStart) sameStart.push(symbol);
    else index.set(first, [symbol]);
  }
  return index;
}

/**
 * An expression cut where its symbols stand (docs/engineering.md, "The calculation sheet"): for each symbol the text
 * before it, whether it follows a digit (a product: "2b") and whether a negative number there needs parentheses;
 * then the text after the last. Which symbols stand where depends only on the expression and on which symbols have
 * a number, so a sheet cuts each formula once and only puts the numbers in per row.
 */
interface Template {
  readonly slots: readonly Slot[];
  readonly tail: string;
}

/** The text before a symbol, the symbol, and how its number goes in. */
interface Slot {
  text: string;
  symbol: string;
  /** After a digit: "2b" is a product, "2·2" once the number is in. */
  product: boolean;
  /** A negative number goes in parentheses (it does not open a group or an argument). */
  parenthesize: boolean;
}

/**
 * Cuts the expression at every symbol that `has` a number, longest symbol first at each place (so "q_z,a" is not
 * read as "q_z"), and only where a symbol stands alone (not inside "B_min" or "max"). A negative number is put in
 * parentheses unless it opens a group or an argument.
 */
function cut(expression: string, has: (symbol: string) => boolean, index: SymbolIndex): Template {
  const slots: Slot[] = [];
  let text = '';
  let i = 0;
  while (i < expression.length) {
    const before = i > 0 ? expression[i - 1]! : '';
    const symbol = LETTER.test(before)
      ? undefined
      : index
          .get(expression[i]!)
          ?.find((s) => has(s) && expression.startsWith(s, i) && !IDENTIFIER.test(expression[i + s.length] ?? ''));
    if (symbol === undefined) {
      text += expression[i];
      i++;
      continue;
    }
    // Before the first symbol only the text so far; after one, the text since it (a number never ends in "(" or ",").
    const opensGroup = /[(,]\s*$/.test(text) || (slots.length === 0 && text.trim() === '');
    slots.push({ text, symbol, product: /\d/.test(before), parenthesize: !opensGroup });
    text = '';
    i += symbol.length;
  }
  return { slots, tail: text };
}

/** The template with each symbol's number put in. */
function fill(template: Template, valueOf: (symbol: string) => string): string {
  let out = '';
  for (const { text, symbol, product, parenthesize } of template.slots) {
    const value = valueOf(symbol);
    out += text;
    // "2b" is a product: with its number in, "2·2".
    if (product) out += '·';
    out += parenthesize && value.startsWith('-') ? `(${value})` : value;
  }
  return out + template.tail;
}

/**
 * The expression with every known symbol replaced by its number (cut, then fill). `index` holds at least the
 * symbols of `values` (symbols it holds beyond them are passed over).
 */
export function substitute(
  expression: string,
  values: ReadonlyMap<string, string>,
  index: SymbolIndex = symbolIndex(values.keys()),
): string {
  return fill(
    cut(expression, (symbol) => values.has(symbol), index),
    (symbol) => values.get(symbol)!,
  );
}

/** Every step's number as the trace writes it, by symbol (the first step of a symbol). */
function stepValues(all: ReadonlyMap<string, TraceStep>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [symbol, found] of all) values.set(symbol, number(found.value, found.unit));
  return values;
}

/** A row's own numbers for the general symbols its formula uses (ROW_BINDINGS), with K_z's height range. */
function rowBindings(step: TraceStep, all: ReadonlyMap<string, TraceStep>): ReadonlyMap<string, string> | undefined {
  const bindings = ROW_BINDINGS[step.symbol];
  if (!bindings) return undefined;
  const bound = new Map<string, string>();
  for (const [general, own] of Object.entries(bindings)) {
    const boundStep = all.get(own);
    if (!boundStep) continue;
    let value = boundStep.value;
    // K_z is taken at 15 ft below 15 ft and at z_g above z_g (ASCE 7-10 Table 29.3-1 note 1): the z it used.
    if (general === 'z') value = Math.min(Math.max(value, KZ_FLOOR_HEIGHT), all.get('z_g')?.value ?? value);
    bound.set(general, number(value, boundStep.unit));
  }
  return bound;
}

/**
 * The cut formulas and symbol index of the sheets whose steps have these symbols, kept by those symbols: every
 * search of the same shape cuts the same formulas (cutting them was most of a sheet's time, issue 19). Bounded:
 * the shapes are few (a step is left out only when friction cannot hold), but the cache never grows past this.
 */
const SHAPES_KEPT = 32;
const shapes = new Map<string, { index: SymbolIndex; templates: Map<string, Template> }>();

function shapeOf(symbols: readonly string[]) {
  const key = symbols.join('\n');
  let shape = shapes.get(key);
  if (shape === undefined) {
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    shape = { index: symbolIndex([...symbols, ...BOUND_SYMBOLS]), templates: new Map() };
    shapes.set(key, shape);
  }
  return shape;
}

/** The rows of the governing case: its check (μ when friction cannot hold) and the required ballast that names it. */
function governingSymbols(design: MountDesign, trace: readonly TraceStep[]): Set<string> {
  let check: string = GOVERNING_CHECK[design.governing];
  if (check === 'B_sl' && !trace.some((step) => step.symbol === 'B_sl')) check = 'μ';
  return new Set([check, VERDICT]);
}

/**
 * The sheet of one design: the inputs its formulas name, then every trace step in order, each with its group,
 * its substituted formula and whether it is a row of the governing case.
 */
export function calculationSheet(design: MountDesign): SheetRow[] {
  const inputs = inputSteps(design);
  const trace = design.trace;
  const all = new Map<string, TraceStep>();
  for (const step of [...inputs, ...trace]) if (!all.has(step.symbol)) all.set(step.symbol, step);
  const governing = governingSymbols(design, trace);
  // Every row's numbers are the steps' own but for a few bound symbols: formatted once per sheet, and each
  // formula cut once per shape of sheet (the same symbols, so the same cuts).
  const values = stepValues(all);
  const shape = shapeOf([...all.keys()]);
  const substituted = (step: TraceStep): string => {
    if (step.expression === '') return '';
    const bound = rowBindings(step, all);
    // The row's symbol is part of the key: rows with bindings have numbers for symbols others do not.
    const key = `${step.symbol}\n${step.expression}`;
    let template = shape.templates.get(key);
    if (template === undefined) {
      template = cut(step.expression, (symbol) => values.has(symbol) || bound?.has(symbol) === true, shape.index);
      shape.templates.set(key, template);
    }
    return fill(template, (symbol) => bound?.get(symbol) ?? values.get(symbol)!);
  };
  const row = (step: TraceStep, fromTrace: boolean): SheetRow => ({
    section: step.section,
    symbol: step.symbol,
    description: step.description,
    expression: step.expression,
    substituted: substituted(step),
    value: step.value,
    unit: step.unit,
    ref: step.ref,
    note: step.note ?? null,
    governing: fromTrace && governing.has(step.symbol),
  });
  return [...inputs.map((step) => row(step, false)), ...trace.map((step) => row(step, true))];
}
