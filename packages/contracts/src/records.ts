import { z } from 'zod';
import { nullableWebUrl } from './fields.js';

/**
 * A catalogue record (roof type, antenna, mount, reseller, reseller mount) as the calls answer it: its id, its own
 * fields, `deleted_at`, when it was deactivated (null while it is active), and `lock_version`, the version a save
 * must name (docs/api.md, "Concurrent edits").
 */
export function catalogRecord<T extends z.ZodRawShape>(fields: T) {
  return z.object({
    id: z.number().int(),
    ...fields,
    deleted_at: z.string().nullable(),
    lock_version: z.number().int(),
  });
}

/** The version a PUT names: the record's lock_version as it was read (docs/api.md, "Concurrent edits"). */
export const lockVersionField = z
  .number({ error: 'must be sent: the version of the record you read' })
  .int('must be a whole number')
  .min(0, 'must be greater than or equal to 0');

/** A PUT body's fields plus the version it was read at (required, unlike the fields). */
export function withLockVersion<T extends z.ZodObject>(update: T) {
  return update.safeExtend({ lock_version: lockVersionField });
}

/**
 * The specification's PUT: the version may be left out, and the save then overwrites whatever is stored (the last
 * writer wins; docs/api.md, "Concurrent edits"). Sent, it is checked as withLockVersion's.
 */
export function withOptionalLockVersion<T extends z.ZodObject>(update: T) {
  return update.safeExtend({ lock_version: lockVersionField.optional() });
}

/** "2026-11-26T16:30:05.000Z" → "2026-11-26 16:30 UTC": the same words on every server, whatever its zone. */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The message of a 409: who changed the record, and when, since it was read. */
export function staleRecordMessage(name: string | undefined, at: string | undefined): string {
  const who = name ?? 'someone else';
  const when = at === undefined ? '' : ` at ${utcMinute(at)}`;
  return `This record was changed by ${who}${when} after you opened it; reload it, or apply your edit again`;
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
