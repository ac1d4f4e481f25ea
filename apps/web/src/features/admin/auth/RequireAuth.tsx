import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useAuthRecord } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../common/session';

/**
 * docs/product.md, login and routing: without a stored auth record the user goes to /admin/login; with one, the token
 * is validated once, and a failed validation clears it (which lands here again and redirects).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuthRecord();
  const session = useSessionUser(auth !== null);
  if (!auth) return <Navigate to={paths.admin.login.href()} replace />;
  if (session.isPending) {
    return (
      <Center mih="50vh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Center mih="50vh" p="md">
        <Stack align="center">
          <Alert color="red" role="alert" title="Could not reach the server">
            Your session could not be checked. Check your connection and try again.
          </Alert>
          <Button onClick={() => void session.refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  return children;
}
