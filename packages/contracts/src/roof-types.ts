import { z } from 'zod';
import { bodyObjectError, requiredPositive, requiredText } from './fields.js';
import { catalogRecord } from './records.js';

/** POST /api/roof_types: a name and the roof's friction coefficient μ, 0 < μ ≤ 1. */
export const roofTypeCreateRequest = z.object(
  {
    name: requiredText(),
    friction_coefficient: requiredPositive(1),
  },
  bodyObjectError,
);
/** PUT /api/roof_types/{id}: the same fields; the ones not sent stay as they are. */
export const roofTypeUpdateRequest = roofTypeCreateRequest.partial();
export type RoofTypeCreate = z.output<typeof roofTypeCreateRequest>;
export type RoofTypeUpdate = z.output<typeof roofTypeUpdateRequest>;

/** A roof type as every roof type call answers it (GET /api/roof_types?include_inactive= lists them). */
export const roofType = catalogRecord({ name: z.string(), friction_coefficient: z.number() });
export type RoofType = z.infer<typeof roofType>;
export const roofTypeList = z.array(roofType);
