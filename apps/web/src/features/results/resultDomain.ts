/**
 * Branding follows the result (docs/product.md, R-56): a result belongs to its reseller's domain. Opened on another
 * reseller's domain, the page leaves for the result's own address (`result_url`), where it is shown in its own
 * reseller's branding.
 */
import type { MountSearchResult } from '@nprm/contracts';
import type { PageReseller } from '../../lib/reseller';

/** The browser's address bar, behind one seam so tests can watch the page leave. */
export const browserLocation = {
  origin: (): string => window.location.origin,
  replace: (url: string): void => window.location.replace(url),
};

/**
 * The address to leave for, or null to show the result here: null when the page is branded for the result's own
 * reseller, and null when `result_url` is on this very origin (a result without a reseller opened on the default
 * domain, or a development set-up whose domains all point here), so the rule can never loop.
 */
export function resultHomeUrl(
  result: Pick<MountSearchResult, 'reseller_id' | 'result_url'>,
  reseller: Pick<PageReseller, 'id'>,
  currentOrigin: string,
): string | null {
  if (result.reseller_id === reseller.id) return null;
  let home: URL;
  try {
    home = new URL(result.result_url);
  } catch {
    return null;
  }
  if (home.protocol !== 'http:' && home.protocol !== 'https:') return null;
  return home.origin === currentOrigin ? null : home.href;
}
