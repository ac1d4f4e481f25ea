import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Footer } from '../components/Footer';
import { PageLoader } from '../components/PageLoader';
import { navigate, useLocation } from '../lib/navigation';
import { paths } from '../lib/paths';
import { useReseller } from '../lib/reseller';
import { prefetchCalculatorData } from '../features/calculator/api';
import { CalculatorPage } from '../features/calculator/CalculatorPage';

/*
 * The calculator is the page most visits open on, so it comes with the first script (no second round trip before
 * the form); the others are their own chunks, loaded when opened.
 */
const ResultsPage = lazy(async () => ({ default: (await import('../features/results/ResultsPage')).ResultsPage }));
const DiagnosticsPage = lazy(async () => ({
  default: (await import('../features/diagnostics/DiagnosticsPage')).DiagnosticsPage,
}));
const ErrorPage = lazy(async () => ({ default: (await import('../features/error/ErrorPage')).ErrorPage }));

/** The public pages by path (lib/paths.ts). */
const PAGES = new Map<string, ReactElement>([
  [paths.calculator.path, <CalculatorPage />],
  [paths.results.path, <ResultsPage />],
  [paths.diagnostics.path, <DiagnosticsPage />],
  [paths.error.path, <ErrorPage />],
]);

/** The page for `pathname`, whatever its case and trailing slash; undefined for an unknown path. */
export function publicPage(pathname: string): ReactElement | undefined {
  return PAGES.get(pathname.toLowerCase().replace(/\/+$/, '') || '/');
}

/** Asks for the data the page at `pathname` waits on before React renders it (the calculator's). */
export function prefetchPublicPage(pathname: string, client: QueryClient): void {
  if (publicPage(pathname)?.type === CalculatorPage) prefetchCalculatorData(client);
}

/** An unknown address shows the calculator, in place of the entry (Back does not return to it). */
function ToCalculator() {
  useEffect(() => navigate(paths.calculator.href(), { replace: true }), []);
  return null;
}

/** Public pages: the screen for the address (lib/navigation.tsx), then the reseller's footer. */
export function PublicLayout() {
  const reseller = useReseller();
  const page = publicPage(useLocation().pathname) ?? <ToCalculator />;
  return (
    <Box bg="gray.0" className="public-layout" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>{page}</Suspense>
      </Box>
      {reseller.data && <Footer reseller={reseller.data} />}
    </Box>
  );
}
