/**
 * What a result may be used for (planning_reasons at /api/docs): a result is for permit only when the edition is the
 * one in force (or chosen), its wind speed is the edition's value with a source, and seismic is settled. Every other
 * result is a planning estimate, with each reason said; and the seismic screen as the result carries it.
 */
import { formatNumber, type CodeEdition, type SeismicScreen } from '@nprm/calc';
import { unscreenedSeismic, type PlanningReason, type SeismicResult } from '@nprm/contracts';
import { seismicDesignCategoryDPossible } from '@nprm/geo';
import type { EditionChoice } from './code-in-force.js';
import { roundUp } from './rounding.js';

/** The seismic values a request gave, with their source. */
export interface SeismicValues {
  sds: number;
  sd1: number;
  source: string | null;
}

/** The sentence without seismic values where the state has sites in category D or above. */
export const SEISMIC_NOT_CHECKED = 'Seismic not checked: required here unless the site is exempt.';

/** Whether seismic must be looked at in `state` (USPS code): unknown states are taken as if it must. */
export function seismicRequiredHere(state: string | null): boolean {
  return state === null ? true : (seismicDesignCategoryDPossible(state)?.possible ?? true);
}

/** The screen as the result carries it: the design's (with the ballast placed) or, without values, the flag. */
export function seismicResult(
  screen: SeismicScreen | null,
  values: SeismicValues | null,
  requiredHere: boolean,
  edition: CodeEdition,
): SeismicResult {
  if (screen === null || values === null) {
    const statement =
      values !== null
        ? 'Seismic not screened: no mount fits.'
        : requiredHere
          ? SEISMIC_NOT_CHECKED
          : 'Seismic not checked: no seismic values were given.';
    return {
      ...unscreenedSeismic(statement, requiredHere),
      sds: values?.sds ?? null,
      sd1: values?.sd1 ?? null,
      source: values?.source ?? null,
    };
  }
  const category = screen.category === 'D' ? 'D or above' : screen.category;
  const where = `Seismic design category ${category} (S_DS ${formatNumber(screen.sds, 3)} g, S_D1 ${formatNumber(screen.sd1, 3)} g)`;
  const force = roundUp(screen.force, 0);
  const statement = screen.applies
    ? `${where}: ${edition} Chapter 13 applies. A mount held by friction does not meet §13.4, which does not let ` +
      'friction from gravity resist the seismic force, and more ballast cannot help (the force grows with it). An ' +
      `anchorage, or an engineer's displacement-based design, must resist F_E = ${formatNumber(force, 0)} lb ` +
      'horizontally (strength level, ballast included).'
    : `${where}: exempt from ${edition} Chapter 13 (§13.1.4: ${screen.exemption}).`;
  return {
    required_here: requiredHere,
    sds: values.sds,
    sd1: values.sd1,
    source: values.source,
    checked: true,
    category: screen.category,
    importance: screen.importance,
    applies: screen.applies,
    exemption: screen.exemption,
    force,
    friction_permitted: screen.frictionPermitted,
    statement,
  };
}

/** What the planning reasons are read from. */
export interface PlanningInputs {
  edition: EditionChoice;
  /** The wind speed: entered (with its citation or null), or looked up / defaulted (approximate or not). */
  wind: { given: true; citation: string | null } | { given: false; approximate: boolean };
  seismic: SeismicResult;
}

/** Why the result is a planning estimate; empty when it is not. */
export function planningReasons({ edition, wind, seismic }: PlanningInputs): PlanningReason[] {
  const reasons: PlanningReason[] = [];
  if (!edition.chosen && edition.inForce !== null && edition.inForce !== edition.edition) {
    reasons.push({
      code: 'edition_not_supported',
      text: `${edition.inForce} is in force here and cannot be computed yet: this result uses ${edition.edition}.`,
    });
  }
  if (!edition.chosen && edition.inForce === null) {
    reasons.push({
      code: 'edition_in_force_unknown',
      text: `The ASCE 7 edition in force at the site is not known here: confirm it with the building department (this result uses ${edition.edition}).`,
    });
  }
  if (wind.given && wind.citation === null) {
    reasons.push({ code: 'wind_speed_source_not_given', text: 'The wind speed was entered without its source.' });
  }
  if (!wind.given && edition.edition !== 'ASCE 7-10') {
    reasons.push({
      code: 'wind_speed_map_edition',
      text: `The wind speed is the bundled ASCE 7-10 map's, not the ${edition.edition} map's: enter the ${edition.edition} value with its source.`,
    });
  }
  if (!wind.given && wind.approximate) {
    reasons.push({ code: 'wind_speed_estimate', text: 'The wind speed is an estimate, not a code map value.' });
  }
  if (seismic.sds !== null && seismic.source === null) {
    reasons.push({ code: 'seismic_source_not_given', text: 'The seismic values were entered without their source.' });
  }
  if (seismic.applies === true) {
    reasons.push({
      code: 'seismic_friction',
      text: 'ASCE 7 Chapter 13 applies: a friction-held mount does not meet §13.4.',
    });
  }
  if (!seismic.checked && seismic.sds === null && seismic.required_here) {
    reasons.push({ code: 'seismic_not_checked', text: SEISMIC_NOT_CHECKED });
  }
  return reasons;
}
