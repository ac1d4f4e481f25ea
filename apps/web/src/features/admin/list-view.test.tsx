import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../test/renderPage';
import { matchesCell } from './common/listFilters';
import { compareCells, naturalCompare } from './common/naturalSort';
import { readListView, writeListView } from './common/listParams';
import { domainHref } from './resellers/domainHref';
import { antenna, mount, reseller, resellerMount, roofType } from './test/fixtures';
import { renderAdmin } from './test/renderAdmin';
import { dataCells } from './test/tables';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

/** Filter boxes apply once typing pauses (FILTER_DEBOUNCE_MS); a loaded machine renders the result slowly. */
const eventually = (check: () => void) => waitFor(check, { timeout: 5000 });

/** One column's text in each body row (the first two rows are the headers and the filter boxes). */
function column(tableName: string, index: number): string[] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(2)
    .map((row) => dataCells(row)[index]?.textContent ?? '');
}

describe('what the list boxes match (docs/product.md, lists)', () => {
  it('matches text anywhere, case ignored, and numbers from their start as displayed', () => {
    expect(matchesCell('4×4 ft Flat-Roof Sled', 'sled')).toBe(true);
    expect(matchesCell('4×4 ft Flat-Roof Sled', ' ROOF ')).toBe(true);
    expect(matchesCell(12, '1')).toBe(true);
    expect(matchesCell(12, '12')).toBe(true);
    expect(matchesCell(120, '12')).toBe(true);
    expect(matchesCell(17, '7')).toBe(false);
    expect(matchesCell(1.66, '1.6')).toBe(true);
    expect(matchesCell(0.5, '0.5')).toBe(true);
    expect(matchesCell(0.5, '.5')).toBe(false);
    expect(matchesCell(null, 'x')).toBe(false);
    expect(matchesCell(null, '  ')).toBe(true);
  });

  it('keeps the view in the query, leaving defaults out', () => {
    const initial = [{ id: 'id', desc: true }];
    const query = writeListView(
      {
        includeInactive: true,
        sorting: [{ id: 'weight', desc: false }],
        search: 'sled',
        columnFilters: [
          { id: 'part_number', value: 'DEMO' },
          { id: 'name', value: '' },
        ],
      },
      initial,
    );
    expect(query.toString()).toBe('inactive=1&sort=weight&q=sled&f.part_number=DEMO');
    expect(readListView(query, initial)).toEqual({
      includeInactive: true,
      sorting: [{ id: 'weight', desc: false }],
      search: 'sled',
      columnFilters: [{ id: 'part_number', value: 'DEMO' }],
    });
    const bare = writeListView({ includeInactive: false, sorting: initial, search: '', columnFilters: [] }, initial);
    expect(bare.toString()).toBe('');
    expect(readListView(new URLSearchParams('sort=-name'), initial).sorting).toEqual([{ id: 'name', desc: true }]);
  });

  it("links a reseller's domain with the page's port, and without one when the page has none (RS-11)", () => {
    expect(domainHref('northwind.localhost', { port: '3000' })).toBe('//northwind.localhost:3000');
    expect(domainHref('shop.example.com', { port: '' })).toBe('//shop.example.com');
  });
});

describe('number columns filter (M-05)', () => {
  const mounts = [
    mount(1, { weight: 45, max_roof_load: 35 }),
    mount(12, { weight: 120, max_roof_load: 3.5 }),
    mount(17, { weight: 450, max_roof_load: 40 }),
  ];

  it('filters mounts by ID, Weight and Max Roof Load', async () => {
    mockApi({ 'GET /api/mounts': { json: mounts } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Filter ID' }), '1');
    await eventually(() => expect(column('Mounts', 0)).toEqual(['17', '12', '1']));
    await user.type(screen.getByRole('textbox', { name: 'Filter ID' }), '2');
    await eventually(() => expect(column('Mounts', 0)).toEqual(['12']));
    await user.clear(screen.getByRole('textbox', { name: 'Filter ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter Weight (lb)' }), '45');
    await eventually(() => expect(column('Mounts', 0)).toEqual(['17', '1']));
    await user.type(screen.getByRole('textbox', { name: 'Filter Max Roof Load (psf)' }), '3');
    await eventually(() => expect(column('Mounts', 0)).toEqual(['1']));
    await eventually(() => expect(location()).toBe('/admin/mounts?f.weight=45&f.max_roof_load=3'));
  });

  it('compares a number column with ">" and a range typed in its filter', async () => {
    mockApi({ 'GET /api/mounts': { json: mounts } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    const weight = screen.getByRole('textbox', { name: 'Filter Weight (lb)' });
    await user.type(weight, '>100');
    await eventually(() => expect(column('Mounts', 0)).toEqual(['17', '12']));
    // Typed over the selected text: the filter goes from one condition straight to the other.
    await user.tripleClick(weight);
    await user.keyboard('40..130');
    await eventually(() => expect(column('Mounts', 0)).toEqual(['12', '1']));
  });

  it('filters antennas by weight and roof types by friction coefficient', async () => {
    mockApi({
      'GET /api/antennas': {
        json: [antenna(5, { weight: 7.5 }), antenna(6, { weight: 75 }), antenna(7, { weight: 3 })],
      },
      'GET /api/roof_types': {
        json: [
          roofType(1, { name: 'EPDM', friction_coefficient: 0.5 }),
          roofType(2, { name: 'Metal', friction_coefficient: 0.3 }),
        ],
      },
    });
    const { unmount } = renderAdmin('/admin/antennas?f.weight=7');
    await screen.findByRole('table', { name: 'Antennas' });
    expect(column('Antennas', 0)).toEqual(['6', '5']);
    expect(screen.getByRole('textbox', { name: 'Filter Weight (lb)' })).toHaveValue('7');
    unmount();
    renderAdmin('/admin/roof-types');
    await screen.findByRole('table', { name: 'Roof Types' });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Filter Friction Coefficient' }), '0.3');
    await eventually(() => expect(column('Roof Types', 1)).toEqual(['Metal']));
  });
});

describe('the list view lives in the URL', () => {
  const active = [mount(1, { name: 'Alpha sled' }), mount(2, { name: 'Bravo ridge' }), mount(3, { name: 'Charlie' })];
  const inactive = mount(4, { name: 'Delta retired', deleted_at: '2026-01-01T00:00:00.000Z' });

  it('opens with the sort, filters, search and Show Inactive of its query (a reload or Back)', async () => {
    const fetchMock = mockApi({
      'GET /api/mounts': (url) => ({
        json: url.searchParams.get('include_inactive') === 'true' ? [...active, inactive] : active,
      }),
    });
    renderAdmin('/admin/mounts?inactive=1&sort=name&q=a&f.part_number=P-');
    await screen.findByRole('table', { name: 'Mounts' });
    expect(requestsTo(fetchMock, 'GET /api/mounts')[0]?.url.searchParams.get('include_inactive')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Show Inactive' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search Mounts' })).toHaveValue('a');
    expect(screen.getByRole('textbox', { name: 'Filter Part Number' })).toHaveValue('P-');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(column('Mounts', 2)).toEqual(['Alpha sled', 'Bravo ridge', 'Charlie', 'Delta retired']);
  });

  it('writes each change to the query, and returns to the same view from a form', async () => {
    mockApi({ 'GET /api/mounts': { json: active }, 'GET /api/mounts/2': { json: active[1] } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await eventually(() => expect(location()).toBe('/admin/mounts?sort=name'));
    await user.type(screen.getByRole('searchbox', { name: 'Search Mounts' }), 'r');
    await eventually(() => expect(location()).toBe('/admin/mounts?sort=name&q=r'));
    expect(column('Mounts', 2)).toEqual(['Bravo ridge', 'Charlie']);
    await user.click(screen.getByRole('checkbox', { name: 'Show Inactive' }));
    await eventually(() => expect(location()).toBe('/admin/mounts?inactive=1&sort=name&q=r'));
    await user.click(screen.getByText('Bravo ridge'));
    await eventually(() => expect(location()).toBe('/admin/mount/2'));
    await user.click(await screen.findByRole('link', { name: /Back to Mounts/ }));
    await eventually(() => expect(location()).toBe('/admin/mounts?inactive=1&sort=name&q=r'));
  });

  it('searches across the visible columns, numbers included', async () => {
    mockApi({ 'GET /api/mounts': { json: [...active, mount(9, { name: 'Heavy', weight: 980 })] } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search Mounts' }), '98');
    await eventually(() => expect(column('Mounts', 2)).toEqual(['Heavy']));
  });
});

describe('a reseller that is not there or not active (RM-01, RM-08)', () => {
  it('shows one "Reseller not found" state for an unknown reseller: no list, no toast, no Add Mount', async () => {
    const fetchMock = mockApi({ 'GET /api/resellers/999': { status: 404, json: { errors: ['Not found'] } } });
    renderAdmin('/admin/reseller/999/mounts');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reseller not found');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('No Mounts')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Mount' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Resellers/ })).toHaveAttribute('href', '/admin/resellers');
    expect(requestsTo(fetchMock, 'GET /api/resellers/999/reseller_mounts')).toHaveLength(0);
    expect(document.title).toBe('Reseller not found · Admin · NPRM Ballast Calculator');
  });

  it('lists an inactive reseller’s mounts without Add Mount, saying why', async () => {
    mockApi({
      'GET /api/resellers/4': { json: reseller(4, { name: 'Acme', deleted_at: '2026-01-01T00:00:00.000Z' }) },
      'GET /api/resellers/4/reseller_mounts': { json: [resellerMount(10, 4, mount(1, { name: 'Alpha sled' }))] },
    });
    renderAdmin('/admin/reseller/4/mounts');
    expect(await screen.findByText('Alpha sled')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Mount' })).not.toBeInTheDocument();
    expect(screen.getByTestId('inactive-reseller-note')).toHaveTextContent(
      'Acme is inactive, so no mounts can be added.',
    );
  });
});

describe('browser titles', () => {
  it('names each admin page first', async () => {
    mockApi({ 'GET /api/mounts': { json: [] }, 'GET /api/antennas': { json: [] } });
    renderAdmin('/admin/mounts');
    await screen.findByText('No Mounts');
    expect(document.title).toBe('Mounts · Admin · NPRM Ballast Calculator');
    await userEvent.setup().click(screen.getByRole('link', { name: 'New Mount' }));
    await screen.findByRole('heading', { name: 'New Mount' });
    expect(document.title).toBe('New Mount · Admin · NPRM Ballast Calculator');
  });
});

describe('natural order', () => {
  it('reads the numbers in text as numbers, ignores case, and compares numbers by value', () => {
    expect(['Beta', '12×12 ft sled', 'alpha', '4×4 ft sled', '8 ft tripod'].sort(naturalCompare)).toEqual([
      '4×4 ft sled',
      '8 ft tripod',
      '12×12 ft sled',
      'alpha',
      'Beta',
    ]);
    expect([0.5, 0.45, 10, 2].sort(compareCells)).toEqual([0.45, 0.5, 2, 10]);
  });
});

describe('the mounts list', () => {
  const mounts = [
    mount(1, { name: 'Heavy ridge', weight: 0.1 + 0.2, max_roof_load: 35 }),
    mount(2, { name: '12×12 ft sled', weight: 1234.56, max_roof_load: 40.25 }),
    mount(3, { name: '4×4 ft sled', weight: 50, max_roof_load: 12 }),
  ];

  it('sorts names starting with a digit among the others by their number', async () => {
    mockApi({ 'GET /api/mounts': { json: mounts } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    expect(column('Mounts', 2)).toEqual(['4×4 ft sled', '12×12 ft sled', 'Heavy ridge']);
  });

  it("shows numbers at their field's precision, with thousands separators, sorted by value", async () => {
    mockApi({ 'GET /api/mounts': { json: mounts } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('columnheader', { name: /^Weight/ }));
    // A number column sorts largest first on its first click.
    expect(column('Mounts', 5)).toEqual(['1,234.6', '50', '0.3']);
    expect(column('Mounts', 4)).toEqual(['40.3', '12', '35']);
  });

  it('"/" puts the cursor in the search box; typed in a field it stays a "/"', async () => {
    mockApi({ 'GET /api/mounts': { json: mounts } });
    renderAdmin('/admin/mounts');
    await screen.findByRole('table', { name: 'Mounts' });
    const search = screen.getByRole('searchbox', { name: 'Search Mounts' });
    const user = userEvent.setup();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    const filter = screen.getByRole('textbox', { name: 'Filter Name' });
    await user.click(filter);
    await user.keyboard('/');
    expect(filter).toHaveFocus();
    expect(filter).toHaveValue('/');
  });
});
