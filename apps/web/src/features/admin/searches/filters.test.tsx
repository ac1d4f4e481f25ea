import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, SearchExportRow } from '@nprm/contracts';
import { mockApi, requestsTo, type MockRoute } from '../../../test/renderPage';
import { adminMe, reseller, searchRow } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';
import { readFilters, writeFilters } from './filters';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FILTERS = ['reseller_id', 'from', 'to', 'fit'] as const;

/** The list answers `rows`; the CSV answers a header row. */
function searchResults(rows: SearchExportRow[] = []): MockRoute {
  return (_url, init) => {
    const csv = (init?.headers as Record<string, string> | undefined)?.accept === 'text/csv';
    return Promise.resolve(
      csv
        ? new Response('created_at\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } })
        : new Response(JSON.stringify(rows), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
          }),
    );
  };
}

const byAccept = (fetchMock: ReturnType<typeof mockApi>, csv: boolean) =>
  requestsTo(fetchMock, 'GET /api/mount_search_results').filter(
    ({ init }) => ((init?.headers as Record<string, string>).accept === 'text/csv') === csv,
  );
/** The filter parameters a request carried (page and limit left out). */
const filterParams = (url: URL | undefined) =>
  Object.fromEntries(FILTERS.flatMap((key) => (url?.searchParams.has(key) ? [[key, url.searchParams.get(key)]] : [])));
const location = () => screen.getByTestId('location').textContent;

function stubDownloads() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

const resellers = { json: [reseller(1, { name: 'Zenith' }), reseller(2, { name: 'Acme Roofing' })] };

describe('Searches page filters (S-04..S-09)', () => {
  it('reads the filters from the URL, lists with them, and exports with exactly the same ones', async () => {
    const fetchMock = mockApi({ 'GET /api/resellers': resellers, 'GET /api/mount_search_results': searchResults() });
    stubDownloads();
    renderAdmin('/admin/searches?reseller_id=2&from=2026-01-01&to=2026-01-31&fit=false');
    expect(await screen.findByText('No searches match')).toBeInTheDocument();
    const wanted = { reseller_id: '2', from: '2026-01-01', to: '2026-01-31', fit: 'false' };
    expect(filterParams(byAccept(fetchMock, false).at(-1)?.url)).toEqual(wanted);
    const filters = screen.getByRole('search', { name: 'Search filters' });
    expect(within(filters).getByLabelText('From')).toHaveValue('2026-01-01');
    expect(within(filters).getByLabelText('To')).toHaveValue('2026-01-31');
    expect(within(filters).getByRole('combobox', { name: 'Fit' })).toHaveValue('No fit');
    await waitFor(() =>
      expect(within(filters).getByRole('combobox', { name: 'Reseller' })).toHaveValue('Acme Roofing'),
    );

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/Downloaded search-results.csv: 0 rows/)).toBeInTheDocument();
    const [csv] = byAccept(fetchMock, true);
    expect(filterParams(csv?.url)).toEqual(wanted);
    expect(csv?.url.searchParams.has('page')).toBe(false);
  });

  it('writes each change into the URL and lists from page 1 with it', async () => {
    const fetchMock = mockApi({ 'GET /api/resellers': resellers, 'GET /api/mount_search_results': searchResults() });
    renderAdmin('/admin/searches');
    expect(await screen.findByText('No searches yet')).toBeInTheDocument();
    expect(location()).toBe('/admin/searches');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Reseller' }));
    await user.click(await screen.findByRole('option', { name: 'Zenith' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    await user.click(screen.getByRole('combobox', { name: 'Fit' }));
    await user.click(await screen.findByRole('option', { name: 'Fit' }));
    expect(location()).toBe('/admin/searches?reseller_id=1&from=2026-03-01&to=2026-03-02&fit=true');
    await waitFor(() =>
      expect(filterParams(byAccept(fetchMock, false).at(-1)?.url)).toEqual({
        reseller_id: '1',
        from: '2026-03-01',
        to: '2026-03-02',
        fit: 'true',
      }),
    );
    expect(byAccept(fetchMock, false).at(-1)?.url.searchParams.get('page')).toBe('1');
    // Emptying a box removes its filter from the URL and the request.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(location()).toBe('/admin/searches?reseller_id=1&to=2026-03-02&fit=true');
    await waitFor(() => expect(byAccept(fetchMock, false).at(-1)?.url.searchParams.has('from')).toBe(false));
  });

  it('says what is wrong with To before From, and neither lists nor exports until it is fixed', async () => {
    const fetchMock = mockApi({ 'GET /api/resellers': resellers, 'GET /api/mount_search_results': searchResults() });
    renderAdmin('/admin/searches?from=2026-02-10&to=2026-02-01');
    expect(await screen.findByText('To must be on or after the from date')).toBeInTheDocument();
    expect(screen.getByText('Correct the filters above to see the searches.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(byAccept(fetchMock, false)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-10' } });
    expect(await screen.findByText('No searches match')).toBeInTheDocument();
    expect(screen.queryByText('To must be on or after the from date')).not.toBeInTheDocument();
    expect(filterParams(byAccept(fetchMock, false).at(-1)?.url)).toEqual({ from: '2026-02-10', to: '2026-02-10' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it("shows a no-fit lead's reason without a link, and a fit lead's link on its reseller's domain", async () => {
    mockApi({
      'GET /api/resellers': resellers,
      'GET /api/mount_search_results': searchResults([
        searchRow(2, { mount_name: null, no_fit: 'Every compatible mount would tip over', result_url: null }),
        searchRow(1, { result_url: 'https://shop.acme.example/results?t=token-1' }),
      ]),
    });
    renderAdmin('/admin/searches?fit=');
    const table = await screen.findByRole('table', { name: 'Recent searches' });
    const [noFit, fit] = within(table).getAllByRole('row').slice(1);
    expect(within(noFit!).getByText('No fit')).toBeInTheDocument();
    expect(within(noFit!).getByText('Every compatible mount would tip over')).toBeInTheDocument();
    // Its lead has a page (the pipeline), its result none.
    expect(within(noFit!).queryByRole('link', { name: /^View result/ })).not.toBeInTheDocument();
    expect(within(fit!).getByRole('link', { name: /^View result for Customer 1/ })).toHaveAttribute(
      'href',
      'https://shop.acme.example/results?t=token-1',
    );
    expect(within(fit!).queryByText('No fit')).not.toBeInTheDocument();
  });

  it('gives a reseller user the date and fit filters but no reseller to choose (UR-02)', async () => {
    const me: CurrentUser = { ...adminMe, role: 'reseller_user', reseller_id: 2, reseller_name: 'Acme Roofing' };
    const fetchMock = mockApi({ 'GET /api/mount_search_results': searchResults() });
    renderAdmin('/admin/searches?fit=false', { me });
    expect(await screen.findByText('No searches match')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Reseller' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(filterParams(byAccept(fetchMock, false).at(-1)?.url)).toEqual({ fit: 'false' });
    expect(requestsTo(fetchMock, 'GET /api/resellers')).toHaveLength(0);
  });
});

describe('Searches page text search and page', () => {
  it('searches name, company and e-mail with q from the box, back on page 1, and opens the page the URL names', async () => {
    const fetchMock = mockApi({ 'GET /api/resellers': resellers, 'GET /api/mount_search_results': searchResults() });
    renderAdmin('/admin/searches?fit=true&page=3');
    expect(await screen.findByText('No searches match')).toBeInTheDocument();
    expect(byAccept(fetchMock, false).at(-1)?.url.searchParams.get('page')).toBe('3');
    const filters = screen.getByRole('search', { name: 'Search filters' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(filters).getByRole('searchbox', { name: 'Search' }), 'ada@example.com');
    await waitFor(() => expect(location()).toBe('/admin/searches?fit=true&q=ada%40example.com'));
    // The address is written before the render that asks for it: wait for the request too.
    await waitFor(() => expect(byAccept(fetchMock, false).at(-1)?.url.searchParams.get('q')).toBe('ada@example.com'));
    const last = byAccept(fetchMock, false).at(-1)?.url;
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('fit')).toBe('true');
  });
});

describe('readFilters / writeFilters', () => {
  it('reads valid filters, and names what is wrong with bad ones', () => {
    expect(readFilters(new URLSearchParams('reseller_id=3&fit=true&sort=x'))).toEqual({
      values: { reseller_id: '3', from: '', to: '', fit: 'true', q: '', status: '', page: '' },
      filters: { reseller_id: 3, fit: true },
      errors: {},
    });
    const bad = readFilters(new URLSearchParams('from=2026-02-30&fit=maybe'));
    expect(bad.filters).toBeNull();
    expect(bad.errors).toEqual({ from: 'must be a date such as 2026-01-31', fit: 'must be true or false' });
  });

  it('leaves empty values out of the URL', () => {
    expect(
      writeFilters({
        reseller_id: '',
        from: '2026-01-01',
        to: '',
        fit: 'false',
        q: 'ada lovelace',
        status: 'won',
        page: '2',
      }).toString(),
    ).toBe('from=2026-01-01&fit=false&q=ada+lovelace&status=won&page=2');
  });
});
