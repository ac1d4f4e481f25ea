/**
 * The reseller's logo on page 1 (docs/product.md, "Calculation report"). The logo is the reseller's `logo_url`: a
 * path on this site ("/demo/northwind-logo.svg") is read from the built web app's files, where the product keeps
 * it; an absolute URL is never fetched (the PDF is made without network, and a URL an administrator typed must not
 * make the server request it): the reseller's name stands for it. Only PNG, JPEG and SVG of at most 1 MB are used.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resellers } from '../../db/tables.js';
import type { ReportLogo } from './layout.js';

export const LOGO_MAX_BYTES = 1024 * 1024;

/** The image format its first bytes say, or null for anything else. */
export function logoFormat(bytes: Buffer): ReportLogo['format'] | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head) ? 'svg' : null;
}

/** The file a site path names inside `root`, or null for a URL, a path outside it or one it cannot name. */
export function logoFile(root: string, logoUrl: string): string | null {
  if (!logoUrl.startsWith('/') || logoUrl.startsWith('//')) return null;
  let path: string;
  try {
    path = decodeURIComponent(logoUrl.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  return file.startsWith(base + sep) && !path.includes('\0') ? file : null;
}

/** Logos read, by file, with the size and time they were read at (a changed file is read again). */
const cache = new Map<string, { size: number; mtimeMs: number; logo: ReportLogo | null }>();

/** The logo file of a site path under the web app's files, checked to be an image; null when there is none. */
export async function readLogo(root: string | undefined, logoUrl: string): Promise<ReportLogo | null> {
  const file = root === undefined ? null : logoFile(root, logoUrl);
  if (file === null) return null;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > LOGO_MAX_BYTES) return null;
    const known = cache.get(file);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.logo;
    const bytes = await readFile(file);
    const format = logoFormat(bytes);
    const logo = format && { format, bytes, digest: createHash('sha256').update(bytes).digest('base64url') };
    if (cache.size > 32) cache.clear();
    cache.set(file, { size: info.size, mtimeMs: info.mtimeMs, logo });
    return logo;
  } catch {
    // A missing or unreadable file: the name stands for the logo, the report is still made.
    return null;
  }
}

/** The current logo of a result's reseller (none without one, or when it is deactivated). */
export async function resellerLogo(db: Db, root: string | undefined, resellerId: number | null) {
  if (resellerId === null || root === undefined) return null;
  const [row] = await db
    .select({ logo_url: resellers.logo_url })
    .from(resellers)
    .where(and(eq(resellers.id, resellerId), isNull(resellers.deleted_at)))
    .limit(1);
  return row ? readLogo(root, row.logo_url) : null;
}
