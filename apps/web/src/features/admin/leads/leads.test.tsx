import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_STATUS_MESSAGE, type CurrentUser, type Dashboard, type Lead } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { adminMe, searchRow } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const resellerMe: CurrentUser = { ...adminMe, id: 7, role: 'reseller_user', reseller_id: 2, reseller_name: 'Acme' };
const lead: Lead = {
  id: 5,
  reseller_id: 2,
  created_at: '2026-03-02T10:00:00.000Z',
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  customer_company: 'Analytical Engines',
  status: 'new',
  assigned_user_id: null,
  notes: null,
  updated_at: null,
  lock_version: 0,
  quote_requests: [{ id: 1, quantity: 12, note: 'Twelve <b>roofs</b>', requested_at: '2026-03-03T09:00:00.000Z' }],
  assignable_users: [
    { id: 1, email: 'admin@example.com', name: 'Admin', role: 'administrator' },
    { id: 7, email: 'sales@acme.example', name: 'Sam Sales', role: 'reseller_user' },
  ],
};

describe('the lead page (docs/product.md, "Lead pipeline")', () => {
  it('shows the quote requests as text and saves status, assignee and notes at the version read', async () => {
    const fetchMock = mockApi({
      'GET /api/leads/5': { json: lead },
      'PUT /api/leads/5': (_url, init) => ({
        json: { ...lead, ...(JSON.parse(init?.body as string) as object), lock_version: 1 },
      }),
    });
    renderAdmin('/admin/lead/5', { me: resellerMe });
    expect(await screen.findByRole('heading', { name: 'Lead: Ada Lovelace (Analytical Engines)' })).toBeInTheDocument();
    const quotes = screen.getByRole('table', { name: 'Quote requests' });
    expect(within(quotes).getByText('Twelve <b>roofs</b>')).toBeInTheDocument();
    expect(within(quotes).getByText('March 3, 2026')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Quoted' }));
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Sales, sales@acme.example' }));
    await user.type(screen.getByLabelText('Notes'), 'Sent a price');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/leads/5')).toHaveLength(1));
    expect(JSON.parse(requestsTo(fetchMock, 'PUT /api/leads/5')[0]!.init?.body as string)).toEqual({
      status: 'quoted',
      assigned_user_id: 7,
      notes: 'Sent a price',
      lock_version: 0,
    });
  });

  it('shows a 409 with what changed and saves over it on request; a 422 is said on its field', async () => {
    let answer = 0;
    const newer = { ...lead, status: 'won', lock_version: 3 };
    const answers = [
      { status: 409, json: { errors: ['This record was changed by Bob'], current: newer } },
      { status: 422, json: { errors: { status: [LEAD_STATUS_MESSAGE] }, full_messages: [] } },
    ];
    const fetchMock = mockApi({ 'GET /api/leads/5': { json: lead }, 'PUT /api/leads/5': () => answers[answer++]! });
    renderAdmin('/admin/lead/5');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const conflict = await screen.findByTestId('conflict');
    expect(within(conflict).getByText('This record was changed by Bob')).toBeInTheDocument();
    expect(within(conflict).getByText('won')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Save my edit over theirs' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/leads/5')).toHaveLength(2));
    const second = JSON.parse(requestsTo(fetchMock, 'PUT /api/leads/5')[1]!.init?.body as string) as object;
    expect(second).toMatchObject({ lock_version: 3 });
    expect(await screen.findByText(LEAD_STATUS_MESSAGE)).toBeInTheDocument();
  });
});

describe('the leads list by status', () => {
  it('counts each status, filters by the one pressed and links each row to its lead', async () => {
    const fetchMock = mockApi({
      'GET /api/mount_search_results': (url) => ({
        json: [searchRow(5, { lead_status: url.searchParams.get('status') ?? 'won' })],
      }),
      'GET /api/leads/counts': { json: { counts: { new: 3, contacted: 0, quoted: 1, won: 2, lost: 0 }, total: 6 } },
      'GET /api/resellers': { json: [] },
    });
    renderAdmin('/admin/searches');
    const group = await screen.findByRole('group', { name: 'Status' });
    expect(await within(group).findByRole('button', { name: 'Won (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: 'All (6)' })).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup({ delay: null });
    await user.click(within(group).getByRole('button', { name: 'Quoted (1)' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/mount_search_results').at(-1)!.url.searchParams.get('status')).toBe(
        'quoted',
      ),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/searches?status=quoted');
    const link = await screen.findByRole('link', { name: /^Lead of Customer 5, January 5, 2026: Quoted$/ });
    expect(link).toHaveAttribute('href', '/admin/lead/5');
  });
});

describe('the dashboard', () => {
  const board: Dashboard = {
    from: '2026-03-01',
    to: '2026-03-14',
    reseller_id: null,
    weeks: [
      { week: '2026-02-23', searches: 0, fits: 0, quote_requests: 0, won: 0 },
      { week: '2026-03-02', searches: 40, fits: 30, quote_requests: 6, won: 2 },
    ],
    totals: { searches: 1234, fits: 30, quote_requests: 6, won: 2 },
    conversion: { fit: 0.75, quote: 0.2, won: 1 / 3 },
    top_antennas: [{ name: 'Winegard RT-2035', searches: 25 }],
    top_states: [{ state: 'IL', searches: 30 }],
  };

  it('shows the totals with conversion, the weekly numbers as a table and the tops; a range error on its field', async () => {
    const fetchMock = mockApi({ 'GET /api/dashboard': { json: board }, 'GET /api/resellers': { json: [] } });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByTestId('total-Searches')).toHaveTextContent('1,234');
    expect(screen.getByText('75% of searches')).toBeInTheDocument();
    expect(screen.getByText('20% of fits')).toBeInTheDocument();
    expect(screen.getByText('33.3% of quote requests')).toBeInTheDocument();
    const table = screen.getByTestId('weekly-table');
    const row = within(table).getByRole('row', { name: /March 2, 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '30', '6', '2']);
    expect(screen.getByRole('table', { name: 'Top antennas' })).toHaveTextContent('Winegard RT-2035');
    expect(screen.getByRole('table', { name: 'Top states' })).toHaveTextContent('IL30');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(await screen.findByText('To must be on or after the from date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-20');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/dashboard').at(-1)!.url.search).toBe('?from=2026-03-10&to=2026-03-20'),
    );
  });
});
