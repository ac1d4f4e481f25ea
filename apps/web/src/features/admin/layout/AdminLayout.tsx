import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Button, Container, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../../components/PageLoader';
import { ADMIN_QUERY_KEY } from '../common/resource';
import { displayName, SESSION_QUERY_KEY, signOut, useSessionUser } from '../common/session';
import classes from './AdminLayout.module.css';

/** SPEC.md §2: header tabs Mounts, Antennas, Searches, Resellers (plus Roof Types, our admin data). */
const TABS = [
  { to: '/admin/mounts', label: 'Mounts', also: ['/admin/mount/'] },
  { to: '/admin/antennas', label: 'Antennas', also: ['/admin/antenna/'] },
  { to: '/admin/searches', label: 'Searches', also: [] },
  { to: '/admin/resellers', label: 'Resellers', also: ['/admin/reseller/'] },
  { to: '/admin/roof-types', label: 'Roof Types', also: ['/admin/roof-type/'] },
] as const;

function isCurrent(pathname: string, tab: (typeof TABS)[number]): boolean {
  return pathname === tab.to || tab.also.some((prefix) => pathname.startsWith(prefix));
}

export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const user = useSessionUser(true).data;

  async function logout() {
    await signOut();
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_KEY] });
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    await navigate('/admin/login', { replace: true });
  }

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Text fw={700} visibleFrom="sm">
              NPRM Admin
            </Text>
            <nav aria-label="Admin sections">
              <Group gap={4} wrap="nowrap" component="ul" className={classes.tabs}>
                {TABS.map((tab) => (
                  <li key={tab.to}>
                    <Link
                      to={tab.to}
                      className={classes.tab}
                      data-active={isCurrent(pathname, tab) || undefined}
                      aria-current={pathname === tab.to ? 'page' : undefined}
                    >
                      {tab.label}
                    </Link>
                  </li>
                ))}
              </Group>
            </nav>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {user ? (
              <Text size="sm" data-testid="admin-user" truncate maw={220}>
                {displayName(user)}
              </Text>
            ) : null}
            <Button variant="default" size="xs" onClick={() => void logout()}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="md">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
