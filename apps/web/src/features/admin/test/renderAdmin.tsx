import { act } from '@testing-library/react';
import type { CurrentUser } from '@nprm/contracts';
import { notifications } from '@mantine/notifications';
import { writeAuth } from '../../../lib/auth';
import { LocationProbe, renderRoutes, testQueryClient } from '../../../test/renderPage';
import { AdminApp } from '../AdminApp';
import { admin, adminMe, authRecord } from './fixtures';

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
      queryClient.setQueryData(['admin-session', 'user'], admin);
      queryClient.setQueryData(['admin', 'me'], me);
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
