import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';

export interface YesNoControlProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  description?: React.ReactNode;
  disabled?: boolean;
}

/** A labelled yes/no button group (radio semantics: arrow keys move between the two). */
export function YesNoControl({ label, value, onChange, description, disabled }: YesNoControlProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} description={description}>
      <SegmentedControl
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        fullWidth
        disabled={disabled}
        value={value ? 'yes' : 'no'}
        onChange={(next) => onChange(next === 'yes')}
        data={[
          { value: 'no', label: 'No' },
          { value: 'yes', label: 'Yes' },
        ]}
        mt={4}
      />
    </Input.Wrapper>
  );
}
