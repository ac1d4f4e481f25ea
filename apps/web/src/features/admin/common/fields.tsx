import type { ReactNode } from 'react';
import { Alert, Group, NumberInput, Radio, Select, Textarea, TextInput, type ComboboxData } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SELECT_HINT } from '../../../components/SearchableSelect';
import { fieldName } from '@nprm/contracts';
import { searchOptions } from './optionGroups';
import { RecordMultiSelect, type RecordOptions } from './RecordMultiSelect';

/*
 * The admin forms' one field renderer. Every input is labelled with the field's start-case name unless given a
 * label, so a label and its errors read the same ("Half Base Width can't be blank", docs/product.md, error catalogue).
 */

/** The input types the admin forms use. */
export type FieldType = 'text' | 'email' | 'url' | 'password' | 'number' | 'yesno' | 'select' | 'multiselect' | 'lines';

/** docs/product.md, error catalogue: what a field of any other type shows in place of its input. */
export const UNKNOWN_FORM_TYPE = 'Unknown form type';

interface FieldBase<V> {
  name: string & keyof V;
  /** Defaults to the field name in start case. */
  label?: string;
  required?: boolean;
  description?: ReactNode;
  /** Shown but not editable (your own role: the server refuses to change it). */
  disabled?: boolean;
}

/** One field of a form: its name in the form's values, its type, and what the type needs. */
export type FieldSpec<V> = FieldBase<V> &
  (
    | { type: 'text' | 'email' | 'url' | 'password' | 'number' }
    /** A list of short texts (a reseller's embed origins), one a line; the form holds the text, the request a list. */
    | { type: 'lines' }
    /** A yes/no value (ridge_mount, is_baird) as two radio buttons; the form holds "yes" or "no". */
    | { type: 'yesno' }
    /**
     * One id from a list (flat, or under headings); the form holds it as a string, or null, and sends it as a number.
     * `words` lists that are not ids (a user's role): the option's value is sent as it is.
     */
    | { type: 'select'; data: ComboboxData; nothingFoundMessage?: ReactNode; words?: boolean }
    /** Related records by id (an antenna's mounts); the form holds the ids as strings. */
    | { type: 'multiselect'; records: RecordOptions }
  );

export type FormFieldProps<V> = FieldSpec<V> & { form: UseFormReturnType<V> };

/** The input a field's type asks for, bound to the form; an unknown type shows "Unknown form type". */
export function FormField<V>(props: FormFieldProps<V>) {
  const { form, name, required, description, disabled } = props;
  const label = props.label ?? fieldName(name);
  const bound = form.getInputProps(name);
  const key = form.key(name);
  switch (props.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'password':
      return (
        <TextInput
          label={label}
          description={description}
          withAsterisk={required}
          disabled={disabled}
          type={props.type}
          {...bound}
          key={key}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          description={description}
          withAsterisk={required}
          disabled={disabled}
          decimalScale={4}
          thousandSeparator=","
          {...bound}
          key={key}
        />
      );
    case 'yesno':
      return (
        <Radio.Group label={label} description={description} withAsterisk={required} {...bound} key={key}>
          <Group mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      );
    case 'select':
      return (
        <Select
          label={label}
          description={description}
          withAsterisk={required}
          disabled={disabled}
          searchable
          filter={searchOptions}
          data={props.data}
          nothingFoundMessage={props.nothingFoundMessage}
          placeholder={SELECT_HINT}
          {...bound}
          key={key}
        />
      );
    case 'multiselect':
      return <RecordMultiSelect form={form} name={name} label={label} description={description} {...props.records} />;
    case 'lines':
      return (
        <Textarea
          label={label}
          description={description}
          withAsterisk={required}
          disabled={disabled}
          rows={3}
          spellCheck={false}
          {...bound}
          key={key}
        />
      );
    default:
      return (
        <Alert color="red" role="alert" title={label}>
          {UNKNOWN_FORM_TYPE}
        </Alert>
      );
  }
}

/** A field's value when the form starts empty. */
function emptyValue(type: FieldType): unknown {
  switch (type) {
    case 'yesno':
      return 'no';
    case 'select':
      return null;
    case 'multiselect':
      return [];
    default:
      return '';
  }
}

/** A record's value as its field holds it: booleans as "yes"/"no", ids as strings, null text as "". */
function formValue(type: FieldType, value: unknown): unknown {
  switch (type) {
    case 'yesno':
      return value === true ? 'yes' : 'no';
    case 'select':
      return value === null || value === undefined ? null : `${value as number | string}`;
    case 'multiselect':
      return Array.isArray(value) ? value.map(String) : [];
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : '';
    default:
      return value ?? '';
  }
}

/** A field's value as the request sends it (before the contracts' schema trims and coerces it). */
function inputValue<V>(spec: FieldSpec<V>, value: unknown): unknown {
  switch (spec.type) {
    case 'yesno':
      return value === 'yes';
    case 'select':
      if (value === null || value === '') return null;
      // A role's "administrator" as a number is NaN: the server would never see the role the user picked.
      return spec.words ? value : Number(value);
    case 'multiselect':
      return Array.isArray(value) ? value.map(Number) : [];
    case 'lines':
      // Blank lines are no entries (the contract drops them).
      return typeof value === 'string' ? value.split(/\r?\n/) : [];
    default:
      return value;
  }
}

/** The labels these fields show where they differ from the start-case name, for their errors to use. */
export function fieldLabels<V>(fields: readonly FieldSpec<V>[]): Record<string, string> {
  return Object.fromEntries(fields.flatMap(({ name, label }) => (label === undefined ? [] : [[name, label]])));
}

/** The form's starting values for these fields: the record's, or empty ones for a new record. */
export function fieldValues<V>(fields: readonly FieldSpec<V>[], record?: object): Partial<V> {
  const source = record as Record<string, unknown> | undefined;
  return Object.fromEntries(
    fields.map(({ name, type }) => [name, source ? formValue(type, source[name]) : emptyValue(type)]),
  ) as Partial<V>;
}

/** The form's values with these fields as the request sends them; other values pass unchanged. */
export function fieldInput<V extends Record<string, unknown>>(
  fields: readonly FieldSpec<V>[],
  values: V,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const spec of fields) input[spec.name] = inputValue(spec, values[spec.name]);
  return input;
}
