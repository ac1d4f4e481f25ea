import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../test/renderPage';
import { antenna, mount, reseller, resellerMount, roofType } from './test/fixtures';
import { renderAdmin } from './test/renderAdmin';
import { dataCells } from './test/tables';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

/** The text of each body row's cells. */
function rowTexts(tableName: string): string[][] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(2)
    .map((row) => dataCells(row).map((cell) => cell.textContent ?? ''));
}

describe('mount list (/admin/mounts)', () => {
  const active = [
    mount(1, { name: 'Alpha sled' }),
    mount(3, { name: 'Charlie tripod' }),
    mount(2, { name: 'Bravo ridge', ridge_mount: true }),
  ];
  const inactive = mount(4, { name: 'Delta retired', deleted_at: '2026-01-01T00:00:00.000Z' });

  it('lists every mount on one page sorted by id descending (M-01, M-06, M-07)', async () => {
    const fetchMock = mockApi({ 'GET /api/mounts': { json: active } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    expect(rowTexts('Mounts').map((cells) => cells[0])).toEqual(['3', '2', '1']);
    expect(requestsTo(fetchMock, 'GET /api/mounts')[0]?.url.searchParams.has('include_inactive')).toBe(false);
  });

  it('adds inactive mounts only while "Show Inactive" is ticked (M-02)', async () => {
    const fetchMock = mockApi({
      'GET /api/mounts': (url) => ({
        json: url.searchParams.get('include_inactive') === 'true' ? [...active, inactive] : active,
      }),
    });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    expect(screen.queryByText('Delta retired')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Show Inactive' }));
    expect(await screen.findByText('Delta retired')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/mounts').at(-1)?.url.searchParams.get('include_inactive')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Show Inactive' }));
    await waitFor(() => expect(screen.queryByText('Delta retired')).not.toBeInTheDocument());
  });

  it('sorts by a clicked column and filters by a column (M-04, M-05)', async () => {
    mockApi({ 'GET /api/mounts': { json: active } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(rowTexts('Mounts').map((cells) => cells[2])).toEqual(['Alpha sled', 'Bravo ridge', 'Charlie tripod']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(rowTexts('Mounts').map((cells) => cells[2])).toEqual(['Charlie tripod', 'Bravo ridge', 'Alpha sled']);
    // Filter boxes apply once typing pauses (FILTER_DEBOUNCE_MS).
    await user.type(screen.getByRole('textbox', { name: 'Filter Ridge Mount' }), 'yes');
    await waitFor(() => expect(rowTexts('Mounts').map((cells) => cells[2])).toEqual(['Bravo ridge']), {
      timeout: 5000,
    });
    await user.clear(screen.getByRole('textbox', { name: 'Filter Ridge Mount' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter Name' }), 'zzz');
    expect(await screen.findByText('No Mounts', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sorts from anywhere in a header cell, and once per click of its label or key press', async () => {
    mockApi({ 'GET /api/mounts': { json: active } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    const header = screen.getByRole('columnheader', { name: /^Name/ });
    // The cell's padding, outside its label: it sorted nothing before.
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(rowTexts('Mounts').map((cells) => cells[2])).toEqual(['Alpha sled', 'Bravo ridge', 'Charlie tripod']);
  });

  it('opens a mount from its row, by click or Enter, and New Mount opens the empty form (M-03, M-08)', async () => {
    mockApi({ 'GET /api/mounts': { json: active }, 'GET /api/mounts/2': { json: active[2] } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    await user.click(screen.getByText('Bravo ridge'));
    await waitFor(() => expect(location()).toBe('/admin/mount/2'));
    await user.click(await screen.findByRole('link', { name: /Back to Mounts/ }));
    await screen.findByRole('table', { name: 'Mounts' });
    screen.getByText('Alpha sled').closest('tr')?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/mount/1'));
    await user.click(screen.getByRole('link', { name: 'Mounts' }));
    await user.click(await screen.findByRole('link', { name: 'New Mount' }));
    await waitFor(() => expect(location()).toBe('/admin/mount/new'));
    expect(await screen.findByRole('heading', { name: 'New Mount' })).toBeInTheDocument();
  });

  it('shows "No Mounts" when there are none, and "Something went wrong" when the list fails (X-19)', async () => {
    mockApi({ 'GET /api/mounts': { json: [] }, 'GET /api/antennas': { status: 500 } });
    renderAdmin('/admin/mounts');
    expect(await screen.findByText('No Mounts')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Antennas' }));
    expect(await screen.findAllByText('Something went wrong')).not.toHaveLength(0);
  });

  it('shows the server’s own reason when a list is refused with one', async () => {
    const reason = 'You are not allowed to do this.';
    mockApi({ 'GET /api/antennas': { status: 403, json: { errors: [reason] } } });
    renderAdmin('/admin/antennas');
    // The toast and the alert's title.
    expect(await screen.findAllByText(reason)).toHaveLength(2);
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});

describe('antenna and roof type lists', () => {
  it('lists antennas by id descending with New Antenna (AN-01, AN-03, AN-07, AN-08)', async () => {
    mockApi({ 'GET /api/antennas': { json: [antenna(5), antenna(9), antenna(7)] } });
    renderAdmin('/admin/antennas');
    await screen.findByRole('table', { name: 'Antennas' });
    expect(rowTexts('Antennas').map((cells) => cells[0])).toEqual(['9', '7', '5']);
    expect(screen.getByRole('link', { name: 'New Antenna' })).toHaveAttribute('href', '/admin/antenna/new');
    await userEvent.setup().click(screen.getByText('Model 7'));
    await waitFor(() => expect(location()).toBe('/admin/antenna/7'));
  });

  it('lists roof types with New Roof Type', async () => {
    mockApi({
      'GET /api/roof_types': {
        json: [roofType(1, { name: 'EPDM membrane' }), roofType(2, { name: 'Metal', friction_coefficient: 0.3 })],
      },
    });
    renderAdmin('/admin/roof-types');
    await screen.findByRole('table', { name: 'Roof Types' });
    expect(rowTexts('Roof Types').map((cells) => cells[1])).toEqual(['Metal', 'EPDM membrane']);
    expect(screen.getByRole('link', { name: 'New Roof Type' })).toHaveAttribute('href', '/admin/roof-type/new');
  });
});

describe('reseller list (/admin/resellers)', () => {
  it('sorts by name and gives each row Edit, Mounts and a domain link (RS-01, RS-07..RS-11)', async () => {
    mockApi({
      'GET /api/resellers': {
        json: [
          reseller(1, { name: 'Zenith Towers' }),
          reseller(2, { name: 'Acme Roofing', domain: 'acme.example.com' }),
        ],
      },
    });
    renderAdmin('/admin/resellers');
    await screen.findByRole('table', { name: 'Resellers' });
    expect(rowTexts('Resellers').map((cells) => cells[0])).toEqual(['Acme Roofing', 'Zenith Towers']);
    const acme = screen.getByText('Acme Roofing').closest('tr') as HTMLElement;
    expect(within(acme).getByRole('link', { name: 'Edit Acme Roofing' })).toHaveAttribute('href', '/admin/reseller/2');
    expect(within(acme).getByRole('link', { name: 'Mounts of Acme Roofing' })).toHaveAttribute(
      'href',
      '/admin/reseller/2/mounts',
    );
    const domain = within(acme).getByRole('link', { name: 'acme.example.com' });
    // The page's port goes with the link (the test page is http://localhost:3000): RS-11, docs/product.md.
    expect(window.location.port).toBe('3000');
    expect(domain).toHaveAttribute('href', '//acme.example.com:3000');
    expect(domain).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'New Reseller' })).toHaveAttribute('href', '/admin/reseller/new');
  });

  it('shows "No Resellers" when empty (RS-12)', async () => {
    mockApi({ 'GET /api/resellers': { json: [] } });
    renderAdmin('/admin/resellers');
    expect(await screen.findByText('No Resellers')).toBeInTheDocument();
  });
});

describe('reseller mount list (/admin/reseller/{id}/mounts)', () => {
  it("lists that reseller's mounts with the linked mount, newest first, and Add Mount (RM-01, RM-02, RM-04, RM-08, RM-09)", async () => {
    const fetchMock = mockApi({
      'GET /api/resellers/4': { json: reseller(4, { name: 'Acme Roofing' }) },
      'GET /api/resellers/4/reseller_mounts': {
        json: [
          resellerMount(10, 4, mount(1, { name: 'Alpha sled' })),
          resellerMount(12, 4, mount(2, { name: 'Bravo ridge' })),
        ],
      },
    });
    renderAdmin('/admin/reseller/4/mounts');
    await screen.findByRole('table', { name: 'Reseller Mounts' });
    expect(await screen.findByText('Mounts offered by Acme Roofing')).toBeInTheDocument();
    expect(rowTexts('Reseller Mounts').map((cells) => cells[2])).toEqual(['Bravo ridge', 'Alpha sled']);
    expect(screen.getByRole('link', { name: 'Add Mount' })).toHaveAttribute('href', '/admin/reseller/4/mount/new');
    expect(requestsTo(fetchMock, 'GET /api/resellers/4/reseller_mounts')).toHaveLength(1);
    await userEvent.setup().click(screen.getByText('Alpha sled'));
    await waitFor(() => expect(location()).toBe('/admin/reseller/4/mount/10'));
  });

  it('says "No Mounts" for a reseller without any, and "Missing reseller id" for a bad id', async () => {
    mockApi({ 'GET /api/resellers/4': { json: reseller(4) }, 'GET /api/resellers/4/reseller_mounts': { json: [] } });
    const { unmount } = renderAdmin('/admin/reseller/4/mounts');
    expect(await screen.findByText('No Mounts')).toBeInTheDocument();
    unmount();
    renderAdmin('/admin/reseller/abc/mounts');
    expect(await screen.findByText('Missing reseller id')).toBeInTheDocument();
  });
});
