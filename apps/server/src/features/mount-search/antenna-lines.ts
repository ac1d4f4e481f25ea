/**
 * Several antennas on one mount (POST /api/mount_search_results at /api/docs, step 1 and 3): each line's antenna
 * and height, checked against the catalogue and the candidate mounts, with a 422 on the line's own field. The first
 * line is the search's `antenna` (resolveSubjects checks it, on `antenna`); the others are `antennas.N`.
 */
import { type AntennaLine, type ResultAntenna } from '@nprm/contracts';
import { printedFigure, type MountDesign } from '@nprm/calc';
import { ApiError, type FieldErrors } from '../../errors.js';
import type { CatalogueAntenna, CatalogueMount, CatalogueSnapshot } from './catalogue.repository.js';
import { antennaProblem, type SearchSubjects } from './eligibility.js';

/** One antenna on the mount: its catalogue row and its height (Δa, ft), the line's or else the antenna's own. */
export interface MountedAntenna {
  antenna: CatalogueAntenna;
  additionalHeight: number;
}

/** Every line's catalogue row, the first being the subjects' antenna; a 422 on `antennas.N.antenna` otherwise. */
export function lineAntennas(
  catalogue: CatalogueSnapshot,
  subjects: Pick<SearchSubjects, 'antenna' | 'reseller'>,
  lines: readonly AntennaLine[],
): CatalogueAntenna[] {
  const errors: FieldErrors = {};
  const rows = lines.map((line, index) => {
    if (index === 0) return subjects.antenna;
    const row = catalogue.antennas.get(line.antenna);
    const problem = antennaProblem(row, subjects.reseller);
    if (problem !== null) errors[`antennas.${index}.antenna`] = [problem];
    return row!;
  });
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return rows;
}

/**
 * Each line's height: the line's own, which must put the antenna within the mast (no further from the mount's
 * antenna centerline than the longest mast of the candidates), else the antenna's catalogue value. The same
 * antenna twice at the same height is one line too many. Throws a 422 on the line's field.
 */
export function mountedAntennas(
  rows: readonly CatalogueAntenna[],
  lines: readonly AntennaLine[],
  candidates: readonly CatalogueMount[],
): MountedAntenna[] {
  const errors: FieldErrors = {};
  const mast = Math.max(...candidates.map((mount) => mount.mast_length));
  const mounted = rows.map((antenna, index) => {
    const given = lines[index]?.additional_height_to_centerline;
    // Without a candidate there is no mast to place it on: the search answers no fit, naming the antenna.
    if (given !== undefined && candidates.length > 0 && Math.abs(given) > mast) {
      errors[`antennas.${index}.additional_height_to_centerline`] = [
        `must be within the mount's mast: between -${mast} and ${mast} feet`,
      ];
    }
    return { antenna, additionalHeight: given ?? antenna.additional_height_to_centerline };
  });
  mounted.forEach((line, index) => {
    const repeated = mounted
      .slice(0, index)
      .some((other) => other.antenna.id === line.antenna.id && other.additionalHeight === line.additionalHeight);
    if (repeated) errors[`antennas.${index}.antenna`] ??= ['is already on the mount at this height'];
  });
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
  return mounted;
}

/**
 * The antennas no candidate mount of the site carries, by name ("Acme X9"), for a search without candidates: each
 * antenna that no mount of the kind is compatible with, or, when each has some, the antennas together.
 */
export function antennasWithoutMount(
  rows: readonly CatalogueAntenna[],
  candidatesOf: (antenna: CatalogueAntenna) => readonly CatalogueMount[],
): { names: string[]; together: boolean } {
  const alone = rows.filter((antenna) => candidatesOf(antenna).length === 0);
  const names = (alone.length > 0 ? alone : rows).map((antenna) => `${antenna.make} ${antenna.model}`);
  return { names: [...new Set(names)], together: alone.length === 0 };
}

/**
 * A saved result's antennas on its mount as the catalogue has them now, at the search's heights, to design it again
 * (the what-if): undefined for one antenna (the result's antenna alone, its height as the catalogue has it now), null
 * when one of several is no longer in the catalogue.
 */
export function savedAntennas(
  catalogue: CatalogueSnapshot,
  lines: readonly ResultAntenna[],
): MountedAntenna[] | undefined | null {
  if (lines.length <= 1) return undefined;
  const mounted = lines.map((line) => ({
    antenna: catalogue.antennas.get(line.id),
    additionalHeight: line.additional_height_to_centerline,
  }));
  return mounted.every((line): line is MountedAntenna => line.antenna !== undefined) ? mounted : null;
}

/** Each antenna of the chosen design with its figures as the sheet prints them; [] without a fit. */
export function resultAntennas(mounted: readonly MountedAntenna[], design: MountDesign | null): ResultAntenna[] {
  if (design === null) return [];
  return design.antennas.map((load, index) => {
    const { antenna } = mounted[index]!;
    return {
      id: antenna.id,
      make: antenna.make,
      model: antenna.model,
      additional_height_to_centerline: load.additionalHeightToCenterline,
      height: printedFigure(load.height),
      kz: printedFigure(load.kz),
      qz: printedFigure(load.qz),
      epa: load.area,
      force: printedFigure(load.force),
      lever_arm: printedFigure(load.leverArm),
      moment: printedFigure(load.moment),
      weight: load.weight,
    };
  });
}
