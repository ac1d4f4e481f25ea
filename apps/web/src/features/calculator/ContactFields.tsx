import { Button, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { FormSection } from '../../components/FormSection';
import type { CalculatorValues } from './calculatorForm';
import { forgetContact } from './formMemory';

/**
 * "Your details" (docs/product.md, calculator form): name, e-mail and company, kept on this device for the next
 * calculation; "Forget me" removes them from the device and empties the fields in one click.
 */
export function ContactFields({ form }: { form: UseFormReturnType<CalculatorValues> }) {
  const [forgotten, setForgotten] = useState(false);
  const values = form.getValues();
  const filled = values.customer_name !== '' || values.customer_email !== '' || values.customer_company !== '';
  return (
    <FormSection title="Your details">
      <TextInput label="Full Name" withAsterisk autoComplete="name" {...form.getInputProps('customer_name')} />
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        autoComplete="email"
        {...form.getInputProps('customer_email')}
      />
      <TextInput label="Company" withAsterisk autoComplete="organization" {...form.getInputProps('customer_company')} />
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {forgotten
            ? 'Your details are no longer kept on this device.'
            : 'Kept on this device for your next calculation.'}
        </Text>
        {filled && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              forgetContact();
              form.setValues({ customer_name: '', customer_email: '', customer_company: '' });
              setForgotten(true);
            }}
          >
            Forget me
          </Button>
        )}
      </Group>
    </FormSection>
  );
}
