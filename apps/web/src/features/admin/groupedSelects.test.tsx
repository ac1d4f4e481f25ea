import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/renderPage';
import { antenna, mount, reseller } from './test/fixtures';
import { renderAdmin } from './test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

/** The headings and option texts of the open listbox, in order (a heading as "# Heading"). */
function listed(): string[] {
  const listbox = screen.getByRole('listbox');
  return [...listbox.querySelectorAll('[class*="groupLabel"], [role="option"]')].map((node) =>
    node.getAttribute('role') === 'option' ? (node.textContent ?? '') : `# ${node.textContent ?? ''}`,
  );
}

describe('antenna and mount selects search and group (docs/product.md, forms)', () => {
  it("lists a reseller's 500 antenna options by make and finds one by typing part of its make and model", async () => {
    const makes = ['Ubiquiti', 'Prodelin', 'Cambium', 'Mimosa', 'Winegard'];
    const many = Array.from({ length: 500 }, (_, index) =>
      antenna(index + 1, { make: makes[index % makes.length]!, model: `Model ${index + 1}` }),
    );
    mockApi({ 'GET /api/resellers/4': { json: reseller(4) }, 'GET /api/antennas': { json: many } });
    renderAdmin('/admin/reseller/4');
    await screen.findByRole('heading', { name: 'Edit Reseller' }, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: /^Antennas/ });
    await user.click(box);
    const headings = listed().filter((text) => text.startsWith('# '));
    expect(headings).toEqual(['# Cambium', '# Mimosa', '# Prodelin', '# Ubiquiti', '# Winegard']);
    expect(screen.getAllByRole('option')).toHaveLength(500);
    await user.type(box, 'MIMOSA 124');
    expect(listed()).toEqual(['# Mimosa', 'Mimosa Model 124']);
    await user.click(screen.getByRole('option', { name: 'Mimosa Model 124' }));
    // Chosen: a pill now, and no longer offered.
    expect(screen.queryByRole('option', { name: 'Mimosa Model 124' })).not.toBeInTheDocument();
    expect(screen.getByText('Mimosa Model 124')).toBeInTheDocument();
  });

  it("lists an antenna's compatible mounts by kind and finds the ridge mounts by the heading's words", async () => {
    mockApi({
      'GET /api/mounts': {
        json: [
          mount(1, { part_number: 'SL-1', name: 'Alpha sled' }),
          mount(2, { part_number: 'RG-2', name: 'Bravo ridge', ridge_mount: true }),
          mount(3, { part_number: 'SL-3', name: 'Charlie sled' }),
        ],
      },
      'GET /api/antennas': { json: [] },
    });
    renderAdmin('/admin/antenna/new');
    await screen.findByRole('heading', { name: 'New Antenna' }, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: /Compatible Mounts/ });
    await user.click(box);
    expect(listed()).toEqual([
      '# Flat-roof mounts',
      'SL-1 Alpha sled',
      'SL-3 Charlie sled',
      '# Ridge mounts (peaked roofs)',
      'RG-2 Bravo ridge',
    ]);
    await user.type(box, 'peaked');
    expect(listed()).toEqual(['# Ridge mounts (peaked roofs)', 'RG-2 Bravo ridge']);
  });

  it("groups the reseller mount form's one mount select by kind too", async () => {
    mockApi({
      'GET /api/mounts': {
        json: [
          mount(1, { part_number: 'SL-1', name: 'Alpha sled' }),
          mount(2, { part_number: 'RG-2', name: 'Bravo ridge', ridge_mount: true }),
        ],
      },
      'GET /api/resellers/4/reseller_mounts': { json: [] },
    });
    renderAdmin('/admin/reseller/4/mount/new');
    await screen.findByRole('heading', { name: 'New Reseller Mount' }, { timeout: 10_000 });
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: /^Mount/ });
    await user.click(box);
    expect(listed()).toEqual([
      '# Flat-roof mounts',
      'SL-1 Alpha sled',
      '# Ridge mounts (peaked roofs)',
      'RG-2 Bravo ridge',
    ]);
    await user.type(box, 'alpha sl');
    expect(listed()).toEqual(['# Flat-roof mounts', 'SL-1 Alpha sled']);
  });
});
