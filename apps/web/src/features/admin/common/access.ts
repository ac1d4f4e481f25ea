import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@nprm/contracts';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { adminKeys } from './queryKeys';
import { API_PATHS } from '@nprm/contracts/paths';

/** GET /api/users/me: the signed-in user's role and reseller (docs/api.md, "Users and roles"). */
export function useCurrentUser() {
  return useQuery({
    queryKey: adminKeys.me(),
    queryFn: () => api<CurrentUser>(API_PATHS.me),
    staleTime: 60_000,
    retry: false,
  });
}

export function isAdministrator(user: CurrentUser | undefined): boolean {
  return user?.role === 'administrator';
}

export function isEngineer(user: CurrentUser | undefined): boolean {
  return user?.role === 'engineer';
}

/** A reseller user's reseller id, else null. */
export function ownResellerId(user: CurrentUser | undefined): number | null {
  return user?.role === 'reseller_user' ? user.reseller_id : null;
}

/**
 * Where the admin opens: the mounts for an administrator, its reseller's branding form for a reseller user, the
 * review queue for an engineer.
 */
export function homeHref(user: CurrentUser): string {
  if (isEngineer(user)) return paths.admin.reviews.href();
  const resellerId = ownResellerId(user);
  return resellerId === null ? paths.admin.mounts.list.href() : paths.admin.resellers.edit.href(resellerId);
}
