import { Input } from '@mantine/core';
import { useId } from 'react';

export interface YesNoControlProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  description?: React.ReactNode;
  disabled?: boolean;
}

const OPTIONS = [
  { value: false, label: 'No' },
  { value: true, label: 'Yes' },
] as const;

/**
 * A labelled yes/no button group: two native radio buttons (arrow keys move between them), drawn as one segmented
 * control by global.css (.yes-no). Plain inputs rather than Mantine's SegmentedControl, whose sliding indicator
 * would add 2 KiB to the public page's first script.
 */
export function YesNoControl({ label, value, onChange, description, disabled }: YesNoControlProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} description={description}>
      <div className="yes-no" role="radiogroup" aria-labelledby={`${id}-label`} data-disabled={disabled || undefined}>
        {OPTIONS.map((option) => (
          <label key={option.label} data-checked={option.value === value || undefined}>
            <input
              type="radio"
              name={id}
              checked={option.value === value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </Input.Wrapper>
  );
}
