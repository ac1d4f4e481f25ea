import { Suspense } from 'react';
import { Link, matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Button, Container, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../../components/PageLoader';
import { paths } from '../../../lib/paths';
import { ADMIN_QUERY_KEY } from '../common/resource';
import { displayName, SESSION_QUERY_KEY, signOut, useSessionUser } from '../common/session';
import classes from './AdminLayout.module.css';

const { mounts, antennas, searches, resellers, resellerMounts, roofTypes, blockTypes, engineeringSettings } =
  paths.admin;

/** A section's routes: its list and its forms. */
function routesOf(...sections: Record<string, { path: string }>[]): string[] {
  return sections.flatMap((section) => Object.values(section).map((route) => route.path));
}

/**
 * The header tabs (docs/product.md): Mounts, Antennas, Searches, Resellers, and our admin data: Roof Types, Block
 * Types and the Engineering settings. A tab
 * is current on any of its section's routes: the Resellers tab also on a reseller's mounts.
 */
const TABS = [
  { to: mounts.list.href(), label: 'Mounts', routes: routesOf(mounts) },
  { to: antennas.list.href(), label: 'Antennas', routes: routesOf(antennas) },
  { to: searches.href(), label: 'Searches', routes: [searches.path] },
  { to: resellers.list.href(), label: 'Resellers', routes: routesOf(resellers, resellerMounts) },
  { to: roofTypes.list.href(), label: 'Roof Types', routes: routesOf(roofTypes) },
  { to: blockTypes.list.href(), label: 'Block Types', routes: routesOf(blockTypes) },
  { to: engineeringSettings.href(), label: 'Engineering', routes: [engineeringSettings.path] },
] as const;

function isCurrent(pathname: string, tab: (typeof TABS)[number]): boolean {
  return tab.routes.some((route) => matchPath(route, pathname) !== null);
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
    await navigate(paths.admin.login.href(), { replace: true });
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
