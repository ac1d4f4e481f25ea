import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry, User } from '@nprm/contracts';
import { mockApi, requestsTo, type MockRoute } from '../../../test/renderPage';
import { reseller } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function entry(id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id,
    created_at: '2026-01-10T14:05:00.000Z',
    user_id: 7,
    user_email: 'nora@example.com',
    user_name: 'Nora Named',
    entity: 'roof_types',
    entity_id: 3,
    record_label: 'Slate',
    parent_id: null,
    action: 'update',
    changes: { friction_coefficient: { before: 0.4, after: 0.5 } },
    names: {},
    version_sent: true,
    ...overrides,
  };
}

/** GET /api/history: `count` entries in all, the page the request asks for (50 a page unless it says). */
function historyPages(count: number, first: (index: number) => HistoryEntry = (index) => entry(index)): MockRoute {
  return (url) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const from = (page - 1) * limit;
    const entries = Array.from({ length: Math.max(0, Math.min(limit, count - from)) }, (_, i) =>
      first(count - from - i),
    );
    return Promise.resolve(
      new Response(JSON.stringify(entries), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': String(count) },
      }),
    );
  };
}

const location = () => screen.getByTestId('location').textContent;
const nora: User = {
  id: 7,
  email: 'nora@example.com',
  name: 'Nora Named',
  role: 'reseller_user',
  reseller_id: 2,
  deleted_at: null,
  lock_version: 0,
};

describe('Activity page (docs/product.md, activity)', () => {
  it('pages the history with its total and keeps the page and filters in the URL', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [reseller(1, { name: 'Zenith' }), reseller(2, { name: 'Acme Roofing' })] },
      'GET /api/history': historyPages(1200),
    });
    renderAdmin('/admin/activity?entity=roof_types&page=11');
    expect(await screen.findByText('501–550 of 1,200 changes')).toBeInTheDocument();
    const asked = requestsTo(fetchMock, 'GET /api/history').at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ entity: 'roof_types', page: '11', limit: '50' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(await screen.findByText('551–600 of 1,200 changes')).toBeInTheDocument();
    expect(location()).toBe('/admin/activity?entity=roof_types&page=12');
    // A new filter starts at page 1.
    await user.click(screen.getByRole('combobox', { name: 'Reseller' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Roofing' }));
    await waitFor(() => expect(location()).toBe('/admin/activity?reseller_id=2&entity=roof_types'));
    // The address is written before the render that asks for it: wait for the request too.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/history').at(-1)!.url.searchParams.get('reseller_id')).toBe('2'),
    );
    expect(await screen.findByText('1–50 of 1,200 changes')).toBeInTheDocument();
  });

  it('shows names, role names, field labels and local times, each record linked to its page', async () => {
    const when = '2026-03-04T15:06:00.000Z';
    mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/history': historyPages(
        3,
        (index) =>
          [
            entry(1, {
              created_at: when,
              entity: 'users',
              entity_id: 9,
              record_label: 'eve@example.com',
              action: 'update',
              changes: {
                role: { before: 'administrator', after: 'reseller_user' },
                reseller_id: { before: null, after: 2 },
              },
              names: { 'resellers/2': 'Acme Roofing' },
            }),
            entry(2, {
              entity: 'resellers',
              entity_id: 2,
              record_label: 'Acme Roofing',
              changes: { is_baird: { before: false, after: true }, deleted_at: { before: null, after: when } },
              // Saved by a client that sent no lock_version: the specification's PUT, last writer wins.
              version_sent: false,
            }),
            entry(3, {
              entity: 'reseller_mounts',
              entity_id: 41,
              parent_id: 2,
              record_label: 'Sled 4 at Acme Roofing',
              user_name: null,
              user_email: 'command line',
              action: 'create',
              changes: { mount_id: { before: null, after: 5 } },
              names: { 'mounts/5': 'Sled 4' },
            }),
          ][index - 1]!,
      ),
    });
    renderAdmin('/admin/activity');
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const local = new Date(when).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    const user = within(rows.find((row) => row.textContent?.includes('eve@example.com'))!);
    expect(user.getByText(local)).toBeInTheDocument();
    expect(user.getByText('Nora Named (nora@example.com)')).toBeInTheDocument();
    expect(user.getByRole('link', { name: 'User: eve@example.com' })).toHaveAttribute('href', '/admin/user/9');
    expect(
      user.getByText((_, node) => node?.textContent === 'Role: Administrator → Reseller User', { selector: 'p' }),
    ).toBeTruthy();
    expect(
      user.getByText((_, node) => node?.textContent === 'Reseller: — → Acme Roofing', { selector: 'p' }),
    ).toBeTruthy();
    const shop = within(rows.find((row) => row.textContent?.includes('Show White-Label'))!);
    expect(shop.getByRole('link', { name: 'Reseller: Acme Roofing' })).toHaveAttribute('href', '/admin/reseller/2');
    expect(
      shop.getByText((_, node) => node?.textContent === 'Show White-Label Invitation: No → Yes', { selector: 'p' }),
    ).toBeTruthy();
    expect(
      shop.getByText((_, node) => node?.textContent === `Deactivated: — → ${local}`, { selector: 'p' }),
    ).toBeTruthy();
    expect(shop.getByText('No version sent: saved over any newer edit')).toBeInTheDocument();
    expect(user.queryByText(/No version sent/)).not.toBeInTheDocument();
    const link = within(rows.find((row) => row.textContent?.includes('Sled 4 at'))!);
    expect(link.getByRole('link', { name: 'Reseller mount: Sled 4 at Acme Roofing' })).toHaveAttribute(
      'href',
      '/admin/reseller/2/mount/41',
    );
    expect(link.getByText((_, node) => node?.textContent === 'Mount: Sled 4', { selector: 'p' })).toBeTruthy();
    expect(table.textContent).not.toMatch(/Is Baird|Reseller Id|reseller_user|T15:06/);
  });

  it('finds users by name or e-mail through the server, never the whole list, and keeps the choice on reload', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/history': historyPages(2),
      'GET /api/users': { json: [nora] },
      'GET /api/users/7': { json: nora },
    });
    const { unmount } = renderAdmin('/admin/activity');
    await screen.findByText('1–2 of 2 changes');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('combobox', { name: 'User' }), 'nor');
    await user.click(await screen.findByRole('option', { name: 'Nora Named (nora@example.com)' }));
    await waitFor(() => expect(location()).toBe('/admin/activity?user_id=7'));
    const searches = requestsTo(fetchMock, 'GET /api/users');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every(({ url }) => url.searchParams.get('q') !== null)).toBe(true);
    expect(searches.at(-1)!.url.searchParams.get('q')).toBe('nor');
    expect(requestsTo(fetchMock, 'GET /api/history').at(-1)!.url.searchParams.get('user_id')).toBe('7');
    unmount();

    renderAdmin('/admin/activity?user_id=7');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('Nora Named (nora@example.com)'),
    );
  });
});
