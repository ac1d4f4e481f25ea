import { z } from 'zod';
import {
  BLANK,
  bodyObjectError,
  NOT_A_NUMBER,
  NOT_A_WEB_URL,
  nullableNumberField,
  nullableText,
  optionalFlag,
  optionalNonNegative,
  recordId,
  requiredNonNegative,
  requiredText,
  requiredWebUrl,
} from './fields.js';
import { isWebUrl } from './common.js';
import { catalogRecord, mountDocumentUrlFields, mountDocumentUrls } from './records.js';

/**
 * One entry of `mount_images` (Rails nested-attributes style): without id a new image, with id a change to that
 * image, with `_destroy: true` the removal of that image. Every kept entry needs a url (docs/product.md,
 * validation).
 */
const mountImageEntry = z
  .object(
    {
      id: recordId.optional(),
      image_url: z.union([z.string(), z.null()], { error: 'must be text' }).optional(),
      _destroy: optionalFlag,
    },
    { error: 'must be an object with image_url' },
  )
  .transform((entry, ctx) => {
    if (entry._destroy === true) return { id: entry.id, image_url: null, _destroy: true as const };
    const url = entry.image_url?.trim() ?? '';
    if (url === '') {
      ctx.addIssue({ code: 'custom', path: ['image_url'], message: BLANK });
      return z.NEVER;
    }
    if (url.length > 2048 || url.includes('\u0000') || !isWebUrl(url)) {
      ctx.addIssue({ code: 'custom', path: ['image_url'], message: NOT_A_WEB_URL });
      return z.NEVER;
    }
    return { id: entry.id, image_url: url, _destroy: false as const };
  });

/**
 * Whether a mount has a place for ballast blocks (docs/engineering.md, "Ridge mounts"): its trays, or, for a
 * flat-roof mount without trays, its base. A ridge mount stands on both slopes and the catalogue names no place on
 * it for a block but its trays: without them it can be offered only where it needs no ballast. The search's choice
 * and the block layout drawing both ask this.
 */
export function hasBallastPositions(ridgeMount: boolean, ballastTrays: number | null | undefined): boolean {
  return !ridgeMount || (ballastTrays ?? 0) > 0;
}

/**
 * POST /api/mounts (docs/product.md, validation): part_number, name, mast_diameter and product_url required; weight,
 * half_base_width, height_to_antenna_centerline, mast_length, max_roof_load, square_footage required and
 * non-negative; minimum_ballast_weight non-negative (0 when not given); ridge_mount false when not given;
 * ballast_trays a whole number ≥ 1 and tray_capacity > 0 lb, both optional (blank or null: none); base_length and
 * base_width > 0 ft, both or neither; max_epa (ft²) and max_overturning_moment (ft·lb) > 0, optional.
 */
const positiveRating = (max: number) =>
  nullableNumberField(z.number({ error: NOT_A_NUMBER }).gt(0, 'must be greater than 0').max(max, 'is too large'));

/** A base side (ft): blank or null when unknown; above 0 (a base narrower than that is not a mount). */
const baseSide = () =>
  nullableNumberField(z.number({ error: NOT_A_NUMBER }).gt(0, 'must be greater than 0').max(2_000, 'is too large'));

/** The message on the missing side when only one of base_length and base_width is given. */
export const BASE_SIDES_TOGETHER = 'must be given with the other side of the base (or leave both blank)';

/** The field that lacks its pair, when exactly one of base_length and base_width is known; null otherwise. */
export function missingBaseSide(mount: {
  base_length?: number | null;
  base_width?: number | null;
}): 'base_length' | 'base_width' | null {
  const length = mount.base_length ?? null;
  const width = mount.base_width ?? null;
  if ((length === null) === (width === null)) return null;
  return length === null ? 'base_length' : 'base_width';
}

/** The message on tray_part_number when the trays are separate parts and it is blank. */
export const TRAY_PART_NUMBER_NEEDED = "can't be blank when the trays are separate parts";

/** True when the mount's trays are separate parts without a part number of their own (a 422 on tray_part_number). */
export function missingTrayPartNumber(mount: {
  trays_separate_parts?: boolean | undefined;
  tray_part_number?: string | null | undefined;
}): boolean {
  return mount.trays_separate_parts === true && (mount.tray_part_number ?? null) === null;
}

const mountFields = z.object(
  {
    part_number: requiredText(),
    name: requiredText(),
    weight: requiredNonNegative(),
    half_base_width: requiredNonNegative(),
    height_to_antenna_centerline: requiredNonNegative(),
    mast_diameter: requiredNonNegative(),
    mast_length: requiredNonNegative(),
    max_roof_load: requiredNonNegative(),
    ridge_mount: optionalFlag,
    square_footage: requiredNonNegative(),
    minimum_ballast_weight: optionalNonNegative(),
    /** Number of ballast trays; blank or null: no trays. */
    ballast_trays: nullableNumberField(
      z
        .number({ error: NOT_A_NUMBER })
        .int('must be a whole number')
        .min(1, 'must be greater than or equal to 1')
        .max(1000, 'must be less than or equal to 1000'),
    ),
    /** Ballast one tray holds (lb); blank or null: not checked. Checked only with ballast_trays. */
    tray_capacity: nullableNumberField(
      z.number({ error: NOT_A_NUMBER }).gt(0, 'must be greater than 0').max(1_000_000, 'is too large'),
    ),
    /** The trays are sold as parts of their own: a line of the bill of materials; false when not given. */
    trays_separate_parts: optionalFlag,
    /** The trays' part number; required when trays_separate_parts. */
    tray_part_number: nullableText(100),
    /** Base length and width (ft), both or neither: the tipping arm is half the short side, the footprint their product. */
    base_length: baseSide(),
    base_width: baseSide(),
    /** Manufacturer's maximum antenna EPA (ft²); blank or null: no rating. */
    max_epa: positiveRating(1_000_000),
    /** Manufacturer's maximum overturning moment (ft·lb); blank or null: no rating. */
    max_overturning_moment: positiveRating(1e12),
    product_url: requiredWebUrl,
    ...mountDocumentUrlFields,
    mount_images: z
      .array(mountImageEntry, { error: 'must be a list of images' })
      .max(50, 'has too many entries')
      .optional(),
  },
  bodyObjectError,
);
export const mountCreateRequest = mountFields.superRefine((mount, ctx) => {
  const missing = missingBaseSide(mount);
  if (missing !== null) ctx.addIssue({ code: 'custom', path: [missing], message: BASE_SIDES_TOGETHER });
  if (missingTrayPartNumber(mount))
    ctx.addIssue({ code: 'custom', path: ['tray_part_number'], message: TRAY_PART_NUMBER_NEEDED });
});
/**
 * PUT /api/mounts/{id}: the same fields; the ones not sent stay as they are, images not listed are kept. The base
 * sides' pairing is checked on the mount as updated (the service).
 */
export const mountUpdateRequest = mountFields.partial();
export type MountCreate = z.output<typeof mountCreateRequest>;
export type MountUpdate = z.output<typeof mountUpdateRequest>;

const mountImage = z.object({ id: z.number().int(), image_url: z.string() });
export type MountImage = z.infer<typeof mountImage>;

/** A mount as every mount call answers it (GET /api/mounts?include_inactive= lists them). */
export const mount = catalogRecord({
  part_number: z.string(),
  name: z.string(),
  /** lb */
  weight: z.number(),
  /** ft */
  half_base_width: z.number(),
  /** ft */
  height_to_antenna_centerline: z.number(),
  /** in */
  mast_diameter: z.number(),
  /** ft */
  mast_length: z.number(),
  /** psf */
  max_roof_load: z.number(),
  ridge_mount: z.boolean(),
  /** ft² */
  square_footage: z.number(),
  /** lb */
  minimum_ballast_weight: z.number(),
  ballast_trays: z.number().int().nullable(),
  /** lb per tray */
  tray_capacity: z.number().nullable(),
  trays_separate_parts: z.boolean(),
  tray_part_number: z.string().nullable(),
  /** ft, both or neither */
  base_length: z.number().nullable(),
  base_width: z.number().nullable(),
  /** ft² */
  max_epa: z.number().nullable(),
  /** ft·lb */
  max_overturning_moment: z.number().nullable(),
  product_url: z.string(),
  ...mountDocumentUrls,
}).extend({ mount_images: z.array(mountImage) });
export type Mount = z.infer<typeof mount>;
export const mountList = z.array(mount);
