import './mantine.css';
import './global.css';
import { lazy, Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PageLoader } from '../components/PageLoader';
import { useLocation } from '../lib/navigation';
import { isAdminPath } from '../lib/paths';
import { cssVariablesResolver, theme } from '../lib/theme';
import { AppNotifications } from './AppNotifications';
import { PublicLayout } from './PublicLayout';

/** Everything under /admin, with its own router: one chunk, loaded only there. */
const AdminRoot = lazy(async () => ({ default: (await import('../features/admin/AdminRoot')).AdminRoot }));

/**
 * The public pages or the admin app, by the address the document opened on: going between the two is a full page
 * load (lib/navigation.tsx), so the public pages never load the admin's router. The query client is the page's own:
 * the browser's one, or one for each page the server draws (server.tsx).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const { pathname } = useLocation();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <AppNotifications />
      <QueryClientProvider client={queryClient}>
        {isAdminPath(pathname) ? (
          <Suspense fallback={<PageLoader />}>
            <AdminRoot />
          </Suspense>
        ) : (
          <PublicLayout />
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
