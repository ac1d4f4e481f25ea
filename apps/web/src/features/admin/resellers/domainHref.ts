/**
 * The link to a reseller's site (RS-11). The domain is a validated host name, and "//host" keeps the page's scheme
 * and can never become a script URL. The page's port goes with it, so in development (the admin at
 * localhost:3000) northwind.localhost links to northwind.localhost:3000, where the same server answers; in
 * production the page has no port and neither has the link.
 */
export function domainHref(domain: string, page: Pick<Location, 'port'> = window.location): string {
  return page.port ? `//${domain}:${page.port}` : `//${domain}`;
}
