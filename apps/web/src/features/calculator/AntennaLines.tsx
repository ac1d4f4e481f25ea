import { Button, CloseButton, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ANTENNA_LINES_MAX } from '@nprm/contracts/wording';
import { SearchableSelect } from '../../components/SearchableSelect';
import { antennaLabel, type AntennaOption } from '../../lib/catalog';
import { EMPTY_ANTENNA_LINE, heightLabel, type CalculatorValues } from './calculatorForm';

/**
 * The antennas on the mount (docs/product.md, calculator form): one line by default, the specification's "Antenna"
 * select with its optional height on the mast; "Add antenna" adds a line (up to ANTENNA_LINES_MAX), each with its
 * select, its height and a remove button. Each line's messages, the contract's or the server's, sit at its fields.
 */
export function AntennaLines({
  form,
  antennas,
}: {
  form: UseFormReturnType<CalculatorValues>;
  antennas: AntennaOption[];
}) {
  const options = antennas.map((antenna) => ({ value: String(antenna.id), label: antennaLabel(antenna) }));
  const lines = form.getValues().antennas;
  const height = (line: number) => (
    <TextInput
      label={heightLabel(line)}
      description={
        line === 0
          ? "Feet above (negative: below) the mount's antenna centerline; blank: the antenna's own."
          : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      inputMode="decimal"
      autoComplete="off"
      rightSection="ft"
      {...form.getInputProps(`antennas.${line}.additional_height_to_centerline`)}
    />
  );
  return (
    <>
      <SearchableSelect label="Antenna" withAsterisk options={options} {...form.getInputProps('antenna')} />
      {height(0)}
      {lines.slice(1).map((_, index) => {
        const line = index + 1;
        return (
          <Group key={line} align="flex-start" gap="xs" wrap="nowrap" data-testid={`antenna-line-${line + 1}`}>
            <div style={{ flex: 1, minWidth: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
              <SearchableSelect
                label={`Antenna ${line + 1}`}
                withAsterisk
                options={options}
                {...form.getInputProps(`antennas.${line}.antenna`)}
              />
              {height(line)}
            </div>
            <CloseButton
              mt={28}
              aria-label={`Remove antenna ${line + 1}`}
              onClick={() => form.removeListItem('antennas', line)}
            />
          </Group>
        );
      })}
      {lines.length < ANTENNA_LINES_MAX && (
        <Group>
          <Button variant="light" onClick={() => form.insertListItem('antennas', { ...EMPTY_ANTENNA_LINE })}>
            Add antenna
          </Button>
        </Group>
      )}
    </>
  );
}
