import { z } from 'zod';
import {
  bodyObjectError,
  listQuery,
  optionalNonNegative,
  optionalNumber,
  optionalRecordId,
  recordIdList,
  requiredNonNegative,
  requiredPositive,
  requiredText,
} from './fields.js';
import { catalogRecord } from './records.js';

/**
 * The largest antenna EPA (ft²) the engine computes with (its domain of A_a): far beyond any antenna, it keeps every
 * derived figure finite. antennas.test.ts holds it to the engine's own limit.
 */
export const ANTENNA_EPA_MAX = 1_000_000;

/**
 * Whether the antenna has a wind area (EPA) a search can use. An EPA of 0 (saved before square_footage was required)
 * leaves the antenna's own wind out of the ballast, which is then sized for the mount alone: such an antenna is
 * flagged in the admin and not offered in searches until it is set (docs/product.md).
 */
export function hasWindArea(antenna: { square_footage: number | null | undefined }): boolean {
  const area = antenna.square_footage;
  return typeof area === 'number' && Number.isFinite(area) && area > 0;
}

/** The message on `antenna` when a search names an antenna without a wind area ("Antenna has no wind area …"). */
export const ANTENNA_WITHOUT_WIND_AREA =
  'has no wind area (square footage) set, so it cannot be calculated: it is not offered until an administrator sets it';

/**
 * POST /api/antennas (docs/product.md, validation): make, model and mast_diameter required; square_footage (the
 * EPA) required, above 0 and at most ANTENNA_EPA_MAX; weight, mast_length and horizontal_area non-negative (0 when
 * not given); additional_height_to_centerline any number, negative included (0 when not given).
 */
export const antennaCreateRequest = z.object(
  {
    make: requiredText(),
    model: requiredText(),
    weight: optionalNonNegative(),
    mast_diameter: requiredNonNegative(),
    mast_length: optionalNonNegative(),
    square_footage: requiredPositive(ANTENNA_EPA_MAX),
    additional_height_to_centerline: optionalNumber(),
    /** A_r, the horizontal projected area for uplift (ft², ASCE 7-10 §29.5.1); 0 when not given. */
    horizontal_area: optionalNonNegative(),
    mount_ids: recordIdList,
  },
  bodyObjectError,
);
/**
 * PUT /api/antennas/{id}: the same fields; the ones not sent stay as they are (square_footage sent blank, null or 0
 * is refused like on create).
 */
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
