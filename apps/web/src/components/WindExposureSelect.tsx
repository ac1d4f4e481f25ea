import { Stack, Text } from '@mantine/core';
import { SearchableSelect, type SearchableSelectProps } from './SearchableSelect';
import { windExposure, windExposureLabel, WIND_EXPOSURES } from '@nprm/calc/exposure';

const OPTIONS = WIND_EXPOSURES.map((exposure) => ({ value: exposure.type, label: windExposureLabel(exposure.type) }));

/**
 * Wind exposure as a select whose menu expands into an explanation of each category; the chosen one's explanation
 * stays under the field.
 */
export function WindExposureSelect(props: Omit<SearchableSelectProps, 'options'>) {
  const chosen = typeof props.value === 'string' ? windExposure(props.value) : undefined;
  return (
    <SearchableSelect
      label="Wind exposure"
      description={chosen ? chosen.description : 'The kind of terrain around the building, upwind of it.'}
      maxDropdownHeight={400}
      {...props}
      options={OPTIONS}
      renderOption={({ option }) => {
        const exposure = windExposure(option.value);
        return (
          <Stack gap={2} py={2}>
            <Text size="sm" fw={600}>
              {option.label}
            </Text>
            {exposure && (
              <Text size="xs" c="dimmed">
                {exposure.description}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
