import { useDocumentTitle } from '@mantine/hooks';

/** The product's name, last in every admin page's browser title. */
export const ADMIN_TITLE_SUFFIX = 'Admin · NPRM Ballast Calculator';

/** "Mounts · Admin · NPRM Ballast Calculator": each admin page names itself first (docs/product.md, admin header). */
export function adminTitle(page: string): string {
  return page ? `${page} · ${ADMIN_TITLE_SUFFIX}` : ADMIN_TITLE_SUFFIX;
}

/** Sets the browser title of an admin page ("Edit Mount", "Mounts"). */
export function useAdminTitle(page: string): void {
  useDocumentTitle(adminTitle(page));
}
