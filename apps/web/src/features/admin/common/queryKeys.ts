/**
 * The admin's query keys, all written here (docs/architecture.md, "Query keys"). Every admin query lives under
 * `all()`, so one invalidation refreshes lists, forms and option lists; an entity's queries (its lists, its records,
 * option lists of it) under `entity(key)`, the key being its AdminEntity's ("mounts"). The signed-in user is kept
 * apart, so refreshing the admin data never validates the token again.
 */
const ADMIN = 'admin';

/** The reseller mounts' key: their lists hang under their reseller, their records do not. */
export const RESELLER_MOUNTS = 'reseller-mounts';

const entity = (key: string) => [ADMIN, key] as const;
const one = (key: string, id: unknown) => [...entity(key), 'one', id] as const;
const history = () => entity('history');
const leads = () => entity('leads');
const outbox = () => entity('outbox');
const reviews = () => entity('reviews');
const searches = () => entity('searches');
const resellerMounts = (resellerId: number) => [...entity(RESELLER_MOUNTS), resellerId] as const;

export const adminKeys = {
  all: () => [ADMIN] as const,
  entity,
  /** An entity's whole list, inactive records too when asked. */
  list: (key: string, includeInactive: boolean) => [...entity(key), 'list', { includeInactive }] as const,
  /** The record a route names, by the route's id as written. */
  record: (key: string, routeId: string) => [...entity(key), 'record', routeId] as const,
  /** One record read outside its form (the activity filter's chosen user, a lead, a review). */
  one,
  /** What a search box finds (the activity filter's users). */
  search: (key: string, text: string) => [...entity(key), 'search', text] as const,
  /** An entity's active records (the block types a setting may name). */
  active: (key: string) => [...entity(key), 'active'] as const,
  resellerMounts,
  resellerMountList: (resellerId: number, includeInactive: boolean) =>
    [...resellerMounts(resellerId), 'list', { includeInactive }] as const,
  me: () => [ADMIN, 'me'] as const,
  session: () => ['admin-session', 'user'] as const,
  /** What an e-mailed password link is for (read once when its page opens). */
  passwordLink: (token: string) => [ADMIN, 'password-link', token] as const,
  /** Every history query: a change refreshes the activity page and the records' histories. */
  history,
  recordHistory: (historyEntity: string, id: number) => [...history(), historyEntity, id] as const,
  activity: (filters: unknown) => [...history(), 'activity', filters] as const,
  /** Everything lead-related: a save refreshes the list, its counts and the dashboard. */
  leads,
  lead: (id: number) => one('leads', id),
  leadTimeline: (id: number) => [...leads(), 'timeline', id] as const,
  leadBoardColumn: (status: string) => [...leads(), 'board', status] as const,
  leadCounts: (filters: unknown) => [...leads(), 'counts', filters] as const,
  dashboard: (range: unknown) => [...leads(), 'dashboard', range] as const,
  /** Every outbox query: a retry or cancel refreshes the list and the navigation's count at once. */
  outbox,
  outboxPage: (view: unknown) => [...outbox(), 'list', view] as const,
  failedEmailCount: (pathname: string) => [...outbox(), 'failed-count', pathname] as const,
  reviews,
  reviewQueue: (status: string) => [...reviews(), status] as const,
  review: (id: number) => one('reviews', id),
  searches,
  searchPage: (view: unknown) => [...searches(), 'list', view] as const,
  priceList: (resellerId: number | null) => [...entity('price-list'), resellerId] as const,
  engineerProfile: (userId: number) => [...entity('engineer-profile'), userId] as const,
  engineeringSettings: () => entity('engineering-settings'),
};
