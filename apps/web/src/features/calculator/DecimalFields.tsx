import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CalculatorValues } from './calculatorForm';

/** An optional number the visitor types, with its unit beside it and what it is for below it. */
export interface DecimalInput {
  field: 'roof_allowable_load' | 'roof_edge_distance' | 'seismic_sds' | 'seismic_sd1';
  label: string;
  unit: string;
  description: string;
}

/**
 * Number fields of the calculator form, typed as text so the value is read exactly as written (never rounded); their
 * rules and messages are the contract's (calculatorForm.ts).
 */
export function DecimalFields({
  form,
  inputs,
}: {
  form: UseFormReturnType<CalculatorValues>;
  inputs: readonly DecimalInput[];
}) {
  return inputs.map(({ field, label, unit, description }) => (
    <TextInput
      key={field}
      label={label}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      rightSection={unit}
      {...form.getInputProps(field)}
    />
  ));
}
