import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { CALCULATOR_PAGE_DATA } from '@nprm/contracts/paths';
import { queryClient as appQueryClient } from '../lib/queryClient';
import { mockApi, openAt, renderWithProviders, LocationProbe, requestsTo } from '../test/renderPage';
import { savedResult, summit } from '../test/publicFixtures';
import { whatIf } from '../features/results/reportFixtures';
import { formRoutes } from '../test/calculatorForm';
import { CalculatorPage } from '../features/calculator/CalculatorPage';
import { rememberForm } from '../features/calculator/formMemory';
import { INITIAL_CALCULATOR_VALUES } from '../features/calculator/calculatorForm';
import { FIRST_ENTRY_KEY, type PublicLocation } from '../lib/navigation';
import { prefetchPublicPage, PublicLayout, publicPage, startsAsDrawn } from './PublicLayout';

afterEach(() => {
  vi.unstubAllGlobals();
  appQueryClient.clear();
});

function renderAt(path: string, queryClient?: QueryClient) {
  openAt(path);
  return renderWithProviders(
    <>
      <LocationProbe />
      <PublicLayout />
    </>,
    queryClient,
  );
}

describe('public pages', () => {
  it('match their path whatever its case and trailing slash', () => {
    expect(publicPage('/')?.type).toBe(CalculatorPage);
    expect(publicPage('/RESULTS/')).toBe(publicPage('/results'));
    expect(publicPage('/Results')?.type).not.toBe(publicPage('/diagnostics')?.type);
    expect(publicPage('/nowhere')).toBeUndefined();
  });

  it('show the calculator for an unknown address, in place of its history entry', async () => {
    formRoutes();
    const length = window.history.length;
    renderAt('/nowhere?x=1');
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.history.length).toBe(length);
  });

  it('load the other pages when opened', async () => {
    formRoutes();
    renderAt('/error');
    expect(await screen.findByRole('heading', { name: '500 Error' })).toBeInTheDocument();
  });

  it('ask for the calculator’s data before it renders, each request once', async () => {
    const fetchMock = formRoutes({
      'GET /api/block_types': { json: [] },
      'GET /api/engineering_settings': { json: {} },
    });
    // The app's own client: whether the page asks again depends on its options (how long an answer stays fresh).
    const queryClient = appQueryClient;
    void prefetchPublicPage({ pathname: '/', search: '' }, queryClient);
    // All five at once: the antennas do not wait for the reseller (its antenna_ids pick its own). They are the ones
    // the server hints with the page's HTML, asked for with no header the browser's preloads lack.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([...CALCULATOR_PAGE_DATA]);
    for (const [, init] of fetchMock.mock.calls) expect(Object.keys(init?.headers ?? {})).toEqual([]);
    expect(requestsTo(fetchMock, 'GET /api/antennas')[0]?.url.searchParams.get('reseller_id')).toBeNull();

    renderAt('/', queryClient);
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeInTheDocument();
    for (const request of [
      'GET /api/resellers/init',
      'GET /api/roof_types',
      'GET /api/block_types',
      'GET /api/engineering_settings',
      'GET /api/antennas',
    ]) {
      expect(requestsTo(fetchMock, request)).toHaveLength(1);
    }
  });

  it('ask for a shared result and its reseller before the results page’s code is here, each once', async () => {
    const result = savedResult;
    const fetchMock = mockApi({
      'GET /api/resellers/init': { json: summit },
      [`GET /api/mount_search_results/token/${result.token}`]: { json: result },
      [`GET /api/mount_search_results/token/${result.token}/what_if`]: { json: whatIf },
    });
    const queryClient = appQueryClient;
    void prefetchPublicPage({ pathname: '/results', search: `?t=${result.token}` }, queryClient);
    expect(requestsTo(fetchMock, 'GET /api/resellers/init')).toHaveLength(1);
    expect(requestsTo(fetchMock, `GET /api/mount_search_results/token/${result.token}`)).toHaveLength(1);

    renderAt(`/results?t=${result.token}`, queryClient);
    expect(await screen.findByTestId('ballast-weight')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/resellers/init')).toHaveLength(1);
    expect(requestsTo(fetchMock, `GET /api/mount_search_results/token/${result.token}`)).toHaveLength(1);
  });

  it('ask for no result early without a token, and for nothing on the admin’s pages', () => {
    const fetchMock = formRoutes();
    void prefetchPublicPage({ pathname: '/results', search: '' }, new QueryClient());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/resellers/init']);
    fetchMock.mockClear();
    void prefetchPublicPage({ pathname: '/admin/login', search: '' }, new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('start in the browser as the server drew them', () => {
    const at = (pathname: string, search = '', key = FIRST_ENTRY_KEY): PublicLocation => ({
      pathname,
      search,
      hash: '',
      key,
      state: null,
    });

    it('the blank form, a share link, and any other public page', () => {
      expect(startsAsDrawn(at('/'))).toBe(true);
      expect(startsAsDrawn(at('/results', '?t=abc'))).toBe(true);
      expect(startsAsDrawn(at('/error'))).toBe(true);
    });

    it('not a form that starts from what the server cannot know: it is drawn anew', () => {
      // A result to edit (its values come after the page), this entry's own form (Back), details kept on the device.
      expect(startsAsDrawn(at('/', '?edit=abc'))).toBe(false);
      rememberForm('entry-1', { ...INITIAL_CALCULATOR_VALUES, building_height: '40', customer_name: '' });
      expect(startsAsDrawn(at('/', '', 'entry-1'))).toBe(false);
      window.localStorage.clear();
      expect(startsAsDrawn(at('/', '', 'entry-2'))).toBe(true);
      rememberForm('entry-1', { ...INITIAL_CALCULATOR_VALUES, customer_name: 'Ada Lovelace' });
      expect(startsAsDrawn(at('/', '', 'entry-2'))).toBe(false);
    });
  });
});
