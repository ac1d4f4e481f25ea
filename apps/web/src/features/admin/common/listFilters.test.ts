import { describe, expect, it } from 'vitest';
import { matchesCell, numberCondition } from './listFilters';

describe('number filters with an operator or a range ("weight >100" once found nothing)', () => {
  const weights = [45, 100, 100.5, 120, 450];
  const kept = (typed: string) => weights.filter((weight) => matchesCell(weight, typed));

  it('compares with >, <, >=, <= and =, spaces allowed', () => {
    expect(kept('>100')).toEqual([100.5, 120, 450]);
    expect(kept('> 100')).toEqual([100.5, 120, 450]);
    expect(kept('>=100')).toEqual([100, 100.5, 120, 450]);
    expect(kept('<100')).toEqual([45]);
    expect(kept(' <= 100.5 ')).toEqual([45, 100, 100.5]);
    expect(kept('=120')).toEqual([120]);
    expect(kept('<.5')).toEqual([]);
    expect(matchesCell(-3, '<-2')).toBe(true);
  });

  it('keeps a range a..b with both ends, in either order', () => {
    expect(kept('100..120')).toEqual([100, 100.5, 120]);
    expect(kept('120 .. 100')).toEqual([100, 100.5, 120]);
    expect(kept('0..44.9')).toEqual([]);
  });

  it('still narrows a plain number digit by digit, and leaves text columns matching text', () => {
    expect(kept('1')).toEqual([100, 100.5, 120]);
    expect(kept('45')).toEqual([45, 450]);
    expect(matchesCell('Weight >100 lb', '>100')).toBe(true);
    expect(matchesCell('Sled', '>100')).toBe(false);
  });

  it('reads anything else as no condition: no match on a number, never an error', () => {
    expect(numberCondition('>')).toBeNull();
    expect(numberCondition('>abc')).toBeNull();
    expect(numberCondition('1..')).toBeNull();
    expect(numberCondition('1e3..5')).toBeNull();
    expect(kept('>abc')).toEqual([]);
    expect(kept('..')).toEqual([]);
  });
});
