/**
 * The search's side of the engine (POST /api/mount_search_results at /api/docs, step 4): catalogue rows become
 * @nprm/calc inputs, the engine runs over every candidate, and an input the engine refuses becomes a 422 naming the
 * request field.
 */
import {
  CalcInputError,
  requireBallastPositions,
  requireRoofAllowableLoad,
  selectMount,
  type CalcOptions,
  type CodeBasis,
  type MountInput,
  type AntennaInput,
  type MountSelection,
  type SearchInput,
  type SiteInput,
} from '@nprm/calc';
import { ANTENNA_LINES_MAX, hasBallastPositions, type CodeBasis as CodeBasisRecord } from '@nprm/contracts';
import { ApiError } from '../../errors.js';
import type { EditionChoice } from './code-in-force.js';
import type { SearchSubjects } from './eligibility.js';
import type { MountedAntenna } from './antenna-lines.js';
import type { BlockTypeRow, CatalogueAntenna, CatalogueMount, EngineeringSettingsRow } from './catalogue.repository.js';

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
    ballastTrays: mount.ballast_trays,
    trayCapacity: mount.tray_capacity,
    baseLength: mount.base_length,
    baseWidth: mount.base_width,
    maxEpa: mount.max_epa,
    maxOverturningMoment: mount.max_overturning_moment,
  };
}

/** The engine's antenna: the catalogue row at its height on the mount (Δa, ft). */
function antennaInput(antenna: CatalogueAntenna, additionalHeight: number): AntennaInput {
  return {
    weight: antenna.weight,
    mastDiameter: antenna.mast_diameter,
    mastLength: antenna.mast_length,
    squareFootage: antenna.square_footage,
    additionalHeightToCenterline: additionalHeight,
    horizontalArea: antenna.horizontal_area,
    label: `${antenna.make} ${antenna.model}`,
  };
}

/**
 * The engine's search: the site, the roof's μ and the antennas on the mount, each at its height (`mounted`, the
 * first being the subjects' antenna); not given, the subjects' antenna alone at its own height.
 */
export function searchInput(
  subjects: Pick<SearchSubjects, 'antenna' | 'roofType'>,
  site: SiteInput,
  mounted?: readonly MountedAntenna[],
): SearchInput {
  const [first, ...others] = (
    mounted ?? [{ antenna: subjects.antenna, additionalHeight: subjects.antenna.additional_height_to_centerline }]
  ).map((line) => antennaInput(line.antenna, line.additionalHeight));
  return {
    site,
    antenna: first!,
    ...(others.length > 0 ? { otherAntennas: others } : {}),
    frictionCoefficient: subjects.roofType.friction_coefficient,
  };
}

/**
 * The engine's options for a search: the administrator's engineering settings (K_d, GCr policy, load combination),
 * the search's risk category and jurisdiction rule in the code basis, and the weight of the search's block type.
 * The saved result keeps them (engine_options).
 */
export function engineOptions(
  settings: Pick<EngineeringSettingsRow, 'kd' | 'gcr_policy' | 'load_combination'>,
  blockType: Pick<BlockTypeRow, 'weight'>,
  basis: Pick<CodeBasis, 'edition' | 'riskCategory' | 'jurisdiction'>,
): CalcOptions {
  return {
    kd: settings.kd,
    gcrPolicy: settings.gcr_policy,
    codeBasis: {
      edition: basis.edition,
      riskCategory: basis.riskCategory,
      jurisdiction: basis.jurisdiction,
      loadCombination: settings.load_combination,
    },
    blockWeight: blockType.weight,
  };
}

/** The engine's code basis as a result records and prints it (`code_basis`), with the edition in force. */
export function codeBasisRecord(basis: CodeBasis, edition: EditionChoice): CodeBasisRecord {
  return {
    edition: basis.edition,
    edition_chosen: edition.chosen,
    edition_in_force: edition.inForce,
    adopted_code: edition.adoptedCode,
    risk_category: basis.riskCategory,
    jurisdiction: basis.jurisdiction,
    load_combination: basis.loadCombination,
  };
}

/**
 * Step 4: the engine over every candidate with the search's options; input errors become a 422. A ridge mount
 * without trays has no place for ballast: it is chosen only where it needs none (requireBallastPositions). With the
 * roof structure's allowable load (psf), a mount that would load the roof above it is not chosen either.
 */
export function runSelection(
  input: SearchInput,
  candidates: readonly CatalogueMount[],
  options: CalcOptions,
  roofAllowableLoad: number | null = null,
): MountSelection {
  try {
    const unplaceable = new Set(
      candidates.filter((m) => !hasBallastPositions(m.ridge_mount, m.ballast_trays)).map((m) => m.id),
    );
    return requireRoofAllowableLoad(
      requireBallastPositions(selectMount(input, candidates.map(mountInput), options), (id) => !unplaceable.has(id)),
      roofAllowableLoad,
    );
  } catch (error) {
    if (error instanceof CalcInputError) throw calcInputErrorToValidation(error);
    throw error;
  }
}

/** The engine's field → the request field it comes from. */
const CALC_FIELD_TO_REQUEST: readonly [prefix: string, field: string][] = [
  // The other antennas on the mount: "antennas.2.weight" is the third line's antenna.
  ...Array.from({ length: ANTENNA_LINES_MAX - 1 }, (_, i): [string, string] => [
    `antennas.${i + 1}.`,
    `antennas.${i + 1}.antenna`,
  ]),
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
  const detail = error.message.startsWith(`${error.field}: `)
    ? error.message.slice(error.field.length + 2)
    : error.message;
  const match = CALC_FIELD_TO_REQUEST.find(([prefix]) => error.field.startsWith(prefix));
  if (!match) return ApiError.validation({ base: [`The calculation cannot be made: ${error.field} ${detail}`] });
  const [prefix, field] = match;
  const part = prefix.endsWith('.') ? error.field.slice(prefix.length) : '';
  return ApiError.validation({
    [field]: [part ? `cannot be calculated: its ${snakeCase(part)} ${detail}` : `cannot be calculated: ${detail}`],
  });
}
