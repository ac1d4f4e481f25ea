import { z } from 'zod';
import { nullableWebUrl } from './fields.js';

/**
 * A catalogue record (roof type, antenna, mount, reseller, reseller mount) as the calls answer it: its id, its own
 * fields, and `deleted_at`, when it was deactivated (null while it is active).
 */
export function catalogRecord<T extends z.ZodRawShape>(fields: T) {
  return z.object({ id: z.number().int(), ...fields, deleted_at: z.string().nullable() });
}

/** A mount's documents besides its product page, as sent: both may be left empty (docs/product.md, validation). */
export const mountDocumentUrlFields = {
  assembly_instructions_url: nullableWebUrl,
  product_sheet_url: nullableWebUrl,
};

/** The same documents as answered: null where there is none. */
export const mountDocumentUrls = {
  assembly_instructions_url: z.string().nullable(),
  product_sheet_url: z.string().nullable(),
};
