import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { mount, reseller, resellerMount } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (request: { init?: RequestInit | undefined } | undefined) => JSON.parse(request?.init?.body as string);

const acme = reseller(4, { name: 'Acme Roofing' });
const catalogue = [
  mount(1, { part_number: 'SL-1', name: 'Alpha sled' }),
  mount(2, { part_number: 'RG-2', name: 'Bravo ridge', ridge_mount: true }),
  mount(3, { part_number: 'SL-3', name: 'Charlie sled' }),
  mount(5, { part_number: 'RG-5', name: 'Echo ridge', ridge_mount: true }),
  mount(6, { part_number: 'SL-6', name: 'Foxtrot sled' }),
  mount(7, { part_number: 'SL-7', name: 'Golf sled' }),
];
/** Mount 1 linked, mount 7 linked but the link inactive: neither is offered. */
const links = [
  resellerMount(10, 4, catalogue[0]!),
  resellerMount(11, 4, catalogue[5]!, { deleted_at: '2026-01-01T00:00:00.000Z' }),
];

function routes(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/resellers/4': { json: acme },
    'GET /api/resellers/4/reseller_mounts': { json: links },
    'GET /api/mounts': { json: catalogue },
    ...overrides,
  });
}

async function openChecklist() {
  renderAdmin('/admin/reseller/4/mounts');
  const user = userEvent.setup({ delay: null });
  // The admin chunk loads lazily: the first render of a file may take a while on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Add Mounts' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Add mounts to Acme Roofing' });
  await within(dialog).findByTestId('mount-checklist');
  return { user, dialog };
}

const boxes = (dialog: HTMLElement) =>
  within(within(dialog).getByTestId('mount-checklist'))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');

describe('Add Mounts on a reseller’s mounts (docs/product.md, reseller mounts)', () => {
  it('offers the active mounts not yet linked, under their kind, and finds them by part number, name or kind', async () => {
    routes();
    const { user, dialog } = await openChecklist();
    expect(within(dialog).getByRole('group', { name: 'Flat-roof mounts' })).toBeInTheDocument();
    expect(boxes(dialog)).toEqual(['SL-3 Charlie sled', 'SL-6 Foxtrot sled', 'RG-2 Bravo ridge', 'RG-5 Echo ridge']);
    const search = within(dialog).getByRole('searchbox', { name: 'Search mounts' });
    await user.type(search, 'sl-6');
    expect(boxes(dialog)).toEqual(['SL-6 Foxtrot sled']);
    await user.clear(search);
    await user.type(search, 'ridge echo');
    expect(boxes(dialog)).toEqual(['RG-5 Echo ridge']);
    await user.clear(search);
    await user.type(search, 'peaked');
    expect(within(dialog).getByRole('group', { name: 'Ridge mounts (peaked roofs)' })).toBeInTheDocument();
    expect(boxes(dialog)).toEqual(['RG-2 Bravo ridge', 'RG-5 Echo ridge']);
    await user.type(search, ' zulu');
    expect(within(dialog).getByText('No mounts match the search')).toBeInTheDocument();
  });

  it('"Select all visible" ticks what the search shows, keeps hidden choices, counts them and unticks on a second press', async () => {
    routes();
    const { user, dialog } = await openChecklist();
    const count = within(dialog).getByTestId('selected-count');
    expect(count).toHaveTextContent('0 selected');
    expect(within(dialog).getByRole('button', { name: 'Add 0 mounts' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SL-3 Charlie sled' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search mounts' }), 'ridge');
    const all = within(dialog).getByRole('checkbox', { name: 'Select all visible' });
    await user.click(all);
    expect(count).toHaveTextContent('3 selected');
    expect(all).toBeChecked();
    await user.click(all);
    expect(count).toHaveTextContent('1 selected');
    await user.click(all);
    await user.click(within(dialog).getByRole('checkbox', { name: 'RG-5 Echo ridge' }));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(within(dialog).getByRole('button', { name: 'Add 2 mounts' })).toBeEnabled();
  });

  it('links the chosen mounts in one call, says so, closes and reloads the list', async () => {
    const fetchMock = routes({
      'POST /api/reseller_mounts/bulk': {
        status: 201,
        json: [resellerMount(20, 4, catalogue[2]!), resellerMount(21, 4, catalogue[3]!)],
      },
    });
    const { user, dialog } = await openChecklist();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SL-3 Charlie sled' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'RG-5 Echo ridge' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 mounts' }));
    expect(await screen.findByText('Added 2 mounts to Acme Roofing')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requestsTo(fetchMock, 'POST /api/reseller_mounts/bulk');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toEqual({ reseller_id: 4, mount_ids: [3, 5] });
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/resellers/4/reseller_mounts').length).toBeGreaterThan(2),
    );
  });

  it('shows why nothing was linked and keeps the choice', async () => {
    routes({
      'POST /api/reseller_mounts/bulk': {
        status: 422,
        json: {
          errors: { mount_ids: ['contains inactive mount ids: 6'] },
          full_messages: ['Mount Ids contains inactive mount ids: 6'],
        },
      },
    });
    const { user, dialog } = await openChecklist();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SL-6 Foxtrot sled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 mount' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No mounts were added');
    expect(alert).toHaveTextContent('Mount Ids contains inactive mount ids: 6');
    expect(within(dialog).getByRole('checkbox', { name: 'SL-6 Foxtrot sled' })).toBeChecked();
  });

  it('says "No mounts left to add" when every active mount is linked; an inactive reseller has no Add Mounts', async () => {
    routes({ 'GET /api/mounts': { json: [catalogue[0]!] } });
    renderAdmin('/admin/reseller/4/mounts');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Mounts' }));
    expect(await screen.findByText('No mounts left to add')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no Add Mounts for an inactive reseller', async () => {
    routes({ 'GET /api/resellers/4': { json: { ...acme, deleted_at: '2026-01-01T00:00:00.000Z' } } });
    renderAdmin('/admin/reseller/4/mounts');
    expect(await screen.findByTestId('inactive-reseller-note')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Mounts' })).not.toBeInTheDocument();
  });
});
