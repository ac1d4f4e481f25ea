import { diagnosticsQuery } from '@nprm/contracts';
import { EMPTY_LOCATION, type LocationValue } from '../../lib/places';
import { schemaErrors, type FormWording } from '../../lib/formErrors';
import { readDecimal, readWholeNumber } from '../../lib/wholeNumber';

/** The diagnostics form's state (docs/product.md, diagnostics). */
export interface DiagnosticsValues {
  reseller_id: string | null;
  antenna: string | null;
  location: LocationValue;
  wind_speed: string;
  building_height: string;
  roof_type: string | null;
  ridge_mount: boolean;
  wind_exposure: string | null;
  /** ASCE 7 Risk Category, II by default as in the search. */
  risk_category: string;
  /**
   * The ASCE 7 edition ('' for the one in force at the site), the ground elevation and S_DS, S_D1 ('' when not given).
   */
  code_edition: string;
  ground_elevation: string;
  seismic_sds: string;
  seismic_sd1: string;
  /** The search's optional roof inputs ('' when not given): the roof's allowable load (psf), the edge distance (ft). */
  roof_allowable_load: string;
  roof_edge_distance: string;
  /** Why a given wind speed is below the mapped value; sent only with a wind speed. */
  wind_speed_reason: string;
  compatible_only: boolean;
}

export const INITIAL_DIAGNOSTICS_VALUES: DiagnosticsValues = {
  reseller_id: null,
  antenna: null,
  location: EMPTY_LOCATION,
  wind_speed: '',
  building_height: '',
  roof_type: null,
  ridge_mount: false,
  wind_exposure: null,
  risk_category: 'II',
  code_edition: '',
  ground_elevation: '',
  seismic_sds: '',
  seismic_sd1: '',
  roof_allowable_load: '',
  roof_edge_distance: '',
  wind_speed_reason: '',
  compatible_only: false,
};

/** The form's name of each field it shows, leading its messages (the schema's and the server's 422). */
export const DIAGNOSTICS_FIELD_NAMES: Readonly<Record<string, string>> = {
  reseller_id: 'Reseller',
  antenna: 'Antenna',
  location: 'Location',
  wind_speed: 'Wind speed',
  building_height: 'Building height',
  roof_type: 'Roof type',
  wind_exposure: 'Wind exposure',
  risk_category: 'Risk category',
  code_edition: 'Code edition',
  ground_elevation: 'Ground elevation',
  seismic_sds: 'S_DS',
  seismic_sd1: 'S_D1',
  roof_allowable_load: 'Roof allowable load',
  roof_edge_distance: 'Distance to the roof edge',
  wind_speed_reason: 'Reason for a lower wind speed',
};

/** How the form words its fields' messages; "either wind speed or location" goes under the wind speed. */
export const DIAGNOSTICS_WORDING: FormWording = {
  style: 'sentence',
  names: DIAGNOSTICS_FIELD_NAMES,
  rootKey: 'wind_speed',
};

export type DiagnosticsRequest = Record<string, string | number | boolean | undefined>;

/**
 * The diagnostics request (GET …/diagnostics at /api/docs) as query parameters; the location counts only with its
 * coordinates, the reason only with a wind speed (as the calculator sends them).
 */
export function toDiagnosticsQuery(values: DiagnosticsValues): DiagnosticsRequest {
  const located = values.location.latitude !== null && values.location.longitude !== null;
  const windSpeed = readWholeNumber(values.wind_speed);
  const reason = values.wind_speed_reason.trim();
  return {
    reseller_id: values.reseller_id ?? undefined,
    antenna: values.antenna ?? undefined,
    location: located ? values.location.location : undefined,
    location_latitude: located ? (values.location.latitude ?? undefined) : undefined,
    location_longitude: located ? (values.location.longitude ?? undefined) : undefined,
    wind_speed: windSpeed,
    wind_speed_reason: windSpeed !== undefined && windSpeed > 0 && reason !== '' ? values.wind_speed_reason : undefined,
    building_height: readWholeNumber(values.building_height),
    roof_type: values.roof_type ?? undefined,
    ridge_mount: values.ridge_mount,
    wind_exposure: values.wind_exposure ?? undefined,
    risk_category: values.risk_category,
    code_edition: values.code_edition === '' ? undefined : values.code_edition,
    ground_elevation: readDecimal(values.ground_elevation),
    seismic_sds: readDecimal(values.seismic_sds),
    seismic_sd1: readDecimal(values.seismic_sd1),
    roof_allowable_load: readDecimal(values.roof_allowable_load),
    roof_edge_distance: readDecimal(values.roof_edge_distance),
    compatible_only: values.compatible_only,
  };
}

/**
 * The diagnostics rules (docs/product.md, validation); "either wind speed or location" is shown under the wind speed.
 */
export function validateDiagnostics(values: DiagnosticsValues): Record<string, string> {
  const errors = schemaErrors(diagnosticsQuery, toDiagnosticsQuery(values), DIAGNOSTICS_WORDING);
  // A typed city that was not picked from the list has no coordinates: say so where the visitor typed it.
  if (errors.wind_speed && values.location.location.trim() !== '' && values.location.latitude === null) {
    errors.location = 'Choose a city from the list';
  }
  return errors;
}
