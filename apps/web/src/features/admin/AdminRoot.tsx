import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ADMIN_ROUTES } from '../../lib/paths';
import { AdminApp } from './AdminApp';

/** A path outside /admin is a public page: the document loads it afresh (the public pages have their own router). */
function PublicPage() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}

/**
 * The admin app's router (react-router's data router: the unsaved-changes guard needs `useBlocker`), created when
 * this chunk loads, which only happens below /admin.
 */
const router = createBrowserRouter([
  { path: ADMIN_ROUTES, Component: AdminApp },
  { path: '*', Component: PublicPage },
]);

export function AdminRoot() {
  return <RouterProvider router={router} />;
}
