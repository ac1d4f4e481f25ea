import { mountSearchRequest, type MountSearchRequestInput } from '@nprm/contracts';
import { EMPTY_LOCATION, type LocationValue } from '../../components/LocationAutocomplete';
import { schemaErrors } from '../../lib/formErrors';

/**
 * The calculator form's state (docs/product.md, calculator form); selects hold ids as strings, empty number inputs hold
 * ''.
 */
export interface CalculatorValues {
  antenna: string | null;
  location: LocationValue;
  building_height: number | string;
  roof_type: string | null;
  ridge_mount: boolean;
  wind_exposure: string | null;
  wind_speed: number | string;
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
    building_height: values.building_height === '' ? undefined : values.building_height,
    roof_type: values.roof_type ?? undefined,
    ridge_mount: values.ridge_mount,
    wind_exposure: values.wind_exposure ?? undefined,
    block_type: values.block_type ?? undefined,
    customer_name: values.customer_name,
    customer_email: values.customer_email,
    customer_company: values.customer_company,
  };
  if (values.wind_speed !== '') request.wind_speed = values.wind_speed;
  return request;
}

/** The calculator rules (docs/product.md, validation), by the same schema the API validates with. */
export function validateCalculator(values: CalculatorValues): Record<string, string> {
  return schemaErrors(mountSearchRequest, toMountSearchRequest(values, null), CALCULATOR_FIELD_NAMES, 'location');
}
