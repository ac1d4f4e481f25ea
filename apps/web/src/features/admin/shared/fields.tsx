import { Group, NumberInput, Radio, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { startCase } from './errors';

/* Inputs labelled with the field's start-case name, so a label and its errors read the same ("Half Base Width
   can't be blank", SPEC.md §8). */

interface FieldProps<V> {
  form: UseFormReturnType<V>;
  name: string & keyof V;
  required?: boolean;
  description?: string;
}

export function TextField<V>({ form, name, required, description, type }: FieldProps<V> & { type?: 'text' | 'email' | 'url' }) {
  return (
    <TextInput
      label={startCase(name)}
      description={description}
      withAsterisk={required}
      type={type ?? 'text'}
      {...form.getInputProps(name)}
      key={form.key(name)}
    />
  );
}

export function NumberField<V>({ form, name, required, description }: FieldProps<V>) {
  return (
    <NumberInput
      label={startCase(name)}
      description={description}
      withAsterisk={required}
      decimalScale={4}
      thousandSeparator=","
      {...form.getInputProps(name)}
      key={form.key(name)}
    />
  );
}

/** A yes/no value (ridge_mount, is_baird) as two radio buttons; the form holds "yes" or "no". */
export function YesNoField<V>({ form, name, description, label }: FieldProps<V> & { label?: string }) {
  return (
    <Radio.Group label={label ?? startCase(name)} description={description} {...form.getInputProps(name)} key={form.key(name)}>
      <Group mt={6}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

export type YesNo = 'yes' | 'no';
export const toYesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');
export const fromYesNo = (value: YesNo): boolean => value === 'yes';

