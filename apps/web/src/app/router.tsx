import { createBrowserRouter, Navigate } from 'react-router';
import { PublicLayout } from './PublicLayout';
import { PageLoader } from '../components/PageLoader';

/**
 * SPEC.md §2 routes. Each public screen is its own chunk; everything under /admin is one separate chunk loaded
 * only there.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: PublicLayout,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/calculator/CalculatorPage')).CalculatorPage }) },
      { path: 'results', lazy: async () => ({ Component: (await import('../features/results/ResultsPage')).ResultsPage }) },
      { path: 'diagnostics', lazy: async () => ({ Component: (await import('../features/diagnostics/DiagnosticsPage')).DiagnosticsPage }) },
      { path: 'error', lazy: async () => ({ Component: (await import('../features/error/ErrorPage')).ErrorPage }) },
    ],
  },
  {
    path: '/admin/*',
    hydrateFallbackElement: <PageLoader />,
    lazy: async () => ({ Component: (await import('../features/admin/AdminApp')).AdminApp }),
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
