import { createBrowserRouter, Navigate } from 'react-router';
import { PublicLayout } from './PublicLayout';
import { PageLoader } from '../components/PageLoader';
import { ADMIN_ROUTES, paths } from '../lib/paths';

/**
 * The routes, from lib/paths.ts. Each public screen is its own chunk; everything under /admin is one separate
 * chunk loaded only there.
 */
export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        path: paths.calculator.path,
        lazy: async () => ({ Component: (await import('../features/calculator/CalculatorPage')).CalculatorPage }),
      },
      {
        path: paths.results.path,
        lazy: async () => ({ Component: (await import('../features/results/ResultsPage')).ResultsPage }),
      },
      {
        path: paths.diagnostics.path,
        lazy: async () => ({ Component: (await import('../features/diagnostics/DiagnosticsPage')).DiagnosticsPage }),
      },
      {
        path: paths.error.path,
        lazy: async () => ({ Component: (await import('../features/error/ErrorPage')).ErrorPage }),
      },
    ],
  },
  {
    path: ADMIN_ROUTES,
    hydrateFallbackElement: <PageLoader />,
    lazy: async () => ({ Component: (await import('../features/admin/AdminApp')).AdminApp }),
  },
  { path: '*', element: <Navigate to={paths.calculator.href()} replace /> },
]);
