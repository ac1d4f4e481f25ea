/**
 * Formulas as small trees of the sheet's symbols and numbers (docs/engineering.md, "The calculation sheet"). One
 * tree writes both the formula in symbols ("0.00256·K_z,a·K_zt·K_d·V²") and, when a step is recorded, the formula
 * with the numbers the engine used ("0.00256·0.8491235·1·0.95·150²"); it also evaluates, so the recorder can check
 * that the numbers it prints recompute to the printed result. Formulas are built once, at module load: recording
 * a step without a trace (NO_TRACE) never touches them.
 */
import { exactDecimal } from './values.js';

type Operator = '+' | '−' | '·' | '/';

export type Term =
  | { readonly kind: 'symbol'; readonly symbol: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'binary'; readonly op: Operator; readonly left: Term; readonly right: Term }
  | { readonly kind: 'power'; readonly base: Term; readonly exponent: Term }
  | { readonly kind: 'square'; readonly base: Term }
  | { readonly kind: 'max'; readonly args: readonly Term[] }
  | { readonly kind: 'min'; readonly args: readonly Term[] }
  | { readonly kind: 'ceil'; readonly arg: Term }
  | { readonly kind: 'exp'; readonly arg: Term };

export interface Formula {
  readonly term: Term;
  /** The formula in symbols. */
  readonly expression: string;
}

export const sym = (symbol: string): Term => ({ kind: 'symbol', symbol });
export const num = (value: number): Term => ({ kind: 'number', value });
const chain = (op: Operator, terms: readonly Term[]): Term =>
  terms.reduce((left, right) => ({ kind: 'binary', op, left, right }));
/** a + b + …, summed left to right as the engine sums. */
export const plus = (...terms: Term[]): Term => chain('+', terms);
export const minus = (left: Term, right: Term): Term => chain('−', [left, right]);
/** a·b·…, multiplied left to right as the engine multiplies. */
export const times = (...terms: Term[]): Term => chain('·', terms);
export const over = (left: Term, right: Term): Term => chain('/', [left, right]);
export const squared = (base: Term): Term => ({ kind: 'square', base });
export const power = (base: Term, exponent: Term): Term => ({ kind: 'power', base, exponent });
export const max = (...args: Term[]): Term => ({ kind: 'max', args });
export const min = (...args: Term[]): Term => ({ kind: 'min', args });
export const ceil = (arg: Term): Term => ({ kind: 'ceil', arg });
/** e^(arg), written so. */
export const exp = (arg: Term): Term => ({ kind: 'exp', arg });

/** A formula from its tree, its symbolic text written once. */
export function formula(term: Term): Formula {
  return { term, expression: write(term, (symbol) => symbol) };
}

const ATOM = 4;
const NEGATIVE = 1.5;
const PRECEDENCE: Readonly<Record<Operator, number>> = { '+': 1, '−': 1, '·': 2, '/': 2 };

/**
 * The tree as text, each symbol written by `operand`. Parentheses only where precedence needs them (a right operand
 * of − or / that is itself a sum or product: "γ_W·(M_OT + F_v·b)/(φ_D·b) − W_self"), and around a negative number
 * unless it opens a sum or is an argument of max ("10 + (-2)", "max(-3.5, 0)").
 */
export function write(term: Term, operand: (symbol: string) => string): string {
  return written(term, operand)[0];
}

function written(term: Term, operand: (symbol: string) => string): [text: string, precedence: number] {
  switch (term.kind) {
    case 'symbol':
    case 'number': {
      const text = term.kind === 'symbol' ? operand(term.symbol) : exactDecimal(term.value);
      return [text, text.startsWith('-') ? NEGATIVE : ATOM];
    }
    case 'binary': {
      const precedence = PRECEDENCE[term.op];
      const [left, leftPrecedence] = written(term.left, operand);
      const [right, rightPrecedence] = written(term.right, operand);
      const wrapRight =
        rightPrecedence === NEGATIVE ||
        rightPrecedence < precedence ||
        (rightPrecedence === precedence && (term.op === '−' || term.op === '/'));
      const op = precedence === 1 ? ` ${term.op} ` : term.op;
      return [`${wrap(left, leftPrecedence < precedence)}${op}${wrap(right, wrapRight)}`, precedence];
    }
    case 'power': {
      const [base, basePrecedence] = written(term.base, operand);
      const [exponent, exponentPrecedence] = written(term.exponent, operand);
      return [`${wrap(base, basePrecedence < ATOM)}^${wrap(exponent, exponentPrecedence < ATOM)}`, 3];
    }
    case 'square': {
      const [base, basePrecedence] = written(term.base, operand);
      return [`${wrap(base, basePrecedence < ATOM)}²`, 3];
    }
    case 'max':
    case 'min':
      return [`${term.kind}(${term.args.map((arg) => write(arg, operand)).join(', ')})`, ATOM];
    case 'ceil':
      return [`⌈${write(term.arg, operand)}⌉`, ATOM];
    case 'exp': {
      // A product opening the exponent may lead with a negative number unbracketed: "e^(-0.0000362·z_e)".
      const { arg } = term;
      const leadsNegative = arg.kind === 'binary' && arg.op === '·' && arg.left.kind === 'number' && arg.left.value < 0;
      const text = leadsNegative
        ? `${exactDecimal(arg.left.value)}·${wrap(...rightOperand(arg.right, operand))}`
        : write(arg, operand);
      return [`e^(${text})`, 3];
    }
  }
}

/** A product's right operand as written, bracketed where the product's rule asks. */
function rightOperand(term: Term, operand: (symbol: string) => string): [string, boolean] {
  const [text, precedence] = written(term, operand);
  return [text, precedence === NEGATIVE || precedence < PRECEDENCE['·']];
}

function wrap(text: string, parenthesize: boolean): string {
  return parenthesize ? `(${text})` : text;
}

/** The tree's value with each symbol's number from `value`, in the order the text reads (left to right). */
export function evaluate(term: Term, value: (symbol: string) => number): number {
  switch (term.kind) {
    case 'symbol':
      return value(term.symbol);
    case 'number':
      return term.value;
    case 'binary': {
      const left = evaluate(term.left, value);
      const right = evaluate(term.right, value);
      if (term.op === '+') return left + right;
      if (term.op === '−') return left - right;
      return term.op === '·' ? left * right : left / right;
    }
    case 'power':
      return Math.pow(evaluate(term.base, value), evaluate(term.exponent, value));
    case 'square': {
      const base = evaluate(term.base, value);
      return base * base;
    }
    case 'max':
      return Math.max(...term.args.map((arg) => evaluate(arg, value)));
    case 'min':
      return Math.min(...term.args.map((arg) => evaluate(arg, value)));
    case 'ceil':
      return Math.ceil(evaluate(term.arg, value));
    case 'exp':
      return Math.exp(evaluate(term.arg, value));
  }
}
