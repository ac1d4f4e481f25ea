import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchExportRow } from '@nprm/contracts';
import { mockApi, requestsTo, type MockAnswer, type MockRoute } from '../../../test/renderPage';
import { reseller, searchRow } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';
import { CsvRecordCounter, formatBytes } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const encoder = new TextEncoder();
const HEADER = 'created_at,reseller,customer_name\n';

/** A CSV answer streamed in the given chunks, as the server streams it. */
function streamedCsv(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="search-results.csv"',
    },
  });
}

/** One page of the JSON search list, with the total over all pages in x-total-count. */
function listPage(rows: SearchExportRow[], total = rows.length): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(rows), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
    }),
  );
}

/**
 * GET /api/mount_search_results as the server answers it: the CSV export with Accept: text/csv, else a page of the
 * JSON list (an empty one unless given).
 */
function searchResults(csv: () => MockAnswer, list: MockRoute = () => listPage([])): MockRoute {
  return (url, init) => {
    const accept = (init?.headers as Record<string, string> | undefined)?.accept;
    return accept === 'text/csv' ? csv() : list(url, init);
  };
}

/** The API with `resellers` and the recent searches, each page as `pageOf` answers it; an export fails. */
const browsing = (resellers: unknown[], pageOf: (page: number, url: URL) => MockAnswer) =>
  mockApi({
    'GET /api/resellers': { json: resellers },
    'GET /api/mount_search_results': searchResults(
      () => ({ status: 500 }),
      (url) => pageOf(Number(url.searchParams.get('page')), url),
    ),
  });

const csvRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsTo(fetchMock, 'GET /api/mount_search_results').filter(
    ({ init }) => (init?.headers as Record<string, string>).accept === 'text/csv',
  );
const listRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  requestsTo(fetchMock, 'GET /api/mount_search_results').filter(
    ({ init }) => (init?.headers as Record<string, string>).accept !== 'text/csv',
  );

describe('CsvRecordCounter', () => {
  it('counts data rows across chunk boundaries, ignoring line feeds inside quoted cells', () => {
    const counter = new CsvRecordCounter();
    for (const chunk of [
      HEADER,
      '2026-01-01,Acme,"Ada\nLovelace"\n2026-01-02,Ac',
      'me,"Bob ""B"""\r\n',
      '2026-01-03,Acme,Cy',
    ]) {
      counter.push(encoder.encode(chunk));
    }
    expect(counter.dataRows()).toBe(2);
    expect(counter.dataRows(true)).toBe(3);
  });

  it('counts nothing for a header alone', () => {
    const counter = new CsvRecordCounter();
    counter.push(encoder.encode(HEADER));
    expect(counter.dataRows(true)).toBe(0);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_800)).toBe('12.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('/admin/searches', () => {
  function stubDownloads() {
    const created: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:csv'),
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { created, names };
  }

  it("exports one reseller's searches as search-results.csv from the streamed CSV, with progress (S-01..S-05, C-34, K-15)", async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [reseller(1, { name: 'Zenith' }), reseller(2, { name: 'Acme Roofing' })] },
      'GET /api/mount_search_results': searchResults(() =>
        Promise.resolve(streamedCsv([HEADER, '2026-01-01,Acme Roofing,Ada\n', '2026-01-02,Acme Roofing,Bob\n'])),
      ),
    });
    const downloads = stubDownloads();
    renderAdmin('/admin/searches');
    expect(await screen.findByRole('heading', { name: 'Searches' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Reseller' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Roofing' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/Downloaded search-results.csv: 2 rows/)).toBeInTheDocument();
    expect(downloads.names).toEqual(['search-results.csv']);
    expect(await downloads.created[0]?.text()).toBe(
      `${HEADER}2026-01-01,Acme Roofing,Ada\n2026-01-02,Acme Roofing,Bob\n`,
    );
    const [request] = csvRequests(fetchMock);
    expect(request?.url.searchParams.get('reseller_id')).toBe('2');
    expect(request?.init?.headers).toMatchObject({
      accept: 'text/csv',
      'access-token': 'token-1',
      client: 'client-1',
      uid: 'admin@example.com',
    });
  });

  it('exports every search with no reseller chosen (S-06)', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/mount_search_results': searchResults(() => Promise.resolve(streamedCsv([HEADER]))),
    });
    stubDownloads();
    renderAdmin('/admin/searches');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/Downloaded search-results.csv: 0 rows/)).toBeInTheDocument();
    expect(csvRequests(fetchMock)[0]?.url.searchParams.has('reseller_id')).toBe(false);
  });

  it('shows progress while the file streams in', async () => {
    let push: ((text: string) => void) | undefined;
    let close: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        close = () => controller.close();
      },
    });
    mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/mount_search_results': searchResults(() => Promise.resolve(new Response(body, { status: 200 }))),
    });
    stubDownloads();
    renderAdmin('/admin/searches');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(push).toBeDefined());
    push?.(`${HEADER}a,b,c\n`);
    expect(await screen.findByText(/Downloading… 40 B received, 1 row$/)).toBeInTheDocument();
    close?.();
    expect(await screen.findByText(/Downloaded search-results.csv: 1 row,/)).toBeInTheDocument();
  });

  it('says what went wrong when the export fails', async () => {
    mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/mount_search_results': searchResults(() => ({ status: 500 })),
    });
    renderAdmin('/admin/searches');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    // The message shows on the page and in a toast.
    expect(await screen.findAllByText('Internal server error')).toHaveLength(2);
  });

  it('lists the newest 20 searches below the export, with a link to each result and page links (K-13, K-10, K-09)', async () => {
    const all = Array.from({ length: 45 }, (_, i) => searchRow(45 - i));
    all[1] = searchRow(44, {
      mount_name: null,
      mount_part_number: null,
      ballast_weight: null,
      roof_load: null,
      reseller: null,
      no_fit: 'No compatible mount',
      result_url: null,
    });
    all[2] = searchRow(43, {
      planning_only: 'Planning estimate: not for permit · The wind speed was entered without its source.',
    });
    const fetchMock = browsing([], (page, url) => {
      const limit = Number(url.searchParams.get('limit'));
      return listPage(all.slice((page - 1) * limit, page * limit), all.length);
    });
    renderAdmin('/admin/searches');
    const table = await screen.findByRole('table', { name: 'Recent searches' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The first column holds the bulk actions' selection boxes, named by their labels, not by text.
    expect(headers).toEqual([
      '',
      'Date',
      'Reseller',
      'Customer',
      'Antenna',
      'Location',
      'Mount',
      'Ballast',
      'Roof Load',
      'Status',
      'Result',
    ]);
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'February 14, 2026',
      'Acme Roofing',
      // The customer's name, e-mail and company in one cell, the two facts under the name.
      'Customer 45customer45@example.comCompany 45',
      'Winegard RT-2035',
      'Chicago, IL, United States',
      'Sled 1',
      '1,234 lbs',
      '21.5 psf',
      'New',
      'View result',
    ]);
    // The link is the result's own (on its reseller's domain), not one built on the admin's origin.
    expect(within(rows[0]!).getByRole('link', { name: /^View result for Customer 45/ })).toHaveAttribute(
      'href',
      'https://acme.example.com/results?t=token-45',
    );
    // A search that found no mount says so and why, and has no link (S-09).
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['–', 'No fitNo compatible mount']));
    expect(within(rows[1]!).queryByRole('link', { name: /^View result/ })).not.toBeInTheDocument();
    // A planning estimate says so under its ballast, its reasons in the title.
    const planning = within(rows[2]!).getByText('Planning estimate');
    expect(planning.closest('td')).toHaveTextContent('1,234 lbsPlanning estimate');
    expect(planning).toHaveAttribute('title', expect.stringContaining('entered without its source'));
    expect(within(rows[0]!).queryByText('Planning estimate')).toBeNull();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    const [first] = listRequests(fetchMock);
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(first?.url.searchParams.get('limit')).toBe('20');
    expect(first?.url.searchParams.has('reseller_id')).toBe(false);

    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument();
    rows = within(screen.getByRole('table', { name: 'Recent searches' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent?.split('@')[0])).toEqual([
      'Customer 5customer5',
      'Customer 4customer4',
      'Customer 3customer3',
      'Customer 2customer2',
      'Customer 1customer1',
    ]);
    expect(listRequests(fetchMock).at(-1)?.url.searchParams.get('page')).toBe('3');
    // The page is in the URL: a reload or a shared link opens it.
    expect(screen.getByTestId('location').textContent).toBe('/admin/searches?page=3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/admin/searches?page=2');
    expect(csvRequests(fetchMock)).toHaveLength(0);
  });

  it("lists only the chosen reseller's searches, from page 1 again", async () => {
    const resellers = [reseller(1, { name: 'Zenith' }), reseller(2, { name: 'Acme Roofing' })];
    const fetchMock = browsing(resellers, (page, url) => {
      if (url.searchParams.get('reseller_id') === '1')
        return listPage([searchRow(7, { reseller: 'Zenith', customer_name: 'Zed' })], 1);
      return listPage(
        Array.from({ length: page === 1 ? 20 : 10 }, (_, i) => searchRow(100 - (page - 1) * 20 - i)),
        30,
      );
    });
    renderAdmin('/admin/searches');
    expect(await screen.findByText('1–20 of 30')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('21–30 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Reseller' }));
    await user.click(await screen.findByRole('option', { name: 'Zenith' }));
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recent searches' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Zed')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Search pages' })).not.toBeInTheDocument();
    const last = listRequests(fetchMock).at(-1);
    expect(last?.url.searchParams.get('reseller_id')).toBe('1');
    expect(last?.url.searchParams.get('page')).toBe('1');
  });

  it('offers no page past the 100,000th search, and says to filter or export', async () => {
    const fetchMock = browsing([], (page) =>
      listPage(
        Array.from({ length: 20 }, (_, i) => searchRow(250_000 - (page - 1) * 20 - i)),
        250_000,
      ),
    );
    renderAdmin('/admin/searches');
    expect(await screen.findByText('1–20 of 250,000')).toBeInTheDocument();
    expect(
      screen.getByText(/newest 100,000 searches: narrow the list with the filters or export it as CSV/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 5000' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 5001' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('99,981–100,000 of 250,000')).toBeInTheDocument();
    expect(listRequests(fetchMock).at(-1)?.url.searchParams.get('page')).toBe('5000');
  });

  it('says so when there are no searches, and when the list fails (X-19)', async () => {
    mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/mount_search_results': searchResults(() => ({ status: 500 })),
    });
    const view = renderAdmin('/admin/searches');
    expect(await screen.findByText('No searches yet')).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /api/resellers': { json: [] }, 'GET /api/mount_search_results': { status: 500 } });
    renderAdmin('/admin/searches');
    expect(await screen.findAllByText('Something went wrong')).toHaveLength(2);
    expect(screen.getByText('The searches could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent searches' })).not.toBeInTheDocument();
  });
});
