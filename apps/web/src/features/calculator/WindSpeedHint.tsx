import { Text } from '@mantine/core';
import { WIND_SPEED_FLOOR_BASIS } from '@nprm/contracts/wording';
import type { LocationValue } from '../../lib/places';
import { readWholeNumber } from '../../lib/wholeNumber';
import { useWindSpeedAt } from './api';

/** "Your 150 mph is below the 175 mph mapped for Miami-Dade, FL" (docs/product.md, calculator form, O-27). */
export function lowWindSpeedWarning(entered: number, mapped: number, place: string): string {
  return `Your ${entered} mph is below the ${mapped} mph mapped for ${place}. The result will use your ${entered} mph; leave the field blank to use ${mapped} mph.`;
}

/**
 * What a reason can do to a speed below the map (docs/product.md, O-27): lower it to the floor the search keeps
 * (`wind_speed_floor` of the look-up), no further; below the floor the search refuses it whatever the reason.
 */
export function windSpeedFloorRule(entered: number, floor: number): string {
  return entered < floor
    ? `No reason can justify less than ${floor} mph here: ${WIND_SPEED_FLOOR_BASIS}. The search will refuse ${entered} mph.`
    : `Give the reason for it below; no reason can justify less than ${floor} mph here.`;
}

/**
 * Under the wind speed field: the speed the chosen location resolves to, which applies unless the visitor types one,
 * and the least a reason can bring it to; a warning when the visitor's speed is below that mapped value.
 */
export function WindSpeedHint({
  location,
  windSpeed,
  riskCategory,
}: {
  location: LocationValue;
  windSpeed: string;
  riskCategory: string;
}) {
  const wind = useWindSpeedAt(location.latitude, location.longitude, riskCategory);
  if (location.latitude === null) return <>Leave blank to use the wind speed for your location.</>;
  if (wind.isPending) return <>Looking up the wind speed for {location.location}…</>;
  const data = wind.data;
  if (!data) return <>Leave blank to use the wind speed for your location.</>;
  // The server's note says why there is no value and what to do (enter the local code's wind speed).
  if (data.default_wind_speed) {
    return (
      <span data-testid="wind-speed-hint">
        {data.note} With no mapped value the search takes no less than {data.wind_speed_floor} mph, the lowest value of
        the ASCE 7-10 map for Risk Category {data.risk_category}, whatever the reason.
      </span>
    );
  }
  // In a special wind region the field is required (the API refuses a search without it): say why before submit.
  if (data.special_wind_region) {
    return (
      <span data-testid="wind-speed-hint">
        Required here: {data.place ?? location.location} lies in a special wind region, where the building department
        sets the design wind speed. Enter its value ({data.wind_speed} mph is only the surrounding map value).
      </span>
    );
  }
  const entered = readWholeNumber(windSpeed);
  const low = entered !== undefined && Number.isFinite(entered) && entered > 0 && entered < data.wind_speed;
  return (
    <>
      <span data-testid="wind-speed-hint">
        {data.approximate ? 'About ' : ''}
        {data.wind_speed} mph for {location.location} (ASCE 7-10 Risk Category {data.risk_category}
        {data.approximate ? ', estimated' : ''}). Leave blank to use it, or enter your own: a lower one needs a reason,
        and not below {data.wind_speed_floor} mph.
      </span>
      {low && (
        <Text component="span" display="block" mt={4} fw={600} c="orange.9" role="alert" data-testid="low-wind-warning">
          {lowWindSpeedWarning(entered, data.wind_speed, data.place ?? location.location)}{' '}
          {windSpeedFloorRule(entered, data.wind_speed_floor)}
        </Text>
      )}
    </>
  );
}
