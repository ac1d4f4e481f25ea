import { Alert, Text } from '@mantine/core';
import { AtcHazardsLink } from '../../components/AtcHazardsLink';
import type { LocationValue } from '../../components/LocationAutocomplete';
import { useWindSpeedAt } from './api';

export const SPECIAL_WIND_REGION_TITLE = 'Special wind region: please confirm the wind speed';
export const ESTIMATED_WIND_SPEED_TITLE = 'Estimated wind speed';

/** The notice takes the whole row under the wind speed field, not one column of the site section's grid. */
const FULL_ROW = { gridColumn: '1 / -1' } as const;
/** Mantine's yellow title on the light yellow fill is 2.7:1; dark text passes WCAG AA (decision 0009). */
const TITLE_CONTRAST = { title: { color: 'var(--mantine-color-dark-8)' } } as const;

/**
 * Next to the wind speed field (docs/product.md, calculator form): when the chosen place's look-up is in a special
 * wind region or an estimate, why (its basis) and what to do (confirm it, or enter the local value); for any
 * looked-up value, the link to verify it with ATC Hazards by Location.
 */
export function WindSpeedNotice({ location, riskCategory }: { location: LocationValue; riskCategory: string }) {
  const wind = useWindSpeedAt(location.latitude, location.longitude, riskCategory);
  if (location.latitude === null || !wind.data || wind.data.default_wind_speed) return null;
  const { special_wind_region: special, approximate, basis } = wind.data;
  const verify = (
    <>
      Verify it with <AtcHazardsLink /> or your local building department.
    </>
  );
  if (!special && !approximate) {
    return (
      <Text size="sm" c="dimmed" data-testid="wind-speed-notice" style={FULL_ROW}>
        {verify}
      </Text>
    );
  }
  return (
    <Alert
      variant="light"
      color="yellow"
      title={special ? SPECIAL_WIND_REGION_TITLE : ESTIMATED_WIND_SPEED_TITLE}
      data-testid="wind-speed-notice"
      role="status"
      style={FULL_ROW}
      styles={TITLE_CONTRAST}
    >
      <Text size="sm">{basis}</Text>
      <Text size="sm" mt="xs">
        {special
          ? `The local building department sets the wind speed here: confirm ${wind.data.wind_speed} mph with it, or enter its value in Wind speed. `
          : 'Enter the local code value in Wind speed if you have it. '}
        {verify}
      </Text>
    </Alert>
  );
}
