import { InputBase, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SearchableSelect } from '../../components/SearchableSelect';
import { SOURCE_TEXT_MAX } from '@nprm/contracts/wording';
import type { CalculatorValues } from './calculatorForm';
import { DecimalFields, type DecimalInput } from './DecimalFields';
import { SeismicReferencePicker } from './SeismicReferencePicker';

const EDITIONS = [
  { value: '', label: 'The edition in force at the site' },
  { value: 'ASCE 7-16', label: 'ASCE 7-16' },
  { value: 'ASCE 7-10', label: 'ASCE 7-10' },
];

const SEISMIC_INPUTS = [
  {
    field: 'seismic_sds',
    label: 'S_DS (optional)',
    unit: 'g',
    description:
      'Design spectral acceleration, short period, in g: from the ASCE or USGS hazard tool or a soils report.',
  },
  {
    field: 'seismic_sd1',
    label: 'S_D1 (optional)',
    unit: 'g',
    description: 'Design spectral acceleration at 1 second, in g, from the same source.',
  },
] as const satisfies readonly DecimalInput[];

/**
 * The code and seismic inputs of the calculator form (docs/product.md, calculator form), all optional: the ASCE 7
 * edition (the one in force at the site unless chosen), the ground elevation for ASCE 7-16's K_e, and the site's
 * S_DS and S_D1 with their source for the seismic screen.
 */
export function CodeAndSeismicFields({ form }: { form: UseFormReturnType<CalculatorValues> }) {
  const values = form.getValues();
  return (
    <>
      <SearchableSelect
        label="Code edition"
        description="Left as it is: the edition in force at the site, said above."
        options={EDITIONS}
        allowDeselect={false}
        {...form.getInputProps('code_edition')}
        value={values.code_edition}
        onChange={(edition) => form.setFieldValue('code_edition', edition ?? '')}
      />
      <TextInput
        label="Ground elevation (optional)"
        description="Feet above sea level, for ASCE 7-16's K_e. Not given: K_e = 1.0 (never less wind)."
        inputMode="decimal"
        autoComplete="off"
        rightSection="ft"
        {...form.getInputProps('ground_elevation')}
      />
      <DecimalFields form={form} inputs={SEISMIC_INPUTS} />
      <InputBase
        component="textarea"
        rows={2}
        label="Source of the seismic values"
        description="The tool and date, or the report: printed on the result."
        maxLength={SOURCE_TEXT_MAX}
        {...form.getInputProps('seismic_source')}
      />
      <SeismicReferencePicker
        onPick={(reference) => {
          form.setFieldValue('seismic_sds', String(reference.sds));
          form.setFieldValue('seismic_sd1', String(reference.sd1));
          form.setFieldValue('seismic_source', reference.source);
        }}
      />
    </>
  );
}
