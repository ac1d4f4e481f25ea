import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Footer } from '../components/Footer';
import { PageLoader } from '../components/PageLoader';
import { TakenOver } from '../lib/drawnPage';
import { navigate, useLocation, type PublicLocation } from '../lib/navigation';
import { paths } from '../lib/paths';
import { resellerQuery, useReseller } from '../lib/reseller';
import { readResultsRequest } from '../lib/resultParams';
import { prefetchSavedResult } from '../lib/savedResult';
import { prefetchCalculatorData } from '../features/calculator/api';
import { CalculatorPage, calculatorStartsAsDrawn } from '../features/calculator/CalculatorPage';

/*
 * The calculator is the page most visits open on, so it comes with the first script (no second round trip before
 * the form); the others are their own chunks, loaded when opened. The results page's is asked for while the form is
 * being filled (prefetchWhileFilling), so Calculate waits only for the search.
 */
const { Page: ResultsPage, load: loadResultsPage } = lazyPage(
  async () => (await import('../features/results/ResultsPage')).ResultsPage,
);
const DiagnosticsPage = lazy(async () => ({
  default: (await import('../features/diagnostics/DiagnosticsPage')).DiagnosticsPage,
}));
const ErrorPage = lazy(async () => ({ default: (await import('../features/error/ErrorPage')).ErrorPage }));

/**
 * A page in a chunk of its own that can be asked for before it is opened (`load`). Opened once its code is here, it
 * renders at once: through lazy() it would show Suspense's fallback first, which React keeps up for 300 ms.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const loading = () => load().then((page) => (loaded = page));
  const Lazy = lazy(async () => ({ default: await loading() }));
  function Page() {
    // Chosen once for this page's life, so the page is not mounted anew when its code comes.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return { Page, load: loading };
}

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

/**
 * Asks for what the page at `location` waits on before React renders it: the calculator's data; the results page's
 * code, reseller and saved result together, rather than the result only once the code has come. Settles when all
 * have answered, which is when the server draws the page (server.tsx).
 */
export async function prefetchPublicPage(
  location: { pathname: string; search: string },
  client: QueryClient,
): Promise<void> {
  const page = publicPage(location.pathname)?.type;
  if (page === CalculatorPage) await prefetchCalculatorData(client);
  if (page !== ResultsPage) return;
  const request = readResultsRequest(new URLSearchParams(location.search));
  await Promise.all([
    loadResultsPage(),
    client.prefetchQuery(resellerQuery),
    request.kind === 'none' ? undefined : prefetchSavedResult(client, request.token),
  ]);
}

/**
 * Whether the server draws the page at `location` (server.tsx): the calculator, and a result its address names by
 * token. No Results shows what the search handed over in the history entry, which the server never sees; the
 * diagnostics and error pages have nothing a visitor waits for: the browser draws those.
 */
export function drawnOnServer(location: { pathname: string; search: string }): boolean {
  const page = publicPage(location.pathname)?.type;
  if (page === CalculatorPage) return true;
  return page === ResultsPage && readResultsRequest(new URLSearchParams(location.search)).kind !== 'none';
}

/**
 * Whether the page at `location` starts in the browser as the server drew it (server.tsx), so React can take over
 * the drawn page rather than draw it anew.
 */
export function startsAsDrawn(location: PublicLocation): boolean {
  return publicPage(location.pathname)?.type !== CalculatorPage || calculatorStartsAsDrawn(location);
}

/** The visitor's first touch of the form: from then on they are filling it, and the results page's code loads. */
const FILLING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

function prefetchWhileFilling(): () => void {
  const load = () => {
    stop();
    void loadResultsPage();
  };
  const stop = () => FILLING_EVENTS.forEach((name) => document.removeEventListener(name, load, true));
  FILLING_EVENTS.forEach((name) => document.addEventListener(name, load, true));
  return stop;
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
  const onCalculator = page.type === CalculatorPage;
  useEffect(() => (onCalculator ? prefetchWhileFilling() : undefined), [onCalculator]);
  return (
    <Box bg="gray.0" className="public-layout" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          {page}
          <TakenOver />
        </Suspense>
      </Box>
      {reseller.data && <Footer reseller={reseller.data} />}
    </Box>
  );
}
