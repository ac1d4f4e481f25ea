import { api } from '../../../lib/api';
import type { EntityRoutes } from '../../../lib/paths';
import type { BulkActionResult, CatalogueBulkAction } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';

/** The entities the admin edits, as the success toasts name them (docs/product.md, error catalogue). */
export type EntityLabel =
  'Mount' | 'Antenna' | 'Reseller' | 'Reseller Mount' | 'Roof Type' | 'Block Type' | 'Wind Speed' | 'User';

/** The record-level calls every admin entity shares (docs/api.md). */
export interface Resource<T> {
  label: EntityLabel;
  /** The entity's name in the history (GET /api/history?entity=): its API path's last segment. */
  historyEntity: string;
  get(id: number | null | undefined): Promise<T>;
  create(body: unknown): Promise<T>;
  update(id: number | null | undefined, body: unknown): Promise<T>;
  /** Deactivate: a soft delete. */
  remove(id: number | null | undefined): Promise<unknown>;
  reactivate(id: number | null | undefined): Promise<unknown>;
  /** Deactivate or activate many at once, each at the version read (docs/api.md, "Bulk actions"). */
  bulk(
    this: void,
    action: CatalogueBulkAction,
    versions: ReadonlyMap<number, number | undefined>,
  ): Promise<BulkActionResult>;
}

/** The id, or an error naming what is missing ("Missing reseller id", docs/product.md, error catalogue). */
export function requireId(id: number | null | undefined, missingMessage: string): number {
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw new Error(missingMessage);
  return id;
}

export function resource<T>(label: EntityLabel, basePath: string, missingIdMessage: string): Resource<T> {
  const path = (id: number | null | undefined, suffix = '') =>
    `${basePath}/${requireId(id, missingIdMessage)}${suffix}`;
  return {
    label,
    historyEntity: basePath.split('/').pop() ?? basePath,
    get: async (id) => api<T>(path(id)),
    create: async (body) => api<T>(basePath, { method: 'POST', body }),
    update: async (id, body) => api<T>(path(id), { method: 'PUT', body }),
    remove: async (id) => api<unknown>(path(id), { method: 'DELETE' }),
    reactivate: async (id) => api<unknown>(path(id, '/reactivate'), { method: 'PUT' }),
    bulk: async (action, versions) =>
      api<BulkActionResult>(API_PATHS.bulkActions(basePath), {
        method: 'POST',
        body: {
          action,
          ids: [...versions.keys()],
          lock_versions: Object.fromEntries([...versions].filter(([, version]) => version !== undefined)),
        },
      }),
  };
}

/**
 * An admin entity with a list of its own (mounts, antennas, resellers, roof types): everything its list page, form
 * page and routes are built from.
 */
export interface AdminEntity<T> {
  resource: Resource<T>;
  /** The list's title and the form's way back: the label made plural ("Roof Types"). */
  plural: string;
  /** Query key under the admin key ("roof-types"), shared by its list, its records and option lists of it. */
  key: string;
  routes: EntityRoutes;
  /** GET of the whole list; inactive records only when asked, which needs a signed-in caller. */
  fetchList(this: void, includeInactive: boolean): Promise<T[]>;
}

/** An entity served at `basePath` (/api/roof_types): its record calls, list call and texts, from its label. */
export function adminEntity<T>(
  label: EntityLabel,
  basePath: string,
  key: string,
  routes: EntityRoutes,
): AdminEntity<T> {
  return {
    resource: resource<T>(label, basePath, `Missing ${label.toLowerCase()} id`),
    plural: `${label}s`,
    key,
    routes,
    fetchList: (includeInactive) => api<T[]>(basePath, { query: inactiveQuery(includeInactive) }),
  };
}

/** `include_inactive=true` only when asked (docs/product.md, lists: "Show Inactive"). */
export function inactiveQuery(includeInactive: boolean) {
  return includeInactive ? { include_inactive: true } : {};
}

export function isActive(record: { deleted_at: string | null }): boolean {
  return record.deleted_at === null || record.deleted_at === '';
}
