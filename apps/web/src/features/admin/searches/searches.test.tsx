import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { reseller } from '../test/fixtures';
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
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="search-results.csv"' },
  });
}

describe('CsvRecordCounter', () => {
  it('counts data rows across chunk boundaries, ignoring line feeds inside quoted cells', () => {
    const counter = new CsvRecordCounter();
    for (const chunk of [HEADER, '2026-01-01,Acme,"Ada\nLovelace"\n2026-01-02,Ac', 'me,"Bob ""B"""\r\n', '2026-01-03,Acme,Cy']) {
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
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:csv'), revokeObjectURL: () => undefined }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { created, names };
  }

  it("exports one reseller's searches as search-results.csv from the streamed CSV, with progress (S-01..S-05, C-34, K-15)", async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [reseller(1, { name: 'Zenith' }), reseller(2, { name: 'Acme Roofing' })] },
      'GET /api/mount_search_results': () => Promise.resolve(streamedCsv([HEADER, '2026-01-01,Acme Roofing,Ada\n', '2026-01-02,Acme Roofing,Bob\n'])),
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
    expect(await downloads.created[0]?.text()).toBe(`${HEADER}2026-01-01,Acme Roofing,Ada\n2026-01-02,Acme Roofing,Bob\n`);
    const [request] = requestsTo(fetchMock, 'GET /api/mount_search_results');
    expect(request?.url.searchParams.get('reseller_id')).toBe('2');
    expect(request?.init?.headers).toMatchObject({ accept: 'text/csv', 'access-token': 'token-1', client: 'client-1', uid: 'admin@example.com' });
  });

  it('exports every search with no reseller chosen (S-06)', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/mount_search_results': () => Promise.resolve(streamedCsv([HEADER])),
    });
    stubDownloads();
    renderAdmin('/admin/searches');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/Downloaded search-results.csv: 0 rows/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/mount_search_results')[0]?.url.searchParams.has('reseller_id')).toBe(false);
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
    mockApi({ 'GET /api/resellers': { json: [] }, 'GET /api/mount_search_results': () => Promise.resolve(new Response(body, { status: 200 })) });
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
    mockApi({ 'GET /api/resellers': { json: [] }, 'GET /api/mount_search_results': { status: 500 } });
    renderAdmin('/admin/searches');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export' }));
    // The message shows on the page and in a toast.
    expect(await screen.findAllByText('Internal server error')).toHaveLength(2);
  });
});
