import type { MountSearchRequestInput } from '@nprm/contracts';
import { ANTENNA_LINES_MAX, LOCATION_NOT_FOUND } from '@nprm/contracts/wording';
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_LOCATION, type LocationValue } from '../../lib/places';
import { fieldError, schemaErrors, type FormErrors, type FormSchema, type FormWording } from '../../lib/formErrors';
import { readDecimal, readWholeNumber } from '../../lib/wholeNumber';

/**
 * The calculator form's state (docs/product.md, calculator form); selects hold ids as strings, the number inputs the
 * text typed ('' when empty), read by lib/wholeNumber.ts.
 */
export interface CalculatorValues {
  antenna: string | null;
  /**
   * The antenna lines (docs/product.md, calculator form), one by default: each line's height on the mast ('' for the
   * antenna's own) and, from the second line on, its antenna; the first line's antenna is `antenna` above.
   */
  antennas: AntennaLineValue[];
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
  /** The roof structure's allowable load (psf) and the distance to the roof edge (ft), '' when not given. */
  roof_allowable_load: string;
  roof_edge_distance: string;
}

/** One antenna line of the form: its antenna's id (unused on the first line) and the height typed. */
export interface AntennaLineValue {
  antenna: string | null;
  additional_height_to_centerline: string;
}
export const EMPTY_ANTENNA_LINE: AntennaLineValue = { antenna: null, additional_height_to_centerline: '' };

/** A line's height field, by line (0 the first): "Height on the mast (optional)", "… of antenna 2 (optional)". */
export const heightLabel = (line: number) =>
  line === 0 ? 'Height on the mast (optional)' : `Height on the mast of antenna ${line + 1} (optional)`;

export const INITIAL_CALCULATOR_VALUES: CalculatorValues = {
  antenna: null,
  antennas: [EMPTY_ANTENNA_LINE],
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
  roof_allowable_load: '',
  roof_edge_distance: '',
};

/** Each antenna line's fields by name: "Antenna 2", "Height on the mast of antenna 2". */
const ANTENNA_LINE_NAMES: Record<string, string> = {};
for (let line = 0; line < ANTENNA_LINES_MAX; line += 1) {
  ANTENNA_LINE_NAMES[`antennas.${line}.antenna`] = `Antenna ${line + 1}`;
  ANTENNA_LINE_NAMES[`antennas.${line}.additional_height_to_centerline`] = heightLabel(line).replace(' (optional)', '');
}

/** How the calculator words its fields' messages: the names it shows them by, in the public forms' words. */
export const CALCULATOR_WORDING: FormWording = {
  style: 'sentence',
  names: {
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
    roof_allowable_load: 'Roof allowable load',
    roof_edge_distance: 'Distance to the roof edge',
    ...ANTENNA_LINE_NAMES,
  },
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
  // Read exactly, never rounded: either way could pass a roof or a setback that does not hold.
  const allowable = readDecimal(values.roof_allowable_load);
  const edge = readDecimal(values.roof_edge_distance);
  if (allowable !== undefined) request.roof_allowable_load = allowable;
  if (edge !== undefined) request.roof_edge_distance = edge;
  // The specification's request while one antenna has no height of its own; else every line, the first antenna's.
  const lines = values.antennas.map((line, index) => ({
    antenna: (index === 0 ? values.antenna : line.antenna) ?? undefined,
    additional_height_to_centerline: readDecimal(line.additional_height_to_centerline),
  }));
  if (lines.length > 1 || lines[0]?.additional_height_to_centerline !== undefined) request.antennas = lines;
  return request;
}

/**
 * docs/product.md, V-55: typed text that names no place, without a wind speed: "Location was not found: pick a
 * listed place or give the site's coordinates" (the API's 422 on `location` says the same). With a wind speed the
 * form sends it: only the API knows whether the text clearly lies abroad, and refuses it on `location` otherwise.
 */
const PICK_A_PLACE = fieldError('location', LOCATION_NOT_FOUND, CALCULATOR_WORDING);

/** Typed text that names big places in more than one state ("Springfield"): a wind speed does not settle it. */
const PICK_ONE_PLACE = 'Location names more than one place: pick one below';

/**
 * The calculator's rules are the contracts' `mountSearchRequest`, the schema the server checks a search with. zod
 * and the schemas stay out of the page's first load (docs/architecture.md, "Public page weight"): they come when the
 * visitor first touches the form, or at once for a form that starts filled in, and meanwhile a check waits for them.
 */
let requestSchema: FormSchema | undefined;
let requestSchemaLoading: Promise<void> | undefined;

function loadRequestSchema(): Promise<void> {
  requestSchemaLoading ??= import('@nprm/contracts').then(
    (contracts) => {
      requestSchema = contracts.mountSearchRequest;
    },
    (error: unknown) => {
      // Asked for again at the next touch or check.
      requestSchemaLoading = undefined;
      throw error;
    },
  );
  return requestSchemaLoading;
}

/**
 * Whether the calculator's rules are here (Calculate waits for them), and `load` to ask for them; a form that
 * starts filled in (`filled`) asks at once.
 */
export function useCalculatorRules(filled: boolean) {
  const [ready, setReady] = useState(requestSchema !== undefined);
  const load = useCallback(() => {
    if (!ready)
      loadRequestSchema().then(
        () => setReady(true),
        () => undefined,
      );
  }, [ready]);
  useEffect(() => {
    if (filled) load();
  }, [filled, load]);
  return { ready, load };
}

/**
 * The calculator rules (docs/product.md, validation): the contract's, with its messages at the fields; and a
 * location that was looked up and names no place needs a wind speed, one that names several a pick (V-55). Until
 * the contract's rules are here, the answer waits for them (without them: no messages, and the server decides).
 */
export function validateCalculator(values: CalculatorValues): FormErrors | Promise<FormErrors> {
  if (requestSchema === undefined)
    return loadRequestSchema().then(
      () => validateCalculator(values),
      () => ({}),
    );
  const errors = schemaErrors(requestSchema, toMountSearchRequest(values, null), CALCULATOR_WORDING);
  const { location } = values;
  // Typed text not looked up yet is looked up on Calculate (CalculatorForm), so it does not block the button.
  const lookedUp = location.status === 'unmatched' || location.status === 'ambiguous' || location.status === 'failed';
  const placeless = lookedUp && (location.latitude === null || location.longitude === null);
  if (!errors.location && placeless && location.status === 'ambiguous') errors.location = PICK_ONE_PLACE;
  else if (!errors.location && placeless && readWholeNumber(values.wind_speed) === undefined)
    errors.location = PICK_A_PLACE;
  return errors;
}
