import { act } from '@testing-library/react';
import type { CurrentUser } from '@nprm/contracts';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { writeAuth } from '../../../lib/auth';
import { renderWithProviders, testQueryClient } from '../../../test/renderPage';
import { AdminApp } from '../AdminApp';
import { adminKeys } from '../common/queryKeys';
import { admin, adminMe, authRecord } from './fixtures';

/** Shows the admin router's current URL in the element with test id "location". */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `routes` at `path` in a memory router inside the app's providers, as AdminRoot mounts the admin app. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient: QueryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />, queryClient), router };
}

/**
 * Renders the admin app at `path` as the app's router mounts it (/admin/*), with toasts; the current URL is in
 * the element with test id "location". `signedIn` stores an auth record first, `validated` its validated user.
 */
export function renderAdmin(
  path: string,
  {
    signedIn = true,
    validated = true,
    me = adminMe,
  }: { signedIn?: boolean; validated?: boolean; me?: CurrentUser } = {},
) {
  localStorage.clear();
  act(() => notifications.clean());
  const queryClient = testQueryClient();
  if (signedIn) {
    writeAuth(authRecord());
    if (validated) {
      queryClient.setQueryData(adminKeys.session(), admin);
      queryClient.setQueryData(adminKeys.me(), me);
    }
  }
  return renderRoutes(
    [
      {
        path: '/admin/*',
        element: (
          <>
            <LocationProbe />
            <AdminApp />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
    queryClient,
  );
}
