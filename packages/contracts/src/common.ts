import { z } from 'zod';

/** API.md: a 422 body. */
export interface ValidationErrorBody {
  errors: Record<string, string[]>;
  full_messages: string[];
}

/** API.md: every other error body. */
export interface ErrorBody {
  errors: string[];
}

export const idParam = z.object({ id: z.coerce.number().int().positive('must be a positive whole number') });

/**
 * A URL an administrator enters (logo, hero, product, image): an absolute http(s) URL, or a path on this site
 * ("/demo/logo.svg"). Anything else (javascript:, data:, protocol-relative "//host") is refused, so no
 * user-supplied URL can run script.
 */
export const webUrl = z
  .string()
  .trim()
  .refine((value) => isWebUrl(value), 'must be an http(s) URL or a path starting with /');

export function isWebUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Blank text becomes null (SPEC.md §5: "text fields trimmed, empty becomes null"). */
export const optionalText = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === undefined || value === null) return null;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

export const optionalWebUrl = optionalText.refine((value) => value === null || isWebUrl(value), 'must be an http(s) URL or a path starting with /');

/** A boolean from JSON or from a query string ("true"/"false"/"1"/"0"). */
export const booleanish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);
