import './admin.css';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { installAuthHooks } from '../../lib/auth';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { AdminLayout } from './layout/AdminLayout';
import { MountsList } from './mounts/MountsList';
import { MountFormPage } from './mounts/MountForm';
import { AntennasList } from './antennas/AntennasList';
import { AntennaFormPage } from './antennas/AntennaForm';
import { ResellersList } from './resellers/ResellersList';
import { ResellerFormPage } from './resellers/ResellerForm';
import { ResellerMountsList } from './reseller-mounts/ResellerMountsList';
import { ResellerMountFormPage } from './reseller-mounts/ResellerMountForm';
import { RoofTypesList } from './roof-types/RoofTypesList';
import { RoofTypeFormPage } from './roof-types/RoofTypeForm';
import { SearchesPage } from './searches/SearchesPage';

/** How the 401 hook reaches the router: set while the admin app is mounted. */
let goToLogin: (() => void) | null = null;

/*
 * The auth hooks go in when this chunk loads, before anything renders: the first request (the token validation)
 * must already carry the stored headers. Every call sends them, renewals are kept, and a 401 anywhere clears the
 * record and goes to /admin/login.
 */
installAuthHooks(() => {
  if (window.location.pathname.startsWith('/admin/login')) return;
  if (goToLogin) goToLogin();
  else window.location.assign('/admin/login');
});

/** Everything under /admin (SPEC.md §2), loaded as its own chunk. */
export function AdminApp() {
  const navigate = useNavigate();
  useEffect(() => {
    goToLogin = () => void navigate('/admin/login', { replace: true });
    return () => {
      goToLogin = null;
    };
  }, [navigate]);

  return (
    <div className="nprm-admin">
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route
          element={
            <RequireAuth>
              <AdminLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to="/admin/mounts" replace />} />
          <Route path="mounts" element={<MountsList />} />
          <Route path="mount/new" element={<MountFormPage />} />
          <Route path="mount/:id" element={<MountFormPage />} />
          <Route path="antennas" element={<AntennasList />} />
          <Route path="antenna/new" element={<AntennaFormPage />} />
          <Route path="antenna/:id" element={<AntennaFormPage />} />
          <Route path="searches" element={<SearchesPage />} />
          <Route path="resellers" element={<ResellersList />} />
          <Route path="reseller/new" element={<ResellerFormPage />} />
          <Route path="reseller/:id" element={<ResellerFormPage />} />
          <Route path="reseller/:resellerId/mounts" element={<ResellerMountsList />} />
          <Route path="reseller/:resellerId/mount/new" element={<ResellerMountFormPage />} />
          <Route path="reseller/:resellerId/mount/:mountId" element={<ResellerMountFormPage />} />
          <Route path="roof-types" element={<RoofTypesList />} />
          <Route path="roof-type/new" element={<RoofTypeFormPage />} />
          <Route path="roof-type/:id" element={<RoofTypeFormPage />} />
          <Route path="*" element={<Navigate to="/admin/mounts" replace />} />
        </Route>
      </Routes>
    </div>
  );
}
