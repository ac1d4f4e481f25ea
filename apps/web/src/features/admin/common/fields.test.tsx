import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme';
import { fieldInput, fieldValues, FormField, type FieldSpec } from './fields';
import { recordOptions } from './RecordMultiSelect';

interface Values extends Record<string, unknown> {
  name: string;
  contact_email: string;
  product_url: string;
  half_base_width: number | string;
  ridge_mount: 'yes' | 'no';
  mount_id: string | null;
  mount_ids: string[];
}

const mounts = [
  { id: 1, deleted_at: null, name: 'Sled' },
  { id: 2, deleted_at: null, name: 'Tripod' },
];

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'contact_email', type: 'email' },
  { name: 'product_url', type: 'url', description: 'Where to buy it' },
  { name: 'half_base_width', type: 'number' },
  { name: 'ridge_mount', type: 'yesno' },
  { name: 'mount_id', type: 'select', label: 'Mount', data: [{ value: '1', label: 'Sled' }] },
  {
    name: 'mount_ids',
    type: 'multiselect',
    label: 'Compatible Mounts',
    records: recordOptions({
      entityKey: 'fields-test',
      fetchAll: () => Promise.resolve(mounts),
      optionLabel: (mount) => mount.name,
    }),
  },
];

function Fields({ fields }: { fields: FieldSpec<Values>[] }) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: fieldValues(FIELDS) as Values });
  return (
    <>
      {fields.map((spec) => (
        <FormField key={spec.name} form={form} {...spec} />
      ))}
      <output data-testid="input">{JSON.stringify(fieldInput(FIELDS, form.getValues()))}</output>
    </>
  );
}

function renderFields(fields: FieldSpec<Values>[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Fields fields={fields} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('FormField', () => {
  it('renders each type as its input, labelled with the start-case name or the given label', async () => {
    renderFields(FIELDS);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('type', 'text');
    expect(screen.getByText('Name').closest('label')).toHaveTextContent('Name *');
    expect(screen.getByRole('textbox', { name: 'Contact Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Product Url' })).toHaveAttribute('type', 'url');
    expect(screen.getByText('Where to buy it')).toBeInTheDocument();
    // Mantine's NumberInput is a text box with a decimal input mode.
    expect(screen.getByRole('textbox', { name: 'Half Base Width' })).toHaveAttribute('inputmode', 'decimal');
    const ridge = screen.getByRole('radiogroup', { name: 'Ridge Mount' });
    expect(within(ridge).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(ridge).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Mount' })).toHaveAttribute(
      'placeholder',
      'Start typing to filter the list...',
    );
    expect(screen.getByRole('combobox', { name: 'Compatible Mounts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Unknown form type')).not.toBeInTheDocument();
  });

  it('holds yes/no and ids as the inputs show them, and sends booleans and numbers', async () => {
    renderFields(FIELDS);
    const user = userEvent.setup({ delay: null });
    expect(JSON.parse(screen.getByTestId('input').textContent ?? '')).toEqual({
      name: '',
      contact_email: '',
      product_url: '',
      half_base_width: '',
      ridge_mount: false,
      mount_id: null,
      mount_ids: [],
    });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('combobox', { name: 'Mount' }));
    await user.click(await screen.findByRole('option', { name: 'Sled' }));
    await user.click(screen.getByRole('combobox', { name: 'Compatible Mounts' }));
    await user.click(await screen.findByRole('option', { name: 'Tripod' }));
    expect(JSON.parse(screen.getByTestId('input').textContent ?? '')).toMatchObject({
      ridge_mount: true,
      mount_id: 1,
      mount_ids: [2],
    });
  });

  it('reads a record into the values the inputs hold', () => {
    const record = {
      name: 'Sled',
      contact_email: null,
      product_url: 'https://x.example',
      half_base_width: 2.5,
      ridge_mount: true,
      mount_id: 3,
      mount_ids: [4, 5],
    };
    expect(fieldValues(FIELDS, record)).toEqual({
      name: 'Sled',
      contact_email: '',
      product_url: 'https://x.example',
      half_base_width: 2.5,
      ridge_mount: 'yes',
      mount_id: '3',
      mount_ids: ['4', '5'],
    });
  });

  it('shows "Unknown form type" in an alert for a type it does not know (X-24)', () => {
    const unknown = { name: 'name', type: 'date', label: 'Installed On' } as unknown as FieldSpec<Values>;
    renderFields([unknown, { name: 'contact_email', type: 'email' }]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unknown form type');
    expect(alert).toHaveTextContent('Installed On');
    expect(screen.queryByRole('textbox', { name: 'Installed On' })).not.toBeInTheDocument();
    // The other fields still render.
    expect(screen.getByRole('textbox', { name: 'Contact Email' })).toBeInTheDocument();
  });
});
