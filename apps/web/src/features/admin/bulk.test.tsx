import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkActionResult, Lead } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../test/renderPage';
import { antenna, searchRow } from './test/fixtures';
import { renderAdmin } from './test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const sent = (fetchMock: ReturnType<typeof mockApi>, key: string): unknown =>
  JSON.parse(requestsTo(fetchMock, key)[0]!.init!.body as string);

describe('bulk actions on a catalogue list (docs/product.md, bulk actions)', () => {
  it('ticks every row of the filter, confirms with the count, sends each version read and shows the result', async () => {
    const result: BulkActionResult = {
      requested: 2,
      changed: 1,
      unchanged: 0,
      refused: 1,
      rows: [
        { id: 7, outcome: 'changed', message: null },
        { id: 5, outcome: 'refused', message: 'was not found' },
      ],
    };
    const fetchMock = mockApi({
      'GET /api/antennas': { json: [antenna(5, { lock_version: 2 }), antenna(9, { make: 'Other' }), antenna(7)] },
      'POST /api/antennas/bulk_actions': { json: result },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/antennas');
    const table = await screen.findByRole('table', { name: 'Antennas' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Antennas' }), 'Ubiquiti');
    await user.click(await within(table).findByRole('checkbox', { name: 'Select all 2 rows of this filter' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(within(bar).getByText('2 antennas selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 2 antennas?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/antennas/bulk_actions')).toHaveLength(1));
    expect(sent(fetchMock, 'POST /api/antennas/bulk_actions')).toEqual({
      action: 'deactivate',
      ids: [5, 7],
      lock_versions: { 5: 2, 7: 3 },
    });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Deactivated 1 antenna (1 refused)')).toBeInTheDocument();
    expect(within(status).getByText('Refused: Antenna 5 was not found')).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-actions')).not.toBeInTheDocument();
  });

  it('unticks one row by its own box and offers nothing while none is ticked', async () => {
    mockApi({ 'GET /api/antennas': { json: [antenna(5), antenna(7)] } });
    const user = userEvent.setup();
    renderAdmin('/admin/antennas');
    const table = await screen.findByRole('table', { name: 'Antennas' });
    expect(screen.queryByTestId('bulk-actions')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all 2 rows of this filter' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select row 7' }));
    expect(screen.getByText('1 antenna selected')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select all 2 rows of this filter' })).not.toBeChecked();
  });
});

describe('bulk status of leads on the searches list', () => {
  it('selects every lead of the filter, not only the page, and sets their status after one confirmation', async () => {
    const rows = Array.from({ length: 25 }, (_, n) => searchRow(n + 1));
    const lead = { id: 1, assignable_users: [{ id: 3, email: 'ann@example.com', name: 'Ann', role: 'administrator' }] };
    const fetchMock = mockApi({
      'GET /api/mount_search_results': (url) => {
        const limit = Number(url.searchParams.get('limit'));
        const page = Number(url.searchParams.get('page'));
        const body = JSON.stringify(rows.slice((page - 1) * limit, page * limit));
        const headers = { 'content-type': 'application/json', 'x-total-count': String(rows.length) };
        return Promise.resolve(new Response(body, { status: 200, headers }));
      },
      'GET /api/leads/counts': { json: { counts: { new: 25, contacted: 0, quoted: 0, won: 0, lost: 0 }, total: 25 } },
      'GET /api/leads/1': { json: lead as unknown as Lead },
      'POST /api/leads/bulk_actions': {
        json: { requested: 25, changed: 25, unchanged: 0, refused: 0, rows: [] } satisfies BulkActionResult,
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/searches');
    await user.click(await screen.findByRole('button', { name: 'Select all 25 leads of this filter' }));
    const bar = await screen.findByTestId('bulk-actions');
    expect(within(bar).getByText('25 leads selected')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status to set' }), 'Won');
    await user.click(within(bar).getByRole('button', { name: 'Set Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the status of 25 leads to Won?' });
    await user.click(within(dialog).getByRole('button', { name: 'Set Status' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/leads/bulk_actions')).toHaveLength(1));
    expect(sent(fetchMock, 'POST /api/leads/bulk_actions')).toEqual({
      ids: rows.map((row) => row.id),
      status: 'won',
    });
    expect(await screen.findByText('Updated 25 leads')).toBeInTheDocument();
  });
});
