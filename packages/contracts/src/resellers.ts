import { z } from 'zod';
import {
  bodyObjectError,
  listQuery,
  nullableEmail,
  nullableWebUrl,
  optionalFlag,
  optionalRecordId,
  recordId,
  recordIdList,
  requiredText,
  requiredWebUrl,
} from './fields.js';
import { embedOriginList } from './embed-origins.js';
import { mount } from './mounts.js';
import { catalogRecord, mountDocumentUrlFields, mountDocumentUrls } from './records.js';

/**
 * A reseller's domain: a host name such as "shop.example.com" (stored lower-case, no scheme, port or path).
 * GET /api/resellers/init compares it with the request's host, ignoring a leading "www.".
 */
const resellerDomain = requiredText()
  .transform((value) => value.toLowerCase())
  .refine(
    (value) =>
      /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(value),
    'must be a host name such as shop.example.com (no http://, port or path)',
  );

/** POST /api/resellers (docs/product.md, validation: name, domain, logo_url required). */
export const resellerCreateRequest = z.object(
  {
    name: requiredText(),
    domain: resellerDomain,
    logo_url: requiredWebUrl,
    hero_image_url: nullableWebUrl,
    website_url: nullableWebUrl,
    contact_email: nullableEmail,
    is_baird: optionalFlag,
    /** E-mail the contact address about every new search on this reseller's site (docs/api.md, "Limits"). */
    notify_new_leads: optionalFlag,
    antenna_ids: recordIdList,
    /** The sites that may frame this reseller's calculator (embed-origins.ts); administrators only. */
    embed_origins: embedOriginList,
  },
  bodyObjectError,
);
/** PUT /api/resellers/{id}: the same fields; the ones not sent stay as they are. */
export const resellerUpdateRequest = resellerCreateRequest.partial();
export type ResellerCreate = z.output<typeof resellerCreateRequest>;
export type ResellerUpdate = z.output<typeof resellerUpdateRequest>;

/** What anyone may see of an active reseller (GET /api/resellers/init at /api/docs): GET /api/resellers/init. */
export const publicReseller = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  logo_url: z.string(),
  hero_image_url: z.string().nullable(),
  website_url: z.string().nullable(),
  contact_email: z.string().nullable(),
  is_baird: z.boolean(),
  antenna_ids: z.array(z.number().int()),
});
export type PublicReseller = z.infer<typeof publicReseller>;

/** A reseller as administrators see it (GET /api/resellers, the writes, authenticated GET /api/resellers/{id}). */
export const reseller = catalogRecord({
  ...publicReseller.shape,
  notify_new_leads: z.boolean(),
  embed_origins: z.array(z.string()),
});
export type Reseller = z.infer<typeof reseller>;
export const resellerList = z.array(reseller);
/** GET /api/resellers/{id}: the administrator's view when signed in, else the public fields. */
export const resellerView = z.union([reseller, publicReseller]);

/** POST /api/reseller_mounts. URLs left blank fall back to the mount's own. */
export const resellerMountCreateRequest = z.object(
  {
    reseller_id: recordId,
    mount_id: recordId,
    product_url: nullableWebUrl,
    ...mountDocumentUrlFields,
  },
  bodyObjectError,
);
/** PUT /api/reseller_mounts/{id}: URLs (and the mount); the reseller does not change. */
export const resellerMountUpdateRequest = resellerMountCreateRequest.omit({ reseller_id: true }).partial();
export type ResellerMountCreate = z.output<typeof resellerMountCreateRequest>;
export type ResellerMountUpdate = z.output<typeof resellerMountUpdateRequest>;

/** GET /api/resellers/{id}/reseller_mounts?mount_id=&include_inactive= */
export const resellerMountListQuery = listQuery.extend({ mount_id: optionalRecordId });

/** A reseller mount as every reseller mount call answers it, with its mount. */
export const resellerMount = catalogRecord({
  reseller_id: z.number().int(),
  mount_id: z.number().int(),
  product_url: z.string().nullable(),
  ...mountDocumentUrls,
}).extend({ mount });
export type ResellerMount = z.infer<typeof resellerMount>;
export const resellerMountList = z.array(resellerMount);
