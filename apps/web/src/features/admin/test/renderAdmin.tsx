import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../../../lib/theme';
import { writeAuth } from '../../../lib/auth';
import { AdminApp } from '../AdminApp';
import { admin, authRecord } from './fixtures';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders the admin app at `path` as the app's router mounts it (/admin/*), with toasts; the current URL is in
 * the element with test id "location". `signedIn` stores an auth record first, `validated` its validated user.
 */
export function renderAdmin(
  path: string,
  { signedIn = true, validated = true }: { signedIn?: boolean; validated?: boolean } = {},
) {
  localStorage.clear();
  act(() => notifications.clean());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (signedIn) {
    writeAuth(authRecord());
    if (validated) queryClient.setQueryData(['admin-session', 'user'], admin);
  }
  const router = createMemoryRouter(
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
    { initialEntries: [path] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
