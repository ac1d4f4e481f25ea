/** The calculation sheet's rows grouped and formatted for reading (docs/product.md, R-50). */
import {
  CALCULATION_SECTION_TITLES,
  CALCULATION_SECTIONS,
  type CalculationSection,
  type CalculationStep,
} from '@nprm/contracts';

export interface SheetGroup {
  section: CalculationSection;
  title: string;
  steps: CalculationStep[];
}

/** The steps by section, in the sheet's order (inputs, wind pressure, … roof load); empty sections left out. */
export function groupSteps(steps: readonly CalculationStep[]): SheetGroup[] {
  return CALCULATION_SECTIONS.map((section) => ({
    section,
    title: CALCULATION_SECTION_TITLES[section],
    steps: steps.filter((step) => step.section === section),
  })).filter((group) => group.steps.length > 0);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A step's value as the sheet prints it: whole numbers with separators from 1,000, one decimal from 100, otherwise
 * four significant figures without trailing zeros (0.85, 1.04, 0.00256), so a factor keeps the digits it is used with.
 */
export function formatStepValue(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const size = Math.abs(value);
  if (size >= 1000) return grouped.format(value);
  if (size >= 100) return String(Math.round(value * 10) / 10);
  if (size === 0) return '0';
  return String(Number(value.toPrecision(4)));
}
