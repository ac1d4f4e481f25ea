import type { MountSearchRequestInput } from '@nprm/contracts';
import {
  ASCE_7_22_REFUSED,
  BUILDING_HEIGHT_MAX,
  BUILDING_HEIGHT_RANGE,
  CODE_EDITION_CHOICES,
  GROUND_ELEVATION_MAX,
  GROUND_ELEVATION_MIN,
  GROUND_ELEVATION_RANGE,
  LATITUDE_RANGE,
  LOCATION_NOT_FOUND,
  LONGITUDE_RANGE,
  NOT_AN_EXPOSURE,
  PROJECT_NAME_MAX,
  SEISMIC_ACCELERATION_MAX,
  SEISMIC_ACCELERATION_RANGE,
  SITE_ADDRESS_MAX,
  SOURCE_TEXT_MAX,
  WIND_SPEED_MAX,
  WIND_SPEED_RANGE,
  WIND_SPEED_REASON_MAX,
  WIND_SPEED_REASON_MIN,
} from '@nprm/contracts/wording';
import { EXPOSURE_CATEGORIES } from '@nprm/calc/exposure';
import { RISK_CATEGORIES } from '@nprm/calc/options';
import { EMPTY_LOCATION, type LocationValue } from '../../lib/places';
import { formFieldError } from '../../lib/formErrors';
import {
  checkFields,
  checksGoOn,
  flag,
  numberInRange,
  oneOf,
  recordId,
  requiredEmail,
  requiredText,
} from '@nprm/contracts/field-rules';
import { readDecimal, readWholeNumber } from '../../lib/wholeNumber';

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
  /** Why a given wind speed is below the mapped value ('' when none). */
  wind_speed_reason: string;
  /** ASCE 7 Risk Category, "II" unless changed. */
  risk_category: string;
  /** The ASCE 7 edition; '' for the one in force at the site. */
  code_edition: string;
  /** Feet above sea level, for ASCE 7-16's K_e ('' when not given). */
  ground_elevation: string;
  /** Where an entered wind speed comes from ('' when not given). */
  wind_speed_citation: string;
  /** S_DS and S_D1 (g) and their source ('' when not given). */
  seismic_sds: string;
  seismic_sd1: string;
  seismic_source: string;
  /** The ballast block's id; null: the default block. */
  block_type: string | null;
  customer_name: string;
  customer_email: string;
  customer_company: string;
  /** The project and the site's street address, both optional ('' when not given). */
  project_name: string;
  site_address: string;
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
  wind_speed_reason: '',
  risk_category: 'II',
  code_edition: '',
  ground_elevation: '',
  wind_speed_citation: '',
  seismic_sds: '',
  seismic_sd1: '',
  seismic_source: '',
  block_type: null,
  customer_name: '',
  customer_email: '',
  customer_company: '',
  project_name: '',
  site_address: '',
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
  wind_speed_reason: 'Reason for a lower wind speed',
  risk_category: 'Risk category',
  code_edition: 'Code edition',
  ground_elevation: 'Ground elevation',
  wind_speed_citation: 'Wind speed source',
  seismic_sds: 'S_DS',
  seismic_sd1: 'S_D1',
  seismic_source: 'Seismic values source',
  block_type: 'Ballast block',
  customer_name: 'Full name',
  customer_email: 'Email',
  customer_company: 'Company',
  project_name: 'Project name',
  site_address: 'Site address',
};

/**
 * The mount search request (POST /api/mount_search_results at /api/docs) the form's values make; wind_speed only when
 * given.
 */
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
  // Blank is not given: the request carries the project only when typed.
  if (values.project_name.trim() !== '') request.project_name = values.project_name;
  if (values.site_address.trim() !== '') request.site_address = values.site_address;
  const windSpeed = readWholeNumber(values.wind_speed);
  if (windSpeed !== undefined) request.wind_speed = windSpeed;
  if (windSpeed !== undefined && values.wind_speed_reason.trim() !== '') {
    request.wind_speed_reason = values.wind_speed_reason;
  }
  request.risk_category = values.risk_category;
  if (values.code_edition !== '') request.code_edition = values.code_edition;
  const elevation = readDecimal(values.ground_elevation);
  if (elevation !== undefined) request.ground_elevation = elevation;
  if (windSpeed !== undefined && values.wind_speed_citation.trim() !== '') {
    request.wind_speed_citation = values.wind_speed_citation;
  }
  const sds = readDecimal(values.seismic_sds);
  const sd1 = readDecimal(values.seismic_sd1);
  if (sds !== undefined) request.seismic_sds = sds;
  if (sd1 !== undefined) request.seismic_sd1 = sd1;
  if (values.seismic_source.trim() !== '') request.seismic_source = values.seismic_source;
  return request;
}

/**
 * docs/product.md, V-55: typed text that names no place, without a wind speed: "Location was not found: pick a
 * listed place or give the site's coordinates" (the API's 422 on `location` says the same). With a wind speed the
 * form sends it: only the API knows whether the text clearly lies abroad, and refuses it on `location` otherwise.
 */
export const PICK_A_PLACE = `Location ${LOCATION_NOT_FOUND}`;

/** Typed text that names big places in more than one state ("Springfield"): a wind speed does not settle it. */
export const PICK_ONE_PLACE = 'Location names more than one place: pick one below';

/** The schema's rule for wind_speed_reason: optional, else 10 to 500 characters once trimmed. */
function windSpeedReason(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const message = requiredText(WIND_SPEED_REASON_MAX)(value);
  if (message) return message;
  return (value as string).trim().length < WIND_SPEED_REASON_MIN
    ? `is too short (minimum is ${WIND_SPEED_REASON_MIN} characters)`
    : undefined;
}

/** The schema's rule for code_edition: blank is the site's; ASCE 7-22 is known and refused with what it needs. */
function codeEdition(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'ASCE 7-22') return ASCE_7_22_REFUSED;
  return value === 'ASCE 7-10' || value === 'ASCE 7-16' ? undefined : CODE_EDITION_CHOICES;
}

/** The schema's rule for an optional text: blank, null or not given is none, else as required text of `max`. */
function optionalText(max: number) {
  const check = requiredText(max);
  return (value: unknown): string | undefined =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
      ? undefined
      : check(value);
}

/**
 * The checks of the mount search request (contracts' `mountSearchRequest`, POST /api/mount_search_results at /api/docs)
 * without zod, so the calculator, the page's first load, carries no validation library. calculatorForm.test.ts holds
 * them to the schema's verdicts, field by field; the server validates with the schema itself.
 */
const MOUNT_SEARCH_CHECKS = {
  reseller_id: recordId({ optional: true }),
  antenna: recordId(),
  location_latitude: numberInRange(-90, 90, LATITUDE_RANGE, { optional: true }),
  location_longitude: numberInRange(-180, 180, LONGITUDE_RANGE, { optional: true }),
  roof_type: recordId(),
  ridge_mount: flag,
  wind_exposure: oneOf(EXPOSURE_CATEGORIES, NOT_AN_EXPOSURE),
  location: requiredText(200),
  building_height: numberInRange(1, BUILDING_HEIGHT_MAX, BUILDING_HEIGHT_RANGE),
  block_type: recordId({ optional: true }),
  wind_speed: numberInRange(1, WIND_SPEED_MAX, WIND_SPEED_RANGE, { optional: true, notANumberOnly: true }),
  wind_speed_reason: windSpeedReason,
  // Blank or not given: the schema's default, II.
  risk_category: (value: unknown) =>
    value === undefined || value === null || value === ''
      ? undefined
      : oneOf(RISK_CATEGORIES, `must be ${RISK_CATEGORIES.join(', ')}`)(value),
  customer_name: requiredText(200),
  customer_email: requiredEmail(254),
  customer_company: requiredText(200),
  project_name: optionalText(PROJECT_NAME_MAX),
  site_address: optionalText(SITE_ADDRESS_MAX),
  code_edition: codeEdition,
  ground_elevation: numberInRange(GROUND_ELEVATION_MIN, GROUND_ELEVATION_MAX, GROUND_ELEVATION_RANGE, {
    optional: true,
    notANumberOnly: true,
  }),
  wind_speed_citation: optionalText(SOURCE_TEXT_MAX),
  seismic_sds: numberInRange(0, SEISMIC_ACCELERATION_MAX, SEISMIC_ACCELERATION_RANGE, {
    optional: true,
    notANumberOnly: true,
  }),
  seismic_sd1: numberInRange(0, SEISMIC_ACCELERATION_MAX, SEISMIC_ACCELERATION_RANGE, {
    optional: true,
    notANumberOnly: true,
  }),
  seismic_source: optionalText(SOURCE_TEXT_MAX),
};

/** A mount search request's field errors as the calculator form shows them ("Building height is required"). */
export function mountSearchRequestErrors(request: MountSearchRequestInput | Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const fields = request as Record<string, unknown>;
  const messages = checkFields(fields, MOUNT_SEARCH_CHECKS);
  // The schema's rule across fields: coordinates come in pairs.
  if (checksGoOn(messages, [NOT_AN_EXPOSURE, CODE_EDITION_CHOICES])) {
    const given = (field: string) => fields[field] !== undefined && fields[field] !== null && fields[field] !== '';
    if (given('location_latitude') && !given('location_longitude'))
      messages.location_longitude ??= 'must be given with the latitude';
    if (given('location_longitude') && !given('location_latitude'))
      messages.location_latitude ??= 'must be given with the longitude';
    if (given('seismic_sds') && !given('seismic_sd1')) messages.seismic_sd1 ??= 'must be given with S_DS';
    if (given('seismic_sd1') && !given('seismic_sds')) messages.seismic_sds ??= 'must be given with S_D1';
  }
  for (const [field, message] of Object.entries(messages)) {
    errors[field] = formFieldError(field, message, CALCULATOR_FIELD_NAMES);
  }
  return errors;
}

/**
 * The calculator rules (docs/product.md, validation), the checks the API validates with; and a location that was
 * looked up and names no place needs a wind speed, one that names several a pick (V-55).
 */
export function validateCalculator(values: CalculatorValues): Record<string, string> {
  const errors = mountSearchRequestErrors(toMountSearchRequest(values, null));
  const { location } = values;
  // Typed text not looked up yet is looked up on Calculate (CalculatorForm), so it does not block the button.
  const lookedUp = location.status === 'unmatched' || location.status === 'ambiguous' || location.status === 'failed';
  const placeless = lookedUp && (location.latitude === null || location.longitude === null);
  if (!errors.location && placeless && location.status === 'ambiguous') errors.location = PICK_ONE_PLACE;
  else if (!errors.location && placeless && readWholeNumber(values.wind_speed) === undefined)
    errors.location = PICK_A_PLACE;
  return errors;
}
