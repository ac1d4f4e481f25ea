import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_STATUS_MESSAGE, type CurrentUser, type Dashboard, type Lead, type LeadEvent } from '@nprm/contracts';
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
  notes: [
    {
      id: 1,
      text: 'Old words <script>x</script>',
      author_id: null,
      author_email: null,
      created_at: '2026-03-02T11:00:00.000Z',
    },
  ],
  next_step: null,
  next_step_due: null,
  updated_at: null,
  lock_version: 0,
  quote_requests: [{ id: 1, quantity: 12, note: 'Twelve <b>roofs</b>', requested_at: '2026-03-03T09:00:00.000Z' }],
  assignable_users: [
    { id: 1, email: 'admin@example.com', name: 'Admin', role: 'administrator' },
    { id: 7, email: 'sales@acme.example', name: 'Sam Sales', role: 'reseller_user' },
  ],
  search: {
    reference: 'R-0000-0005',
    result_url: 'https://acme.example.com/results?t=token-5',
    report_url: '/api/mount_search_results/token/token-5/report.pdf',
    project_name: 'Water tower',
    site_address: '12 Main St',
    location: 'Chicago, IL',
    latitude: 41.85,
    longitude: -87.65,
    antennas: ['Winegard RT-2035'],
    mount: 'Sled 1 (P-1)',
    no_fit: null,
    ballast_weight: 1234,
    wind_speed: 115,
    wind_speed_source: 'location',
    wind_speed_words: 'looked up for the site',
    code_basis: {
      edition: 'ASCE 7-16',
      edition_chosen: false,
      edition_in_force: 'ASCE 7-16',
      adopted_code: null,
      risk_category: 'II',
      jurisdiction: 'none',
      load_combination: 'lrfd',
    },
    code_basis_text: 'ASCE 7-16, Risk Category II, no jurisdiction rule, load combination 0.9D + 1.0W',
    planning_only: false,
  },
};
const timeline: LeadEvent[] = [
  { at: '2026-03-02T10:00:00.000Z', kind: 'created', by: 'ada@example.com', from: null, to: null, text: null },
  {
    at: '2026-03-02T12:00:00.000Z',
    kind: 'status',
    by: 'sales@acme.example',
    from: 'new',
    to: 'contacted',
    text: null,
  },
  {
    at: '2026-03-02T13:00:00.000Z',
    kind: 'note',
    by: 'sales@acme.example',
    from: null,
    to: null,
    text: 'Called <b>her</b>',
  },
];

describe('the lead page (docs/product.md, "Lead pipeline")', () => {
  it('shows the search with its links, the notes and timeline as text, and adds a note', async () => {
    const fetchMock = mockApi({
      'GET /api/leads/5': { json: lead },
      'GET /api/leads/5/timeline': { json: timeline },
      'POST /api/leads/5/notes': {
        status: 201,
        json: { id: 2, text: 'x', author_id: 7, author_email: 'a', created_at: '' },
      },
    });
    renderAdmin('/admin/lead/5', { me: resellerMe });
    const search = await screen.findByRole('table', { name: 'Search' });
    for (const text of ['12 Main St', 'Chicago, IL', 'Winegard RT-2035', 'Sled 1 (P-1)', '1,234 lbs'])
      expect(within(search).getByText(text, { exact: false })).toBeInTheDocument();
    expect(within(search).getByText('115 mph, looked up for the site')).toBeInTheDocument();
    expect(within(search).getByText(/^ASCE 7-16, Risk Category II/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Result page' })).toHaveAttribute('href', lead.search.result_url);
    expect(screen.getByRole('link', { name: 'Report PDF' })).toHaveAttribute('href', lead.search.report_url);
    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(within(notes).getByText('Old words <script>x</script>')).toBeInTheDocument();
    expect(within(notes).getByText(/^Earlier notes,/)).toBeInTheDocument();
    const events = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(events).getByText('Status: New → Contacted')).toBeInTheDocument();
    expect(within(events).getByText('Called <b>her</b>')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.type(screen.getByLabelText('New note'), 'Sent a price');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/leads/5/notes')).toHaveLength(1));
    expect(JSON.parse(requestsTo(fetchMock, 'POST /api/leads/5/notes')[0]!.init?.body as string)).toEqual({
      text: 'Sent a price',
    });
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
  });

  it('shows the quote requests as text and saves status, assignee and next step at the version read', async () => {
    const fetchMock = mockApi({
      'GET /api/leads/5': { json: lead },
      'GET /api/leads/5/timeline': { json: timeline },
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
    await user.type(screen.getByLabelText('Next step', { exact: false }), 'Call back');
    await user.type(screen.getByLabelText('Due', { exact: false }), '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/leads/5')).toHaveLength(1));
    expect(JSON.parse(requestsTo(fetchMock, 'PUT /api/leads/5')[0]!.init?.body as string)).toEqual({
      status: 'quoted',
      assigned_user_id: 7,
      next_step: 'Call back',
      next_step_due: '2026-03-09',
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
    const fetchMock = mockApi({
      'GET /api/leads/5': { json: lead },
      'GET /api/leads/5/timeline': { json: timeline },
      'PUT /api/leads/5': () => answers[answer++]!,
    });
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
