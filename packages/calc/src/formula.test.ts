import { describe, expect, it } from 'vitest';
import { evaluate, formula, max, minus, num, over, plus, power, squared, sym, times, write } from './formula.js';

describe('formula trees write the symbols and the numbers from the same operands', () => {
  const values: Record<string, number> = { a: 2, b: -3, c: 0.5 };
  const numbers = (symbol: string) => String(values[symbol]);

  it('puts parentheses only where precedence needs them', () => {
    const f = formula(
      minus(over(times(sym('a'), plus(sym('b'), times(sym('c'), sym('a')))), times(sym('c'), sym('a'))), sym('c')),
    );
    expect(f.expression).toBe('a·(b + c·a)/(c·a) − c');
    expect(formula(squared(times(num(2), sym('a')))).expression).toBe('(2·a)²');
    expect(formula(power(over(sym('a'), sym('c')), over(num(2), sym('b')))).expression).toBe('(a/c)^(2/b)');
    expect(formula(minus(sym('a'), minus(sym('b'), sym('c')))).expression).toBe('a − (b − c)');
  });

  it('puts a negative number in parentheses unless it opens a sum or is an argument of max', () => {
    expect(write(max(plus(sym('a'), sym('b')), num(0)), numbers)).toBe('max(2 + (-3), 0)');
    expect(write(max(sym('b'), num(0)), numbers)).toBe('max(-3, 0)');
    expect(write(plus(sym('b'), sym('a')), numbers)).toBe('-3 + 2');
    expect(write(times(sym('a'), sym('b')), numbers)).toBe('2·(-3)');
    expect(write(squared(sym('b')), numbers)).toBe('(-3)²');
  });

  it('evaluates left to right as written', () => {
    const term = minus(over(times(sym('a'), plus(sym('b'), sym('c'))), sym('c')), num(1));
    expect(evaluate(term, (symbol) => values[symbol]!)).toBe((2 * (-3 + 0.5)) / 0.5 - 1);
    expect(evaluate(squared(sym('b')), (symbol) => values[symbol]!)).toBe(9);
  });
});
