import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { searchRow } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

/** The board's columns as the list answers them: Ada is contacted at version 4, Bo is new. */
const columns = (url: URL) => {
  const status = url.searchParams.get('status');
  const rows =
    status === 'contacted'
      ? [
          searchRow(5, {
            customer_name: 'Ada Lovelace',
            lead_status: 'contacted',
            lead_lock_version: 4,
            lead_next_step: 'Call back',
            lead_next_step_due: '2026-03-09',
          }),
        ]
      : status === 'new'
        ? [searchRow(6, { customer_name: 'Bo Builder' })]
        : [];
  return { json: rows, headers: { 'x-total-count': String(rows.length) } };
};

describe('the leads board (docs/product.md, "Lead pipeline")', () => {
  it('shows a column per status with the next step, and moves a focused card with → at the version read', async () => {
    const fetchMock = mockApi({
      'GET /api/mount_search_results': columns,
      'PUT /api/leads/5': { json: {} },
    });
    renderAdmin('/admin/leads');
    const contacted = await screen.findByRole('region', { name: /^Contacted/ });
    const card = await within(contacted).findByLabelText(/^Ada Lovelace, Contacted/);
    expect(card).toHaveTextContent('Next: Call back, due March 9, 2026');
    for (const name of ['New', 'Quoted', 'Won', 'Lost'])
      expect(screen.getByRole('region', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    card.focus();
    const user = userEvent.setup({ delay: null });
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/leads/5')).toHaveLength(1));
    expect(JSON.parse(requestsTo(fetchMock, 'PUT /api/leads/5')[0]!.init?.body as string)).toEqual({
      status: 'quoted',
      lock_version: 4,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Ada Lovelace moved to Quoted.');
  });

  it('moves a card from its "Move to…" menu, and says clearly when someone else changed the lead (409)', async () => {
    const fetchMock = mockApi({
      'GET /api/mount_search_results': columns,
      'PUT /api/leads/6': {
        status: 409,
        json: { errors: ['This record was changed by Bob'], current: { status: 'lost', lock_version: 2 } },
      },
    });
    renderAdmin('/admin/leads');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Move to… Bo Builder' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Won' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/leads/6')).toHaveLength(1));
    expect(JSON.parse(requestsTo(fetchMock, 'PUT /api/leads/6')[0]!.init?.body as string)).toEqual({
      status: 'won',
      lock_version: 0,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bo Builder was not moved: someone else changed this lead since the board was loaded (it is now Lost).',
    );
  });
});
