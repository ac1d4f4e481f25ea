/** Mount search (API.md "Mount search" steps 1–5), saved results and diagnostics over the cached catalogue. */
import { randomBytes } from 'node:crypto';
import {
  CalcInputError,
  compareDesigns,
  DEFAULT_OPTIONS,
  formatNumber,
  formatTrace,
  selectMount,
  WIND_EXPOSURES,
  type MountDesign,
  type MountInput,
  type MountSelection,
  type SearchInput,
} from '@nprm/calc';
import type {
  DiagnosticsQuery,
  GoverningCaseName,
  MountSearchRequest,
  MountSearchResult,
  ResultMount,
  WindExposureType,
  WindSpeedSource,
} from '@nprm/contracts';
import { DEFAULT_WIND_SPEED, windSpeedAt } from '@nprm/geo';
import { ApiError, type FieldErrors } from '../../errors.js';
import type {
  CatalogueAntenna,
  CatalogueMount,
  CatalogueReseller,
  CatalogueSnapshot,
  MountSearchResultRow,
  NewMountSearchResult,
  RoofTypeRow,
} from './mount-search.repository.js';

const NOT_AVAILABLE = 'is not available';

/** The catalogue rows a search refers to, checked to be active and offered. */
export interface SearchSubjects {
  reseller: CatalogueReseller | null;
  antenna: CatalogueAntenna;
  roofType: RoofTypeRow;
}

const isActive = (row: { deleted_at: Date | null }) => row.deleted_at === null;

/**
 * Step 1 (the catalogue part): the reseller, when given, exists and is active; the antenna is active and offered
 * by that reseller; the roof type is active. Unknown and inactive rows get the same message, so an anonymous
 * caller learns nothing about inactive ones. Throws a 422 listing every problem.
 */
export function resolveSubjects(
  catalogue: CatalogueSnapshot,
  ids: { reseller_id: number | null; antenna: number; roof_type: number },
): SearchSubjects {
  const errors: FieldErrors = {};
  let reseller: CatalogueReseller | null = null;
  if (ids.reseller_id !== null) {
    const found = catalogue.resellers.get(ids.reseller_id);
    if (found && isActive(found)) reseller = found;
    else errors.reseller_id = [NOT_AVAILABLE];
  }
  const antenna = catalogue.antennas.get(ids.antenna);
  if (!antenna || !isActive(antenna)) errors.antenna = [NOT_AVAILABLE];
  else if (reseller && reseller.antennaIds.size > 0 && !reseller.antennaIds.has(antenna.id)) {
    errors.antenna = ['is not offered by this reseller'];
  }
  const roofType = catalogue.roofTypes.get(ids.roof_type);
  if (!roofType || !isActive(roofType)) errors.roof_type = [NOT_AVAILABLE];
  if (Object.keys(errors).length > 0 || !antenna || !roofType) throw ApiError.validation(errors);
  return { reseller, antenna, roofType };
}

export interface ResolvedWindSpeed {
  windSpeed: number;
  defaultWindSpeed: boolean;
  source: WindSpeedSource;
  /** True when the value is an estimate (or the default) rather than a code value or the visitor's own. */
  approximate: boolean;
  /** One sentence for the visitor on where the value comes from. */
  note: string;
}

/** Step 2: the visitor's wind speed, else the look-up at the location, else 115 mph flagged as the default. */
export function resolveWindSpeed(given: number | undefined, latitude?: number, longitude?: number): ResolvedWindSpeed {
  if (given !== undefined) {
    return {
      windSpeed: given,
      defaultWindSpeed: false,
      source: 'given',
      approximate: false,
      note: `${formatNumber(given, 1)} mph as entered with the search.`,
    };
  }
  if (latitude !== undefined && longitude !== undefined) {
    const found = windSpeedAt(latitude, longitude);
    return found.found
      ? { windSpeed: found.windSpeed, defaultWindSpeed: false, source: 'location', approximate: found.approximate, note: found.note }
      : { windSpeed: DEFAULT_WIND_SPEED, defaultWindSpeed: true, source: 'default', approximate: true, note: found.note };
  }
  return {
    windSpeed: DEFAULT_WIND_SPEED,
    defaultWindSpeed: true,
    source: 'default',
    approximate: true,
    note: `No wind speed and no location coordinates were given; ${DEFAULT_WIND_SPEED} mph is used as a default.`,
  };
}

/**
 * Step 3: active mounts of the requested ridge kind, linked to the reseller by an active reseller mount when a
 * reseller is given, by ascending id. `compatibleOnly` keeps the antenna's compatible mounts (the search always
 * does; diagnostics may look at every mount).
 */
export function candidateMounts(
  catalogue: CatalogueSnapshot,
  subjects: SearchSubjects,
  ridgeMount: boolean,
  compatibleOnly = true,
): CatalogueMount[] {
  const compatible = new Set(subjects.antenna.mountIds);
  const candidates: CatalogueMount[] = [];
  for (const mount of catalogue.mounts.values()) {
    if (!isActive(mount) || mount.ridge_mount !== ridgeMount) continue;
    if (compatibleOnly && !compatible.has(mount.id)) continue;
    if (subjects.reseller) {
      const link = subjects.reseller.mounts.get(mount.id);
      if (!link || !isActive(link)) continue;
    }
    candidates.push(mount);
  }
  return candidates.sort((a, b) => a.id - b.id);
}

export function mountInput(mount: CatalogueMount): MountInput {
  return {
    id: mount.id,
    name: `${mount.name} (${mount.part_number})`,
    weight: mount.weight,
    halfBaseWidth: mount.half_base_width,
    heightToAntennaCenterline: mount.height_to_antenna_centerline,
    mastDiameter: mount.mast_diameter,
    mastLength: mount.mast_length,
    squareFootage: mount.square_footage,
    maxRoofLoad: mount.max_roof_load,
    minimumBallastWeight: mount.minimum_ballast_weight,
  };
}

export function searchInput(
  subjects: SearchSubjects,
  site: { windSpeed: number; exposure: WindExposureType; buildingHeight: number },
): SearchInput {
  const { antenna, roofType } = subjects;
  return {
    site,
    antenna: {
      weight: antenna.weight,
      mastDiameter: antenna.mast_diameter,
      mastLength: antenna.mast_length,
      squareFootage: antenna.square_footage,
      additionalHeightToCenterline: antenna.additional_height_to_centerline,
      label: `${antenna.make} ${antenna.model}`,
    },
    frictionCoefficient: roofType.friction_coefficient,
  };
}

/** The engine's field → the request field it comes from. */
const CALC_FIELD_TO_REQUEST: readonly [prefix: string, field: string][] = [
  ['site.windSpeed', 'wind_speed'],
  ['site.buildingHeight', 'building_height'],
  ['site.exposure', 'wind_exposure'],
  ['antenna.', 'antenna'],
  ['frictionCoefficient', 'roof_type'],
];

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A CalcInputError raised for the search's own inputs (a bad candidate mount never raises: selectMount reports it
 * as rejected) becomes a 422 naming the request field: "Antenna cannot be calculated: its square_footage …".
 */
export function calcInputErrorToValidation(error: CalcInputError): ApiError {
  const detail = error.message.startsWith(`${error.field}: `) ? error.message.slice(error.field.length + 2) : error.message;
  const match = CALC_FIELD_TO_REQUEST.find(([prefix]) => error.field.startsWith(prefix));
  if (!match) return ApiError.validation({ base: [`The calculation cannot be made: ${error.field} ${detail}`] });
  const [prefix, field] = match;
  const part = prefix.endsWith('.') ? error.field.slice(prefix.length) : '';
  return ApiError.validation({
    [field]: [part ? `cannot be calculated: its ${snakeCase(part)} ${detail}` : `cannot be calculated: ${detail}`],
  });
}

/** Step 4: the engine over every candidate with the default basis; input errors become a 422. */
export function runSelection(input: SearchInput, candidates: readonly CatalogueMount[]): MountSelection {
  try {
    return selectMount(input, candidates.map(mountInput), DEFAULT_OPTIONS);
  } catch (error) {
    if (error instanceof CalcInputError) throw calcInputErrorToValidation(error);
    throw error;
  }
}

/** Rounds a demand up to `decimals` places (conservative), ignoring floating-point noise below the last place. */
export function roundUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.ceil(value * scale - 1e-6) / scale;
}

/** The figures stored and shown for a design: ballast and dead load up to whole pounds, roof load up to 0.1 psf. */
export function resultFigures(design: MountDesign) {
  return {
    ballast_weight: roundUp(design.ballastWeight, 0),
    ballast_block_count: design.ballast.count,
    ballast_block_weight: design.ballast.blockWeight,
    governing: design.governing as GoverningCaseName,
    roof_load: roundUp(design.roofLoad, 1),
    total_dead_load: roundUp(design.totalDeadLoad, 0),
  };
}

/** The catalogue data shown with a result, as it was at search time (mount_search_results.display). */
export interface ResultDisplay {
  mount: ResultMount | null;
  antenna: { id: number; make: string; model: string };
  roof_type: { id: number; name: string };
  reseller: { id: number; name: string; contact_email: string | null } | null;
  wind: { approximate: boolean; note: string };
}

export function resultDisplay(subjects: SearchSubjects, mount: CatalogueMount | null, wind: ResolvedWindSpeed): ResultDisplay {
  const { reseller, antenna, roofType } = subjects;
  const link = mount && reseller ? reseller.mounts.get(mount.id) : undefined;
  return {
    mount: mount && {
      id: mount.id,
      name: mount.name,
      part_number: mount.part_number,
      max_roof_load: mount.max_roof_load,
      mount_images: mount.images.map(({ id, image_url }) => ({ id, image_url })),
      product_url: link?.product_url ?? mount.product_url,
      assembly_instructions_url: link?.assembly_instructions_url ?? mount.assembly_instructions_url,
      product_sheet_url: link?.product_sheet_url ?? mount.product_sheet_url,
    },
    antenna: { id: antenna.id, make: antenna.make, model: antenna.model },
    roof_type: { id: roofType.id, name: roofType.name },
    reseller: reseller && { id: reseller.id, name: reseller.name, contact_email: reseller.contact_email },
    wind: { approximate: wind.approximate, note: wind.note },
  };
}

const WIND_SOURCE_LABEL: Readonly<Record<WindSpeedSource, string>> = {
  given: 'entered by the visitor',
  location: 'looked up for the location',
  default: `default (${DEFAULT_WIND_SPEED} mph)`,
};

function exposureLabel(type: WindExposureType): string {
  const exposure = WIND_EXPOSURES.find((e) => e.type === type);
  return exposure ? `${type} (${exposure.name})` : type;
}

function locationLabel(location: string | null | undefined, latitude?: number | null, longitude?: number | null): string {
  const coordinates =
    latitude !== undefined && latitude !== null && longitude !== undefined && longitude !== null
      ? `${formatNumber(latitude, 5)}, ${formatNumber(longitude, 5)}`
      : null;
  if (location && coordinates) return `${location} (${coordinates})`;
  return location ?? coordinates ?? 'not given';
}

/** Lines added to the trace's Inputs section: what the engine's inputs do not say. */
function inputNotes(
  subjects: SearchSubjects,
  wind: ResolvedWindSpeed,
  search: { ridge_mount: boolean; location?: string | null | undefined; location_latitude?: number | undefined; location_longitude?: number | undefined },
): string[] {
  return [
    `Wind speed source: ${WIND_SOURCE_LABEL[wind.source]}${wind.approximate && wind.source === 'location' ? ', approximate' : ''}. ${wind.note}`,
    `Location: ${locationLabel(search.location, search.location_latitude, search.location_longitude)}`,
    `Roof type: ${subjects.roofType.name}`,
    `Peaked roof / ridge mount: ${search.ridge_mount ? 'yes (building height is the ridge height)' : 'no'}`,
  ];
}

export function newResultToken(): string {
  return randomBytes(18).toString('base64url');
}

/** A token this API could have issued (URL-safe base64 of 16 to 48 bytes); anything else is not looked up. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(token);
}

/** Steps 2–5 for a validated request: the row to store (every search is stored, also one without a fit). */
export function planMountSearch(catalogue: CatalogueSnapshot, request: MountSearchRequest): NewMountSearchResult {
  const subjects = resolveSubjects(catalogue, request);
  const wind = resolveWindSpeed(request.wind_speed, request.location_latitude, request.location_longitude);
  const candidates = candidateMounts(catalogue, subjects, request.ridge_mount);
  const selection = runSelection(
    searchInput(subjects, { windSpeed: wind.windSpeed, exposure: request.wind_exposure, buildingHeight: request.building_height }),
    candidates,
  );
  const chosen = selection.chosen;
  const notes = inputNotes(subjects, wind, request);
  const fitting = selection.designs.filter((design) => design.fits).length;
  const calculations = chosen
    ? formatTrace(chosen, {
        notes: [
          ...notes,
          `Mount choice: the fitting mount with the least total dead load (${fitting} of ${candidates.length} candidates fit)`,
        ],
      })
    : formatTrace(selection, { notes });
  const chosenMount = chosen ? (catalogue.mounts.get(chosen.mountId) ?? null) : null;
  return {
    token: newResultToken(),
    reseller_id: subjects.reseller?.id ?? null,
    antenna_id: subjects.antenna.id,
    roof_type_id: subjects.roofType.id,
    mount_id: chosenMount?.id ?? null,
    location: request.location,
    location_latitude: request.location_latitude ?? null,
    location_longitude: request.location_longitude ?? null,
    building_height: request.building_height,
    ridge_mount: request.ridge_mount,
    wind_exposure: request.wind_exposure,
    wind_speed: wind.windSpeed,
    wind_speed_source: wind.source,
    default_wind_speed: wind.defaultWindSpeed,
    customer_name: request.customer_name,
    customer_email: request.customer_email,
    customer_company: request.customer_company,
    ...(chosen && chosenMount
      ? resultFigures(chosen)
      : {
          ballast_weight: null,
          ballast_block_count: null,
          ballast_block_weight: null,
          governing: null,
          roof_load: null,
          total_dead_load: null,
        }),
    calculations,
    engine_version: selection.engineVersion,
    engine_options: selection.options,
    display: resultDisplay(subjects, chosenMount, wind),
  };
}

const WIND_SPEED_SOURCES: readonly string[] = ['given', 'location', 'default'];
const GOVERNING_CASES: readonly string[] = ['sliding', 'overturning', 'minimum'];

/**
 * The saved result API.md defines, from a stored row alone (never the live catalogue), so it reads back the same
 * after the catalogue changes. A search that found no mount has no result: null.
 */
export function savedResult(row: MountSearchResultRow): MountSearchResult | null {
  const display = row.display as ResultDisplay;
  if (
    row.mount_id === null ||
    !display.mount ||
    row.ballast_weight === null ||
    row.ballast_block_count === null ||
    row.ballast_block_weight === null ||
    row.roof_load === null ||
    row.total_dead_load === null ||
    row.governing === null ||
    !GOVERNING_CASES.includes(row.governing)
  ) {
    return null;
  }
  return {
    token: row.token,
    created_at: row.created_at.toISOString(),
    reseller_id: row.reseller_id,
    mount_id: row.mount_id,
    antenna_id: row.antenna_id,
    location: row.location,
    location_latitude: row.location_latitude,
    location_longitude: row.location_longitude,
    building_height: row.building_height,
    roof_type_id: row.roof_type_id,
    ridge_mount: row.ridge_mount,
    wind_exposure: row.wind_exposure,
    wind_speed: row.wind_speed,
    default_wind_speed: row.default_wind_speed,
    wind_speed_source: (WIND_SPEED_SOURCES.includes(row.wind_speed_source) ? row.wind_speed_source : 'given') as WindSpeedSource,
    wind_speed_approximate: display.wind?.approximate ?? false,
    wind_speed_note: display.wind?.note ?? '',
    ballast_weight: row.ballast_weight,
    ballast_blocks: { count: row.ballast_block_count, block_weight: row.ballast_block_weight },
    governing: row.governing as GoverningCaseName,
    roof_load: row.roof_load,
    total_dead_load: row.total_dead_load,
    customer_company: row.customer_company,
    calculations: row.calculations,
    engine_version: row.engine_version,
    mount: display.mount,
    antenna: display.antenna,
    roof_type: display.roof_type,
    reseller: display.reseller,
  };
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

/**
 * The diagnostics answer: the inputs, the wind speed and its source, a one-line verdict per candidate mount and
 * the full trace of every candidate with clause references (API.md "diagnostics"). Candidates are the antenna's
 * compatible mounts when `compatible_only`, else every active mount of the ridge kind (of the reseller when given);
 * the mount the search would choose is picked among the compatible ones only.
 */
export function diagnosticsText(catalogue: CatalogueSnapshot, query: DiagnosticsQuery): string {
  const subjects = resolveSubjects(catalogue, query);
  const givenSpeed = query.wind_speed !== undefined && query.wind_speed > 0 ? query.wind_speed : undefined;
  const wind = resolveWindSpeed(givenSpeed, query.location_latitude, query.location_longitude);
  const candidates = candidateMounts(catalogue, subjects, query.ridge_mount, query.compatible_only);
  const selection = runSelection(
    searchInput(subjects, { windSpeed: wind.windSpeed, exposure: query.wind_exposure, buildingHeight: query.building_height }),
    candidates,
  );
  const compatible = new Set(subjects.antenna.mountIds);
  const searchChoice =
    selection.designs.filter((design) => design.fits && compatible.has(design.mountId)).sort(compareDesigns)[0] ?? null;

  const { reseller, antenna, roofType } = subjects;
  const scope = query.compatible_only
    ? `the antenna's compatible ${query.ridge_mount ? 'ridge' : 'non-ridge'} mounts`
    : `every active ${query.ridge_mount ? 'ridge' : 'non-ridge'} mount`;
  const lines = [
    'NPRM ballast calculator diagnostics',
    '',
    `Reseller: ${reseller ? `${reseller.name} (id ${reseller.id})` : 'none (every active mount)'}`,
    `Antenna: ${antenna.make} ${antenna.model} (id ${antenna.id})`,
    `Location: ${locationLabel(query.location, query.location_latitude, query.location_longitude)}`,
    `Building height: ${formatNumber(query.building_height, 2)} ft`,
    `Roof type: ${roofType.name} (id ${roofType.id}), friction coefficient ${formatNumber(roofType.friction_coefficient, 3)}`,
    `Peaked roof / ridge mount: ${yesNo(query.ridge_mount)}`,
    `Wind exposure: ${exposureLabel(query.wind_exposure)}`,
    `Wind speed: ${formatNumber(wind.windSpeed, 1)} mph, ${WIND_SOURCE_LABEL[wind.source]}` +
      `${wind.defaultWindSpeed ? ' (default_wind_speed true)' : ''}${wind.approximate && wind.source === 'location' ? ', approximate' : ''}`,
    `  ${wind.note}`,
    '',
    `Candidates: ${candidates.length}, ${scope}${reseller ? ` linked to ${reseller.name}` : ''}`,
  ];
  for (const mount of candidates) {
    const design = selection.designs.find((d) => d.mountId === mount.id);
    const rejected = selection.rejected.find((r) => r.mountId === mount.id);
    const compatibility = compatible.has(mount.id) ? 'compatible' : 'NOT compatible with the antenna (never offered)';
    const verdict = design
      ? design.fits
        ? 'fits'
        : `does not fit (${design.failures.map((failure) => failure.check).join(', ')})`
      : `not evaluated (${rejected?.message ?? 'invalid data'})`;
    lines.push(`  Mount ${mount.id}, ${mount.name} (${mount.part_number}): ${compatibility}; ${verdict}`);
  }
  lines.push(
    `The search would choose: ${searchChoice ? `Mount ${searchChoice.mountId}, ${searchChoice.mountName ?? ''}` : 'none (No compatible mount found)'}`,
    '',
    formatTrace({ ...selection, chosen: searchChoice }, { notes: inputNotes(subjects, wind, query) }),
  );
  return lines.join('\n');
}
