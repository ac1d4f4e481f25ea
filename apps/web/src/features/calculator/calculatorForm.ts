import { LOCATION_NOT_FOUND, mountSearchRequest, type MountSearchRequestInput } from '@nprm/contracts';
import { EMPTY_LOCATION, type LocationValue } from '../../lib/places';
import { schemaErrors } from '../../lib/formErrors';
import { readWholeNumber } from '../../lib/wholeNumber';

/**
 * The calculator form's state (docs/product.md, calculator form); selects hold ids as strings, the number inputs the
 * text typed ('' when empty), read by lib/wholeNumber.ts.
 */
export interface CalculatorValues {
  antenna: string | null;
  location: LocationValue;
  building_height: string;
  roof_type: string | null;
  ridge_mount: boolean;
  wind_exposure: string | null;
  wind_speed: string;
  /** The ballast block's id; null: the default block. */
  block_type: string | null;
  customer_name: string;
  customer_email: string;
  customer_company: string;
}

export const INITIAL_CALCULATOR_VALUES: CalculatorValues = {
  antenna: null,
  location: EMPTY_LOCATION,
  building_height: '',
  roof_type: null,
  // docs/product.md, calculator form: peaked roof / ridge mount defaults to no.
  ridge_mount: false,
  wind_exposure: null,
  wind_speed: '',
  block_type: null,
  customer_name: '',
  customer_email: '',
  customer_company: '',
};

/** How each field is named in its messages. */
export const CALCULATOR_FIELD_NAMES: Record<string, string> = {
  antenna: 'Antenna',
  location: 'Location',
  building_height: 'Building height',
  roof_type: 'Roof type',
  ridge_mount: 'Ridge mount',
  wind_exposure: 'Wind exposure',
  wind_speed: 'Wind speed',
  block_type: 'Ballast block',
  customer_name: 'Full name',
  customer_email: 'Email',
  customer_company: 'Company',
};

/** The mount search request (docs/api.md, Mount search) the form's values make; wind_speed only when given. */
export function toMountSearchRequest(values: CalculatorValues, resellerId: number | null): MountSearchRequestInput {
  const request: MountSearchRequestInput = {
    reseller_id: resellerId ?? undefined,
    antenna: values.antenna ?? undefined,
    location: values.location.location,
    location_latitude: values.location.latitude ?? undefined,
    location_longitude: values.location.longitude ?? undefined,
    building_height: readWholeNumber(values.building_height),
    roof_type: values.roof_type ?? undefined,
    ridge_mount: values.ridge_mount,
    wind_exposure: values.wind_exposure ?? undefined,
    block_type: values.block_type ?? undefined,
    customer_name: values.customer_name,
    customer_email: values.customer_email,
    customer_company: values.customer_company,
  };
  const windSpeed = readWholeNumber(values.wind_speed);
  if (windSpeed !== undefined) request.wind_speed = windSpeed;
  return request;
}

/**
 * docs/product.md, V-55: typed text that names no place, without a wind speed: "Location was not found: pick a
 * place from the list, or enter a wind speed" (the API's 422 on `location` says the same).
 */
export const PICK_A_PLACE = `Location ${LOCATION_NOT_FOUND}`;

/**
 * The calculator rules (docs/product.md, validation), by the same schema the API validates with; and a location
 * that was looked up and names no place needs a wind speed (V-55).
 */
export function validateCalculator(values: CalculatorValues): Record<string, string> {
  const errors = schemaErrors(
    mountSearchRequest,
    toMountSearchRequest(values, null),
    CALCULATOR_FIELD_NAMES,
    'location',
  );
  const { location } = values;
  // Typed text not looked up yet is looked up on Calculate (CalculatorForm), so it does not block the button.
  const lookedUp = location.status === 'unmatched' || location.status === 'failed';
  const placeless = lookedUp && (location.latitude === null || location.longitude === null);
  if (!errors.location && placeless && readWholeNumber(values.wind_speed) === undefined) errors.location = PICK_A_PLACE;
  return errors;
}
