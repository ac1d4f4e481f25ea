import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A masked whole-number input that shows its unit (docs/product.md, validation: " feet", " mph", read as whole
 * numbers).
 */
function WholeNumberInput({ unit, ...props }: NumberInputProps & { unit: string }) {
  return (
    <NumberInput
      suffix={` ${unit}`}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      {...props}
    />
  );
}

export function FeetInput(props: NumberInputProps) {
  return <WholeNumberInput unit="feet" {...props} />;
}

export function MphInput(props: NumberInputProps) {
  return <WholeNumberInput unit="mph" {...props} />;
}
