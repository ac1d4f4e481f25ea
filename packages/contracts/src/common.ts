/**
 * A URL an administrator enters (logo, hero, product, image): an absolute http(s) URL, or a path on this site
 * ("/demo/logo.svg"; docs/decisions/0001). Anything else (javascript:, data:, protocol-relative "//host") is
 * refused, so no user-supplied URL can run script.
 */
export function isWebUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
