import { z } from 'zod';
import {
  BLANK,
  bodyObjectError,
  includeInactiveFlag,
  nullableWebUrl,
  optionalFlag,
  optionalNonNegative,
  recordId,
  requiredNonNegative,
  requiredText,
  requiredWebUrl,
} from './admin-fields.js';
import { isWebUrl } from './common.js';

/**
 * One entry of `mount_images` (Rails nested-attributes style): without id a new image, with id a change to that
 * image, with `_destroy: true` the removal of that image. Every kept entry needs a url (SPEC.md §5).
 */
export const mountImageEntry = z
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
      ctx.addIssue({ code: 'custom', path: ['image_url'], message: 'must be an http(s) URL or a path starting with /' });
      return z.NEVER;
    }
    return { id: entry.id, image_url: url, _destroy: false as const };
  });
export type MountImageEntry = z.input<typeof mountImageEntry>;

/**
 * POST /api/mounts (SPEC.md §5): part_number, name, mast_diameter and product_url required; weight,
 * half_base_width, height_to_antenna_centerline, mast_length, max_roof_load, square_footage required and
 * non-negative; minimum_ballast_weight non-negative (0 when not given); ridge_mount false when not given.
 */
export const mountCreateRequest = z.object(
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
    product_url: requiredWebUrl,
    assembly_instructions_url: nullableWebUrl,
    product_sheet_url: nullableWebUrl,
    mount_images: z.array(mountImageEntry, { error: 'must be a list of images' }).max(50, 'has too many entries').optional(),
  },
  bodyObjectError,
);
/** PUT /api/mounts/{id}: the same fields; the ones not sent stay as they are, images not listed are kept. */
export const mountUpdateRequest = mountCreateRequest.partial();
export type MountInput = z.input<typeof mountCreateRequest>;
export type MountCreate = z.output<typeof mountCreateRequest>;
export type MountUpdate = z.output<typeof mountUpdateRequest>;

/** GET /api/mounts?include_inactive= */
export const mountListQuery = z.object({ include_inactive: includeInactiveFlag });

export interface MountImage {
  id: number;
  image_url: string;
}

export interface Mount {
  id: number;
  part_number: string;
  name: string;
  /** lb */
  weight: number;
  /** ft */
  half_base_width: number;
  /** ft */
  height_to_antenna_centerline: number;
  /** in */
  mast_diameter: number;
  /** ft */
  mast_length: number;
  /** psf */
  max_roof_load: number;
  ridge_mount: boolean;
  /** ft² */
  square_footage: number;
  /** lb */
  minimum_ballast_weight: number;
  product_url: string;
  assembly_instructions_url: string | null;
  product_sheet_url: string | null;
  deleted_at: string | null;
  mount_images: MountImage[];
}
