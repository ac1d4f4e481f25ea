import { z } from 'zod';
import {
  bodyObjectError,
  listQuery,
  optionalNonNegative,
  optionalNumber,
  optionalRecordId,
  recordIdList,
  requiredNonNegative,
  requiredText,
} from './fields.js';
import { catalogRecord } from './records.js';

/**
 * POST /api/antennas (docs/product.md, validation): make, model and mast_diameter required; weight, mast_length
 * square_footage and horizontal_area non-negative (0 when not given); additional_height_to_centerline any number,
 * negative included (0 when not given).
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
    /** A_r, the horizontal projected area for uplift (ft², ASCE 7-10 §29.5.1); 0 when not given. */
    horizontal_area: optionalNonNegative(),
    mount_ids: recordIdList,
  },
  bodyObjectError,
);
/** PUT /api/antennas/{id}: the same fields; the ones not sent stay as they are. */
export const antennaUpdateRequest = antennaCreateRequest.partial();
export type AntennaCreate = z.output<typeof antennaCreateRequest>;
export type AntennaUpdate = z.output<typeof antennaUpdateRequest>;

/** GET /api/antennas?reseller_id=&include_inactive= */
export const antennaListQuery = listQuery.extend({ reseller_id: optionalRecordId });

/** An antenna as every antenna call answers it. */
export const antenna = catalogRecord({
  make: z.string(),
  model: z.string(),
  /** lb */
  weight: z.number(),
  /** in */
  mast_diameter: z.number(),
  /** ft */
  mast_length: z.number(),
  /** ft², the antenna's effective projected area */
  square_footage: z.number(),
  /** ft, may be negative */
  additional_height_to_centerline: z.number(),
  /** ft², horizontal projected area A_r for uplift */
  horizontal_area: z.number(),
}).extend({
  /** Compatible mounts. */
  mount_ids: z.array(z.number().int()),
});
export type Antenna = z.infer<typeof antenna>;
export const antennaList = z.array(antenna);
