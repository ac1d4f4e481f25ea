import { Suspense } from 'react';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { AppShell, Badge, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PageLoader } from '../../../components/PageLoader';
import { paths } from '../../../lib/paths';
import { ownResellerId, useCurrentUser } from '../common/access';
import { useFailedEmailCount } from '../common/api/outbox';
import { displayName, signOut, useLeaveAdmin, useSessionUser } from '../common/session';
import classes from './AdminLayout.module.css';

const {
  mounts,
  antennas,
  searches,
  resellers,
  resellerMounts,
  resellerPrices,
  roofTypes,
  blockTypes,
  engineeringSettings,
  windSpeeds,
  windSpeedImport,
  users,
  activity,
  outbox,
  account,
  reviews,
  review,
  lead,
  leadBoard,
  dashboard,
} = paths.admin;

/** A section's routes: its list and its forms. */
function routesOf(...sections: Record<string, { path: string }>[]): string[] {
  return sections.flatMap((section) => Object.values(section).map((route) => route.path));
}

/**
 * An administrator's header tabs (docs/product.md): Mounts, Antennas, Searches, Resellers, and our admin data:
 * Roof Types, Block Types, the Engineering settings and Wind Speeds; then Users, Activity and the Outbox (with the
 * number of failed e-mails). A tab is current on
 * any of its section's routes: the Resellers tab also on a reseller's mounts.
 */
const TABS: Tab[] = [
  { to: mounts.list.href(), label: 'Mounts', routes: routesOf(mounts) },
  { to: antennas.list.href(), label: 'Antennas', routes: routesOf(antennas) },
  { to: searches.href(), label: 'Searches', routes: [searches.path, lead.path, leadBoard.path] },
  { to: dashboard.href(), label: 'Dashboard', routes: [dashboard.path] },
  {
    to: resellers.list.href(),
    label: 'Resellers',
    routes: [...routesOf(resellers, resellerMounts), resellerPrices.path],
  },
  { to: roofTypes.list.href(), label: 'Roof Types', routes: routesOf(roofTypes) },
  { to: blockTypes.list.href(), label: 'Block Types', routes: routesOf(blockTypes) },
  { to: engineeringSettings.href(), label: 'Engineering', routes: [engineeringSettings.path] },
  { to: windSpeeds.list.href(), label: 'Wind Speeds', routes: [...routesOf(windSpeeds), windSpeedImport.path] },
  { to: reviews.href(), label: 'Reviews', routes: [reviews.path, review.path] },
  { to: users.list.href(), label: 'Users', routes: routesOf(users) },
  { to: activity.href(), label: 'Activity', routes: [activity.path] },
  { to: outbox.href(), label: 'Outbox', routes: [outbox.path], badge: 'failedEmails' },
];

interface Tab {
  to: string;
  label: string;
  routes: readonly string[];
  /** A count shown beside the label when above 0. */
  badge?: 'failedEmails';
}

/** The tabs' counts: failed e-mails (administrators only). */
interface TabCounts {
  failedEmails?: number | undefined;
}

/** A reseller user's tabs (docs/product.md, roles): its reseller's branding, its mounts, its searches. */
function resellerTabs(resellerId: number): Tab[] {
  return [
    { to: resellers.edit.href(resellerId), label: 'Branding', routes: [resellers.edit.path] },
    { to: resellerMounts.list.href(resellerId), label: 'Mounts', routes: routesOf(resellerMounts) },
    { to: resellerPrices.href(resellerId), label: 'Prices', routes: [resellerPrices.path] },
    { to: searches.href(), label: 'Searches', routes: [searches.path, lead.path, leadBoard.path] },
    { to: dashboard.href(), label: 'Dashboard', routes: [dashboard.path] },
  ];
}

/** An engineer's tabs: the review queue and its own account (its engineer profile is there). */
const ENGINEER_TABS: Tab[] = [
  { to: reviews.href(), label: 'Reviews', routes: [reviews.path, review.path] },
  { to: account.href(), label: 'My Profile', routes: [account.path] },
];

function isCurrent(pathname: string, tab: Tab): boolean {
  return tab.routes.some((route) => matchPath(route, pathname) !== null);
}

/** The section links, as tabs in the header or, on a phone, a list in the menu. */
function SectionLinks({
  tabs,
  pathname,
  vertical,
  counts,
  onFollow,
}: {
  tabs: readonly Tab[];
  pathname: string;
  vertical: boolean;
  counts: TabCounts;
  onFollow?(this: void): void;
}) {
  return (
    <nav aria-label="Admin sections" className={vertical ? undefined : classes.tabsScroller}>
      <Stack
        gap={vertical ? 2 : 4}
        component="ul"
        className={vertical ? classes.menuList : classes.tabs}
        style={vertical ? undefined : { flexDirection: 'row' }}
      >
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className={classes.tab}
              data-active={isCurrent(pathname, tab) || undefined}
              aria-current={pathname === tab.to ? 'page' : undefined}
              onClick={onFollow}
            >
              {tab.label}
              <TabBadge count={tab.badge ? counts[tab.badge] : undefined} />
            </Link>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/** "3" in red beside a tab, read as "3 failed" (nothing when there are none). */
function TabBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge color="red" size="sm" circle={count < 10} ml={6} aria-label={`${count} failed`} data-testid="failed-emails">
      {count}
    </Badge>
  );
}

/** The header's rows, px: the name, user and Logout; from 768 px the tabs under them. */
const HEADER_ROW = 60;
const TAB_ROW = 44;

/**
 * The signed-in frame (docs/product.md, admin header): from 768 px the user's name and Logout in the header and the
 * tabs on a row of their own under them (scrolling sideways only when even that row is too narrow); below that a
 * "Menu" button opens them as a list.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const leaveAdmin = useLeaveAdmin();
  const user = useSessionUser(true).data;
  const me = useCurrentUser().data;
  const resellerId = ownResellerId(me);
  const tabs = !me
    ? []
    : me.role === 'engineer'
      ? ENGINEER_TABS
      : resellerId === null
        ? TABS
        : resellerTabs(resellerId);
  const [menuOpen, menu] = useDisclosure(false);
  const counts: TabCounts = { failedEmails: useFailedEmailCount(me !== undefined && resellerId === null, pathname) };

  async function logout() {
    menu.close();
    await signOut();
    await leaveAdmin();
  }

  const userName = (testId: string) =>
    user ? (
      <Text
        size="sm"
        data-testid={testId}
        truncate
        maw={220}
        component={Link}
        to={account.href()}
        title="My Account"
        onClick={menu.close}
      >
        {displayName(user)}
      </Text>
    ) : null;
  const logoutButton = (
    <Button variant="default" size="xs" onClick={() => void logout()}>
      Logout
    </Button>
  );

  return (
    <AppShell
      header={{ height: { base: HEADER_ROW, sm: HEADER_ROW + TAB_ROW } }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !menuOpen, desktop: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h={HEADER_ROW} px="md" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap" miw={0}>
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpen ? 'Close menu' : 'Menu'}
              aria-expanded={menuOpen}
            />
            <Text fw={700} visibleFrom="xs" style={{ flexShrink: 0 }}>
              NPRM Admin
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="sm" style={{ flexShrink: 0 }}>
            {userName('admin-user')}
            {logoutButton}
          </Group>
        </Group>
        {/* The tabs have a row of their own: beside the e-mail the last ones were cut at 1,280 px. */}
        <Box visibleFrom="sm" px="md">
          <SectionLinks tabs={tabs} pathname={pathname} vertical={false} counts={counts} />
        </Box>
      </AppShell.Header>
      {/* Rendered only while open, so the section links exist once in the page at any width. */}
      {menuOpen ? (
        <AppShell.Navbar p="md" hiddenFrom="sm" aria-label="Menu">
          <Stack gap="md">
            <SectionLinks tabs={tabs} pathname={pathname} vertical counts={counts} onFollow={menu.close} />
            <Group justify="space-between" wrap="nowrap">
              {userName('admin-user-menu')}
              {logoutButton}
            </Group>
          </Stack>
        </AppShell.Navbar>
      ) : null}
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
