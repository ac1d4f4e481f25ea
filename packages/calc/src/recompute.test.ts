import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { inputArb, optionsArb } from './test/arbitraries.js';
import { designInput, mount } from './test/inputs.js';
import { formatStepLine } from './sheet-text.js';
import { resultSheet, type SheetStep } from './steps.js';
import { formatStepValue } from './values.js';

/**
 * A reviewer's pocket calculator for the sheet's substituted lines, written apart from the engine's formula trees:
 * numbers (a leading "-" in parentheses or as an argument), + − - · × /, ² and ^, parentheses, max(…, …),
 * min(…, …), ⌈…⌉ and e^(…).
 */
function calculate(text: string): number {
  let at = 0;
  const peek = () => text[at];
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };
  const expect = (char: string) => {
    skipSpaces();
    if (text[at] !== char) throw new Error(`expected ${char} at ${at} in ${text}`);
    at++;
  };
  const sum = (): number => {
    let value = product();
    for (;;) {
      skipSpaces();
      const op = peek();
      if (op !== '+' && op !== '−' && op !== '-') return value;
      at++;
      value = op === '+' ? value + product() : value - product();
    }
  };
  const product = (): number => {
    let value = power();
    for (;;) {
      skipSpaces();
      const op = peek();
      if (op !== '·' && op !== '×' && op !== '/') return value;
      at++;
      value = op === '/' ? value / power() : value * power();
    }
  };
  const power = (): number => {
    let value = primary();
    for (;;) {
      skipSpaces();
      if (peek() === '²') {
        at++;
        value = value * value;
      } else if (peek() === '^') {
        at++;
        value = Math.pow(value, primary());
      } else return value;
    }
  };
  const primary = (): number => {
    skipSpaces();
    if (peek() === '-') {
      at++;
      return -primary();
    }
    if (peek() === '(') {
      at++;
      const value = sum();
      expect(')');
      return value;
    }
    if (text.startsWith('e^(', at)) {
      at += 3;
      const value = sum();
      expect(')');
      return Math.exp(value);
    }
    if (peek() === '⌈') {
      at++;
      const value = sum();
      expect('⌉');
      return Math.ceil(value);
    }
    const extremum = text.startsWith('max(', at) ? Math.max : text.startsWith('min(', at) ? Math.min : null;
    if (extremum !== null) {
      at += 4;
      const args = [sum()];
      for (skipSpaces(); peek() === ','; skipSpaces()) {
        at++;
        args.push(sum());
      }
      expect(')');
      return extremum(...args);
    }
    const number = /^\d+(\.\d+)?/.exec(text.slice(at));
    if (!number) throw new Error(`unexpected "${text.slice(at)}" in ${text}`);
    at += number[0].length;
    return Number(number[0]);
  };
  const value = sum();
  skipSpaces();
  if (at !== text.length) throw new Error(`unread "${text.slice(at)}" in ${text}`);
  return value;
}

/** The printed value as a number, and one unit of its last printed digit ("46.464" → 0.001; "1,250" → 1). */
function printed(step: SheetStep): { value: number; unit: number } {
  const text = formatStepValue(step).replaceAll(',', '');
  const dot = text.indexOf('.');
  return { value: Number(text), unit: dot === -1 ? 1 : 10 ** -(text.length - dot - 1) };
}

/**
 * The sheet's promise: every substituted line, computed by hand from the numbers it prints, gives the row's printed
 * value to its last printed digit. Exactly: |calculate(substituted) − printed| ≤ 0.6 units of the printed value's
 * last digit (a correctly rounded figure is within 0.5; the tenth covers a figure on a rounding boundary).
 */
function recomputes(step: SheetStep): boolean {
  if (step.substituted === undefined) return true;
  const { value, unit } = printed(step);
  return Math.abs(calculate(step.substituted) - value) <= 0.6 * unit;
}

describe('the sheet recomputes by hand (fast-check)', () => {
  it('the pocket calculator reads the sheet’s notation', () => {
    expect(calculate('0.00256·1.014652·1·0.95·115²')).toBeCloseTo(32.63446, 5);
    expect(calculate('1·(988.44417 + 0·2)/(0.9·2) − 100')).toBeCloseTo(449.1356, 4);
    expect(calculate('max(10 + (-12.5), 0)')).toBe(0);
    expect(calculate('max(-3.5, 2, 0)')).toBe(2);
    expect(calculate('min(4.5, 3)/2')).toBe(1.5);
    expect(calculate('⌈699.5123/30⌉')).toBe(24);
    expect(calculate('2.01·(35/900)^(2/9.5)')).toBeCloseTo(1.014652, 6);
    expect(calculate('(2·1.125)²')).toBe(5.0625);
    expect(calculate('e^(-0.0000362·5280)')).toBeCloseTo(0.826, 3);
    expect(() => calculate('2·q_h')).toThrow();
  });

  it('every substituted line of every design gives its printed result to the last printed digit', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        // The rows a result carries (values as printed, decision 0057), each printing as the engine's trace row.
        const trace = designMount(input, options).trace;
        for (const [index, step] of resultSheet(trace).entries()) {
          expect(formatStepLine(step)).toBe(formatStepLine(trace[index]!));
          if (!recomputes(step)) {
            throw new Error(`${step.symbol} = ${formatStepValue(step)}: ${step.substituted}`);
          }
          // Every symbol has its number in: no letters left but max, min and e^.
          expect(step.substituted?.replace(/max|min|e\^/g, '') ?? '').not.toMatch(/\p{L}/u);
        }
      }),
      { numRuns: 300 },
    );
    // Hundreds of designs: generous on a busy machine (the default 5 s is not a measure of anything here).
  }, 60_000);

  it('prints given values exactly as given and the rest with 7 significant digits at most (whole part aside), the values a result carries', () => {
    fc.assert(
      fc.property(inputArb, optionsArb, (input, options) => {
        const trace = designMount(input, options).trace;
        const rows = resultSheet(trace);
        for (const [index, step] of trace.entries()) {
          const text = formatStepValue(step).replaceAll(',', '');
          // The result's row carries the printed value itself (=== : a given -0 prints 0).
          expect(rows[index]!.value === Number(text), `${step.symbol} ${rows[index]!.value} ${text}`).toBe(true);
          if (step.expression === undefined) expect(Number(text) === step.value, text).toBe(true);
          else {
            // Whole numbers of 8 digits and more keep them all (no decimals then); otherwise 7 at most.
            const digits = text.replace(/^-?0*\.?0*/, '').replace('.', '').length;
            const whole = text.replace('-', '').split('.')[0]!.length;
            expect(digits, text).toBeLessThanOrEqual(Math.max(7, whole));
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('b = 1.125 ft prints 1.125, so the footprint (2·1.125)² gives the 5.0625 ft² printed', () => {
    const d = designMount(designInput({ mount: mount({ halfBaseWidth: 1.125 }) }));
    const b = d.trace.find((s) => s.symbol === 'b')!;
    const footprint = d.trace.find((s) => s.symbol === 'A_fp')!;
    expect(formatStepValue(b)).toBe('1.125');
    expect(footprint.substituted).toBe('(2·1.125)²');
    expect(formatStepValue(footprint)).toBe('5.0625');
  });
});
