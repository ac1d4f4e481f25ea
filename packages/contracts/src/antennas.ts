import { z } from 'zod';
import {
  bodyObjectError,
  includeInactiveFlag,
  optionalNonNegative,
  optionalNumber,
  optionalRecordIdQuery,
  recordIdList,
  requiredNonNegative,
  requiredText,
} from './admin-fields.js';

/**
 * POST /api/antennas (SPEC.md §5): make, model and mast_diameter required; weight, mast_length and square_footage
 * non-negative (0 when not given); additional_height_to_centerline any number, negative included (0 when not given).
 */
export const antennaCreateRequest = z.object(
  {
    make: requiredText(),
    model: requiredText(),
    weight: optionalNonNegative(),
    mast_diameter: requiredNonNegative(),
    mast_length: optionalNonNegative(),
    square_footage: optionalNonNegative(),
    additional_height_to_centerline: optionalNumber(),
    mount_ids: recordIdList,
  },
  bodyObjectError,
);
/** PUT /api/antennas/{id}: the same fields; the ones not sent stay as they are. */
export const antennaUpdateRequest = antennaCreateRequest.partial();
export type AntennaInput = z.input<typeof antennaCreateRequest>;
export type AntennaCreate = z.output<typeof antennaCreateRequest>;
export type AntennaUpdate = z.output<typeof antennaUpdateRequest>;

/** GET /api/antennas?reseller_id=&include_inactive= */
export const antennaListQuery = z.object({ reseller_id: optionalRecordIdQuery, include_inactive: includeInactiveFlag });

export interface Antenna {
  id: number;
  make: string;
  model: string;
  /** lb */
  weight: number;
  /** in */
  mast_diameter: number;
  /** ft */
  mast_length: number;
  /** ft², the antenna's effective projected area */
  square_footage: number;
  /** ft, may be negative */
  additional_height_to_centerline: number;
  deleted_at: string | null;
  /** Compatible mounts. */
  mount_ids: number[];
}
