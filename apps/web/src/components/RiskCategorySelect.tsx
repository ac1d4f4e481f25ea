import { Stack, Text } from '@mantine/core';
import { SearchableSelect, type SearchableSelectProps } from './SearchableSelect';

/** ASCE 7 Table 1.5-1 in one line per category: what the building or the antenna serves. */
const RISK_CATEGORIES: readonly { value: string; label: string; help: string }[] = [
  {
    value: 'I',
    label: 'I – Low hazard',
    help: 'Low hazard to human life if it fails: agricultural and minor storage buildings.',
  },
  { value: 'II', label: 'II – Ordinary', help: 'Ordinary buildings, the usual case: homes, offices, shops.' },
  {
    value: 'III',
    label: 'III – Substantial hazard',
    help: 'A substantial hazard to human life: schools, assembly halls, large occupancies.',
  },
  {
    value: 'IV',
    label: 'IV – Essential facility',
    help: 'Essential facilities: emergency communications, hospitals, fire and police stations.',
  },
];

const OPTIONS = RISK_CATEGORIES.map(({ value, label }) => ({ value, label }));

/**
 * The risk category of the search (docs/product.md, calculator form): II unless the site serves more. A select like
 * the wind exposure's (the public page's first load has no radio buttons): each option with its line of help, the
 * chosen one's under the field.
 */
export function RiskCategorySelect(props: Omit<SearchableSelectProps, 'options'>) {
  const chosen = RISK_CATEGORIES.find((category) => category.value === (props.value ?? 'II'));
  return (
    <SearchableSelect
      label="Risk category"
      description={`${chosen?.help ?? ''} ASCE 7 Table 1.5-1; III and IV use the higher wind map.`}
      maxDropdownHeight={400}
      {...props}
      value={props.value ?? 'II'}
      allowDeselect={false}
      options={OPTIONS}
      renderOption={({ option }) => (
        <Stack gap={2} py={2}>
          <Text size="sm" fw={600}>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed">
            {RISK_CATEGORIES.find((category) => category.value === option.value)?.help}
          </Text>
        </Stack>
      )}
    />
  );
}
