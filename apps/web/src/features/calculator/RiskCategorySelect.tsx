import { Radio, Stack } from '@mantine/core';

/** ASCE 7-10 Table 1.5-1 in one line per category: what the building or the antenna serves. */
const RISK_CATEGORY_HELP: readonly [value: string, label: string][] = [
  ['I', 'I: low hazard to human life if it fails (agricultural and minor storage buildings)'],
  ['II', 'II: ordinary buildings, the usual case (homes, offices, shops)'],
  ['III', 'III: a substantial hazard to human life (schools, assembly halls, large occupancies)'],
  ['IV', 'IV: essential facilities (emergency communications, hospitals, fire and police stations)'],
];

/** The risk category of the search (docs/product.md, calculator form): II unless the site serves more. */
export function RiskCategorySelect(props: {
  value?: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  return (
    <Radio.Group
      label="Risk category"
      description="ASCE 7-10 Table 1.5-1; III and IV use the higher wind map."
      value={props.value ?? 'II'}
      onChange={props.onChange}
      error={props.error}
    >
      <Stack gap={6} mt={6}>
        {RISK_CATEGORY_HELP.map(([value, label]) => (
          <Radio key={value} value={value} label={label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
