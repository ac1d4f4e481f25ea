import type { UseFormReturnType } from '@mantine/form';
import type { CalculatorValues } from './calculatorForm';
import { DecimalFields, type DecimalInput } from './DecimalFields';

const ROOF_INPUTS = [
  {
    field: 'roof_allowable_load',
    label: 'Roof allowable load (optional)',
    unit: 'psf',
    description:
      "From the building's engineer, in psf. A mount that would load the roof above it is not offered. Not given: the roof structure is not checked.",
  },
  {
    field: 'roof_edge_distance',
    label: 'Distance to the roof edge (optional)',
    unit: 'ft',
    description:
      "From the mount's base to the nearest roof edge, in feet: printed on the ballast plan and checked against the 6 ft fall-protection setback.",
  },
] as const satisfies readonly DecimalInput[];

/**
 * The roof's own limits (docs/product.md, calculator form), both optional: the roof structure's allowable load from
 * the building's engineer, checked beside the mount's rating, and the mount's distance to the nearest roof edge,
 * printed on the ballast plan and checked against the fall-protection setback. Their rules and messages are the
 * contract's (calculatorForm.ts).
 */
export function RoofFields({ form }: { form: UseFormReturnType<CalculatorValues> }) {
  return <DecimalFields form={form} inputs={ROOF_INPUTS} />;
}
