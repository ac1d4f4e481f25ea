import { describe, expect, it } from 'vitest';
import {
  coordinatesText,
  formatStepValue,
  governingLabel,
  groupSteps,
  optionsUsed,
  preparedDate,
  reportFileName,
  reportPdfQuery,
  utilisationPercent,
} from './report-facts.js';
import type { CalculationStep } from './report.js';

const step = (section: CalculationStep['section'], symbol: string): CalculationStep => ({
  section,
  symbol,
  description: '',
  expression: '',
  substituted: '',
  value: 1,
  unit: '',
  ref: '',
  note: null,
  governing: false,
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

  it('reads the options from the trace and formats sheet values', () => {
    expect(optionsUsed('NPRM ballast calculation\nBasis: K_d 0.95; ballast block 30 lb\n')).toBe(
      'K_d 0.95; ballast block 30 lb',
    );
    expect(optionsUsed('no basis')).toBeNull();
    expect(formatStepValue(0.00256)).toBe('0.00256');
    expect(formatStepValue(410.44)).toBe('410.4');
    expect(formatStepValue(12345.6)).toBe('12,346');
  });

  it('groups steps in the sheet order and leaves empty sections out', () => {
    const groups = groupSteps([step('ballast', 'B'), step('inputs', 'V'), step('ballast', 'n')]);
    expect(groups.map((group) => [group.title, group.steps.map((s) => s.symbol)])).toEqual([
      ['Inputs and geometry', ['V']],
      ['Ballast', ['B', 'n']],
    ]);
  });

  it('dates the report in the reader’s time zone and names the file after the reference', () => {
    expect(preparedDate('2026-11-23T03:00:00Z')).toBe('November 23, 2026');
    expect(preparedDate('2026-11-23T03:00:00Z', 'America/Chicago')).toBe('November 22, 2026');
    expect(reportFileName('R-7KQ2-M9XD')).toBe('R-7KQ2-M9XD.pdf');
    expect(reportPdfQuery.safeParse({ time_zone: 'Europe/Paris' }).success).toBe(true);
    expect(reportPdfQuery.safeParse({ time_zone: 'Mars/Olympus' }).success).toBe(false);
  });
});
