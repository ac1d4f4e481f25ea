/**
 * The addresses both sides agree on, without zod (the public page's first load uses them): every path of the HTTP
 * API (docs/api.md), which the web builds its calls from, and the path of a saved result's public page, which the
 * server puts in every share link, CSV row, QR code and e-mail. apps/server's api-paths.test.ts checks that the
 * server registers a route for each API path.
 */

const token = (value: string) => encodeURIComponent(value);
const byToken = (suffix: string) => (value: string) => `/api/mount_search_results/token/${token(value)}${suffix}`;

export const API_PATHS = {
  signIn: '/api/auth/sign_in',
  validateToken: '/api/auth/validate_token',
  signOut: '/api/auth/sign_out',
  /** "Forgot password?" (POST), and setting a password with an e-mailed link (PUT). */
  password: '/api/auth/password',
  /** What an e-mailed password link is for (POST, the token in the body). */
  passwordLink: '/api/auth/password/link',
  antennas: '/api/antennas',
  mounts: '/api/mounts',
  resellers: '/api/resellers',
  /** The reseller of the domain the page is on. */
  resellerInit: '/api/resellers/init',
  resellerMounts: '/api/reseller_mounts',
  resellerMountsBulk: '/api/reseller_mounts/bulk',
  /** POST: deactivate or activate many records of a catalogue list (its path: /api/antennas). */
  bulkActions: (collection: string) => `${collection}/bulk_actions`,
  /** One reseller's mounts. */
  resellerMountsOf: (resellerId: number | string) => `/api/resellers/${resellerId}/reseller_mounts`,
  /** One reseller's price list (GET, PUT), its CSV export and its CSV import (the price list calls at /api/docs). */
  priceList: (resellerId: number | string) => `/api/resellers/${resellerId}/price_list`,
  priceListCsv: (resellerId: number | string) => `/api/resellers/${resellerId}/price_list.csv`,
  priceListImport: (resellerId: number | string) => `/api/resellers/${resellerId}/price_list/import`,
  roofTypes: '/api/roof_types',
  blockTypes: '/api/block_types',
  engineeringSettings: '/api/engineering_settings',
  /** POST: the effect of proposed settings on example searches, before they are saved. */
  engineeringSettingsPreview: '/api/engineering_settings/preview',
  windSpeedOverrides: '/api/wind_speed_overrides',
  windSpeedOverridesImport: '/api/wind_speed_overrides/import',
  /** GET /api/antennas/export.csv, GET /api/mounts/export.csv. */
  catalogueCsvExport: (entity: string) => `/api/${entity}/export.csv`,
  catalogueCsvImport: (entity: string) => `/api/${entity}/import`,
  users: '/api/users',
  me: '/api/users/me',
  myPassword: '/api/users/me/password',
  userPassword: (userId: number | string) => `/api/users/${userId}/password`,
  /** DELETE: sign the caller, or (administrators) a user, out on every client. */
  mySessions: '/api/users/me/sessions',
  userSessions: (userId: number | string) => `/api/users/${userId}/sessions`,
  history: '/api/history',
  /** POST: a new search; GET: the admin's list of searches (and its CSV). */
  searches: '/api/mount_search_results',
  diagnostics: '/api/mount_search_results/diagnostics',
  savedResult: byToken(''),
  whatIf: byToken('/what_if'),
  reportPdf: byToken('/report.pdf'),
  emailReport: byToken('/email'),
  /** POST: ask for an engineer's review of the result; GET …/review: its latest review. */
  reviewRequests: byToken('/review_requests'),
  resultReview: byToken('/review'),
  /** POST: ask the reseller for a quote for a number of sites. */
  quoteRequests: byToken('/quote_requests'),
  /** One lead's pipeline; the leads list's count per status; the sales dashboard. */
  lead: (id: number | string) => `/api/leads/${id}`,
  leadNotes: (id: number | string) => `/api/leads/${id}/notes`,
  leadTimeline: (id: number | string) => `/api/leads/${id}/timeline`,
  leadCounts: '/api/leads/counts',
  /** POST: a status or an assignee on many leads. */
  leadBulkActions: '/api/leads/bulk_actions',
  dashboard: '/api/dashboard',
  reviewQueue: '/api/review_queue',
  reviewQueueItem: (id: number | string) => `/api/review_queue/${id}`,
  reviewDecision: (id: number | string) => `/api/review_queue/${id}/decision`,
  engineerProfile: (userId: number | string) => `/api/users/${userId}/engineer_profile`,
  engineerSeal: (userId: number | string) => `/api/users/${userId}/engineer_profile/seal`,
  mail: '/api/mail',
  /** The mail outbox (administrators). */
  outbox: '/api/outbound_emails',
  outboxFailedCount: '/api/outbound_emails/failed_count',
  outboxRetry: (id: number | string) => `/api/outbound_emails/${id}/retry`,
  outboxCancel: (id: number | string) => `/api/outbound_emails/${id}/cancel`,
  userInvitation: (id: number | string) => `/api/users/${id}/invitation`,
  outboxSendNow: (id: number | string) => `/api/outbound_emails/${id}/send_now`,
  places: '/api/places',
  placesResolve: '/api/places/resolve',
  windSpeed: '/api/wind_speed',
  seismicReferenceValues: '/api/seismic_reference_values',
} as const;

/** The query parameter of the public result page that names a saved result (`/results?t=…`). */
export const SHARED_RESULT_PARAM = 't';

/** A saved result's public page, on whatever origin it is put: `/results?t=<token>`. */
export function sharedResultPath(resultToken: string): string {
  return `/results?${SHARED_RESULT_PARAM}=${token(resultToken)}`;
}

/** The admin page an e-mailed password link opens; its token follows `#token=`, so it never reaches a server. */
export const SET_PASSWORD_PATH = '/admin/set-password';
export const passwordLinkHref = (origin: string, linkToken: string) =>
  `${origin}${SET_PASSWORD_PATH}#token=${token(linkToken)}`;

/**
 * What the calculator page asks for before it renders: the web prefetches them as its script starts, and the server
 * names them in the page's Link header, so the browser fetches them while the scripts arrive.
 */
export const CALCULATOR_PAGE_DATA = [
  API_PATHS.resellerInit,
  API_PATHS.roofTypes,
  API_PATHS.antennas,
  API_PATHS.blockTypes,
  API_PATHS.engineeringSettings,
] as const;
