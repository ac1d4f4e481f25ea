import { z } from 'zod';
import { bodyObjectError, includeInactiveFlag, requiredNumber, requiredText } from './admin-fields.js';

/** POST /api/roof_types: a name and the roof's friction coefficient μ, 0 < μ ≤ 1. */
export const roofTypeCreateRequest = z.object(
  {
    name: requiredText(),
    friction_coefficient: requiredNumber()
      .refine((value) => value > 0, 'must be greater than 0')
      .refine((value) => value <= 1, 'must be less than or equal to 1'),
  },
  bodyObjectError,
);
/** PUT /api/roof_types/{id}: the same fields; the ones not sent stay as they are. */
export const roofTypeUpdateRequest = roofTypeCreateRequest.partial();
export type RoofTypeInput = z.input<typeof roofTypeCreateRequest>;
export type RoofTypeCreate = z.output<typeof roofTypeCreateRequest>;
export type RoofTypeUpdate = z.output<typeof roofTypeUpdateRequest>;

/** GET /api/roof_types?include_inactive= */
export const roofTypeListQuery = z.object({ include_inactive: includeInactiveFlag });

export interface RoofType {
  id: number;
  name: string;
  friction_coefficient: number;
  deleted_at: string | null;
}
