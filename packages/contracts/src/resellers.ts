import { z } from 'zod';
import {
  bodyObjectError,
  includeInactiveFlag,
  nullableEmail,
  nullableWebUrl,
  optionalFlag,
  optionalRecordIdQuery,
  recordId,
  recordIdList,
  requiredText,
  requiredWebUrl,
} from './admin-fields.js';
import type { Mount } from './mounts.js';

/**
 * A reseller's domain: a host name such as "shop.example.com" (stored lower-case, no scheme, port or path).
 * GET /api/resellers/init compares it with the request's host, ignoring a leading "www.".
 */
export const resellerDomain = requiredText()
  .transform((value) => value.toLowerCase())
  .refine(
    (value) => /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(value),
    'must be a host name such as shop.example.com (no http://, port or path)',
  );

/** POST /api/resellers (SPEC.md §5: name, domain, logo_url required). */
export const resellerCreateRequest = z.object(
  {
    name: requiredText(),
    domain: resellerDomain,
    logo_url: requiredWebUrl,
    hero_image_url: nullableWebUrl,
    website_url: nullableWebUrl,
    contact_email: nullableEmail,
    is_baird: optionalFlag,
    antenna_ids: recordIdList,
  },
  bodyObjectError,
);
/** PUT /api/resellers/{id}: the same fields; the ones not sent stay as they are. */
export const resellerUpdateRequest = resellerCreateRequest.partial();
export type ResellerInput = z.input<typeof resellerCreateRequest>;
export type ResellerCreate = z.output<typeof resellerCreateRequest>;
export type ResellerUpdate = z.output<typeof resellerUpdateRequest>;

/** What anyone may see of an active reseller (API.md "Public reseller fields"). */
export interface PublicReseller {
  id: number;
  name: string;
  domain: string;
  logo_url: string;
  hero_image_url: string | null;
  website_url: string | null;
  contact_email: string | null;
  is_baird: boolean;
  antenna_ids: number[];
}

/** A reseller as administrators see it (GET /api/resellers, authenticated GET /api/resellers/{id}). */
export interface Reseller extends PublicReseller {
  deleted_at: string | null;
}

/** POST /api/reseller_mounts. URLs left blank fall back to the mount's own. */
export const resellerMountCreateRequest = z.object(
  {
    reseller_id: recordId,
    mount_id: recordId,
    product_url: nullableWebUrl,
    assembly_instructions_url: nullableWebUrl,
    product_sheet_url: nullableWebUrl,
  },
  bodyObjectError,
);
/** PUT /api/reseller_mounts/{id}: URLs (and the mount); the reseller does not change. */
export const resellerMountUpdateRequest = resellerMountCreateRequest.omit({ reseller_id: true }).partial();
export type ResellerMountInput = z.input<typeof resellerMountCreateRequest>;
export type ResellerMountCreate = z.output<typeof resellerMountCreateRequest>;
export type ResellerMountUpdate = z.output<typeof resellerMountUpdateRequest>;

/** GET /api/resellers/{id}/reseller_mounts?mount_id=&include_inactive= */
export const resellerMountListQuery = z.object({ mount_id: optionalRecordIdQuery, include_inactive: includeInactiveFlag });

export interface ResellerMount {
  id: number;
  reseller_id: number;
  mount_id: number;
  product_url: string | null;
  assembly_instructions_url: string | null;
  product_sheet_url: string | null;
  deleted_at: string | null;
  mount: Mount;
}
