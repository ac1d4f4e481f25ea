import './mantine.css';
import './admin.css';
import { useEffect, type ReactElement } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { installAuthHooks } from '../../lib/auth';
import { adminRoute, paths } from '../../lib/paths';
import { LoginPage } from './auth/LoginPage';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { SetPasswordPage } from './auth/SetPasswordPage';
import { RequireAuth } from './auth/RequireAuth';
import { keepDraftForSignIn } from './common/draft';
import { AdminLayout } from './layout/AdminLayout';
import { MountsList } from './mounts/MountsList';
import { MountFormPage } from './mounts/MountForm';
import { AntennasList } from './antennas/AntennasList';
import { AntennaFormPage } from './antennas/AntennaForm';
import { ResellersList } from './resellers/ResellersList';
import { ResellerFormPage } from './resellers/ResellerForm';
import { ResellerMountsList } from './reseller-mounts/ResellerMountsList';
import { ResellerMountFormPage } from './reseller-mounts/ResellerMountForm';
import { PriceListPage } from './price-lists/PriceListPage';
import { RoofTypesList } from './roof-types/RoofTypesList';
import { RoofTypeFormPage } from './roof-types/RoofTypeForm';
import { SearchesPage } from './searches/SearchesPage';
import { WindSpeedsList } from './wind-speeds/WindSpeedsList';
import { WindSpeedFormPage } from './wind-speeds/WindSpeedForm';
import { WindSpeedImportPage } from './wind-speeds/WindSpeedImportPage';
import { UsersList } from './users/UsersList';
import { UserFormPage } from './users/UserForm';
import { ActivityPage } from './activity/ActivityPage';
import { OutboxPage } from './outbox/OutboxPage';
import { AccountPage } from './account/AccountPage';
import { BlockTypesList } from './block-types/BlockTypesList';
import { BlockTypeFormPage } from './block-types/BlockTypeForm';
import { EngineeringSettingsPage } from './engineering-settings/EngineeringSettingsPage';
import { homeHref, isAdministrator, isEngineer, useCurrentUser } from './common/access';
import { ReviewsPage } from './reviews/ReviewsPage';
import { ReviewPage } from './reviews/ReviewPage';
import { LeadPage } from './leads/LeadPage';
import { LeadBoardPage } from './leads/LeadBoardPage';
import { DashboardPage } from './dashboard/DashboardPage';

const {
  login,
  forgotPassword,
  setPassword,
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

/** An entity's list route shows its list, its create and edit routes its form. */
function entityPages(
  routes: Record<'list' | 'create' | 'edit', { path: string }>,
  list: ReactElement,
  form: ReactElement,
): [string, ReactElement][] {
  return [
    [routes.list.path, list],
    [routes.create.path, form],
    [routes.edit.path, form],
  ];
}

/** The signed-in pages: each route's path (lib/paths.ts) and what it shows. */
const PAGES: [string, ReactElement][] = [
  ...entityPages(mounts, <MountsList />, <MountFormPage />),
  ...entityPages(antennas, <AntennasList />, <AntennaFormPage />),
  [searches.path, <SearchesPage />],
  ...entityPages(resellers, <ResellersList />, <ResellerFormPage />),
  ...entityPages(resellerMounts, <ResellerMountsList />, <ResellerMountFormPage />),
  [resellerPrices.path, <PriceListPage />],
  ...entityPages(roofTypes, <RoofTypesList />, <RoofTypeFormPage />),
  ...entityPages(blockTypes, <BlockTypesList />, <BlockTypeFormPage />),
  [engineeringSettings.path, <EngineeringSettingsPage />],
  ...entityPages(windSpeeds, <WindSpeedsList />, <WindSpeedFormPage />),
  [windSpeedImport.path, <WindSpeedImportPage />],
  ...entityPages(users, <UsersList />, <UserFormPage />),
  [activity.path, <ActivityPage />],
  [outbox.path, <OutboxPage />],
  [account.path, <AccountPage />],
  [reviews.path, <ReviewsPage />],
  [review.path, <ReviewPage />],
  [lead.path, <LeadPage />],
  [leadBoard.path, <LeadBoardPage />],
  [dashboard.path, <DashboardPage />],
];

/** The pages a reseller user may open (docs/product.md, roles); every other one is for administrators. */
const RESELLER_USER_PAGES = new Set([
  resellers.edit.path,
  resellerMounts.list.path,
  resellerMounts.create.path,
  resellerMounts.edit.path,
  resellerPrices.path,
  searches.path,
  lead.path,
  leadBoard.path,
  dashboard.path,
  account.path,
]);

/** The pages an engineer may open: the review queue, a review, its own account (with its engineer profile). */
const ENGINEER_PAGES = new Set([reviews.path, review.path, account.path]);

/** Sends a user from a page of another role to its own home (the API would answer 403 anyway). */
function ForRole({ path, children }: { path: string; children: ReactElement }) {
  const me = useCurrentUser().data;
  const allowed = !me || isAdministrator(me) || (isEngineer(me) ? ENGINEER_PAGES : RESELLER_USER_PAGES).has(path);
  if (!allowed && me) return <Navigate to={homeHref(me)} replace />;
  return children;
}

/** /admin and unknown admin paths: the signed-in user's home, by role. */
function Home() {
  const me = useCurrentUser();
  if (me.isPending) return null;
  return <Navigate to={me.data ? homeHref(me.data) : mounts.list.href()} replace />;
}

/** How the 401 hook reaches the router: set while the admin app is mounted. */
let goToLogin: (() => void) | null = null;

/*
 * The auth hooks go in when this chunk loads, before anything renders: the first request (the token validation)
 * must already carry the stored headers. Every call sends them, renewals are kept, and a 401 anywhere clears the
 * record and goes to /admin/login (an open form's draft kept first).
 */
installAuthHooks((signedOutUid) => {
  if (window.location.pathname.startsWith(login.path)) return;
  // L-14: an open form keeps its unsaved values, and login (by the same person) comes back to this page.
  keepDraftForSignIn(signedOutUid);
  if (goToLogin) goToLogin();
  else window.location.assign(login.href());
});

/** Everything under /admin (docs/product.md, admin screens), loaded as its own chunk. */
export function AdminApp() {
  const navigate = useNavigate();
  useEffect(() => {
    goToLogin = () => void navigate(login.href(), { replace: true });
    return () => {
      goToLogin = null;
    };
  }, [navigate]);

  return (
    <div className="nprm-admin">
      <Routes>
        <Route path={adminRoute(login.path)} element={<LoginPage />} />
        {/* Signed out: the e-mailed links and their request. */}
        <Route path={adminRoute(forgotPassword.path)} element={<ForgotPasswordPage />} />
        <Route path={adminRoute(setPassword.path)} element={<SetPasswordPage />} />
        <Route
          element={
            <RequireAuth>
              <AdminLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Home />} />
          {PAGES.map(([path, element]) => (
            <Route key={path} path={adminRoute(path)} element={<ForRole path={path}>{element}</ForRole>} />
          ))}
          <Route path="*" element={<Home />} />
        </Route>
      </Routes>
    </div>
  );
}
