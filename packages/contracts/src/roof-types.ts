import { z } from 'zod';
import { bodyObjectError, nullableText, requiredPositive, requiredText } from './fields.js';
import { catalogRecord } from './records.js';

/** The longest friction coefficient source. */
export const FRICTION_SOURCE_MAX = 300;
/** Printed where a roof type's μ has no source, in the warning style. */
export const SOURCE_NOT_GIVEN = 'Source not given';

/** The calculation sheet's symbol for the roof type's friction coefficient. */
export const FRICTION_SYMBOL = 'μ';

/**
 * What every calculation sheet (the report's, the results page's, calculations.txt) says beside μ: where the roof
 * type's μ comes from, or SOURCE_NOT_GIVEN (a judgement value, or a result saved before sources were kept), which
 * a reader must not take as settled.
 */
export function frictionSourceNote(source: string | null | undefined): string {
  return source ? `source: ${source}` : SOURCE_NOT_GIVEN;
}

/**
 * POST /api/roof_types: a name, the roof's friction coefficient μ (0 < μ ≤ 1) and where μ comes from (optional,
 * printed beside μ on the report; blank or left out: none).
 */
export const roofTypeCreateRequest = z.object(
  {
    name: requiredText(),
    friction_coefficient: requiredPositive(1),
    friction_coefficient_source: nullableText(FRICTION_SOURCE_MAX),
  },
  bodyObjectError,
);
/** PUT /api/roof_types/{id}: the same fields; the ones not sent stay as they are. */
export const roofTypeUpdateRequest = roofTypeCreateRequest.partial();
export type RoofTypeCreate = z.output<typeof roofTypeCreateRequest>;
export type RoofTypeUpdate = z.output<typeof roofTypeUpdateRequest>;

/** A roof type as every roof type call answers it (GET /api/roof_types?include_inactive= lists them). */
export const roofType = catalogRecord({
  name: z.string(),
  friction_coefficient: z.number(),
  friction_coefficient_source: z.string().nullable(),
});
export type RoofType = z.infer<typeof roofType>;
export const roofTypeList = z.array(roofType);
