import { describe, expect, it } from 'vitest';
import {
  blocksText,
  perTrayText,
  coordinatesText,
  formatStepValue,
  governingLabel,
  groupSteps,
  optionsUsed,
  reportFileName,
  reportPdfQuery,
  reviewForces,
  utilisationPercent,
} from './report-facts.js';
import type { CalculationStep } from './report.js';

const step = (symbol: string, value = 1, note?: string): CalculationStep => ({
  symbol,
  value,
  ref: 'x',
  ...(note === undefined ? {} : { note }),
});

describe('report facts', () => {
  it('words the governing case, the coordinates and the utilisation', () => {
    expect(governingLabel('sliding')).toBe('Sliding');
    expect(governingLabel('minimum')).toBe("The mount's minimum ballast");
    expect(coordinatesText(41.85003, -87.65005)).toBe('41.8500° N, 87.6500° W');
    expect(coordinatesText(null, 1)).toBeNull();
    expect(utilisationPercent(23.5, 40)).toBe(59);
    expect(utilisationPercent(1, 0)).toBeNull();
  });

  it("reads the options from the sheet and formats its values with the engine's one rule", () => {
    const steps = [
      step('K_d', 0.95),
      step('GCr', 1.9),
      step('φ_D', 0.9, '0.9D + 1.0W'),
      step('γ_W', 1, '0.9D + 1.0W'),
      step('w', 30),
    ];
    expect(optionsUsed(steps)).toBe(
      'K_d 0.95; GCr 1.9; load combination 0.9D + 1.0W (φ_D 0.9, γ_W 1); ballast block 30 lb',
    );
    expect(optionsUsed([])).toBeNull();
    expect(formatStepValue({ value: 0.00256 })).toBe('0.00256');
    expect(formatStepValue({ value: 1.125 })).toBe('1.125');
    expect(formatStepValue({ value: 12345.678912, expression: 'W_self + B' })).toBe('12,345.68');
  });

  it('groups steps in the sheet order and leaves empty sections out', () => {
    const groups = groupSteps([step('V'), step('B'), step('n')]);
    expect(groups.map((group) => [group.title, group.steps.map((s) => s.symbol)])).toEqual([
      ['Inputs and geometry', ['V']],
      ['Ballast', ['B', 'n']],
    ]);
  });

  it('names the file after the reference and takes the reader’s time zone only when it is a known one', () => {
    expect(reportFileName('R-7KQ2-M9XD')).toBe('R-7KQ2-M9XD.pdf');
    expect(reportPdfQuery.safeParse({ time_zone: 'Europe/Paris' }).success).toBe(true);
    expect(reportPdfQuery.safeParse({ time_zone: 'Mars/Olympus' }).success).toBe(false);
  });
});

describe('reviewForces: the forces a reviewer checks, read from the sheet by symbol', () => {
  const row = (symbol: string, value: number, unit?: string) => ({ symbol, value, unit, ref: 'x', expression: 'e' });

  it('reads F_H, F_v and both checks with their utilisations, rounded as page 1 prints them', () => {
    const forces = reviewForces([
      row('F_H', 1234.5678, 'lb'),
      row('F_v', 0, 'lb'),
      row('M_d', 988.4442, 'ft·lb'),
      row('M_R', 1476, 'ft·lb'),
      row('U_ot', 66.96776, '%'),
      row('F_sl', 287.8244, 'lb'),
      row('F_fr', 295.2, 'lb'),
      row('U_sl', 97.5015, '%'),
    ]);
    expect(forces.lateral).toEqual({ label: 'Lateral force', symbol: 'F_H', text: '1,234.6 lb' });
    expect(forces.uplift?.text).toBe('0 lb');
    expect(forces.overturning).toEqual({
      label: 'Overturning',
      demand: { label: 'Overturning moment', symbol: 'M_d', text: '988.4 ft·lb' },
      capacity: { label: 'Resisting moment', symbol: 'M_R', text: '1,476 ft·lb' },
      utilisation: '67 %',
    });
    expect(forces.sliding?.utilisation).toBe('98 %');
    expect(forces.sliding?.capacity.text).toBe('295.2 lb');
  });

  it('leaves out what the sheet does not have: older results, no friction, no capacity', () => {
    expect(reviewForces([])).toEqual({ lateral: null, uplift: null, overturning: null, sliding: null });
    const noFriction = reviewForces([row('M_d', 10, 'ft·lb'), row('M_R', 0, 'ft·lb')]);
    expect(noFriction.overturning?.utilisation).toBeNull();
    expect(noFriction.sliding).toBeNull();
    expect(reviewForces([row('F_H', Number.NaN, 'lb')]).lateral).toBeNull();
  });
});

describe('blocksText and perTrayText count in English', () => {
  const block = { id: 1, name: 'Solid concrete block', nominal_size: '4" × 8" × 16"', weight: 30 };
  it('say one block and one tray in the singular', () => {
    expect(blocksText({ ballast_blocks: { count: 1, block_weight: 30 }, block_type: block })).toBe(
      '1 block of 30 lb (Solid concrete block 4" × 8" × 16")',
    );
    expect(perTrayText({ trays: { count: 1, blocks_per_tray: 1 } })).toBe('1 per tray in 1 tray');
  });
  it('and more in the plural', () => {
    expect(blocksText({ ballast_blocks: { count: 41, block_weight: 30 }, block_type: null })).toBe(
      '41 blocks of 30 lb',
    );
    expect(blocksText({ ballast_blocks: { count: 41, block_weight: 30 }, block_type: null }, true)).toBe('41 × 30 lb');
    expect(perTrayText({ trays: { count: 4, blocks_per_tray: 11 } })).toBe('11 per tray in 4 trays');
  });
});
