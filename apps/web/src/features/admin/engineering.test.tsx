import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../test/renderPage';
import { renderAdmin } from './test/renderAdmin';

/** Engineering in the admin: block types, the mount's trays, the antenna's uplift area, the engineering settings. */
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (request: { init?: RequestInit | undefined } | undefined) => JSON.parse(request?.init?.body as string);
const blocks = [
  { id: 3, name: 'Cap block', nominal_size: '4" × 8" × 16"', weight: 26, deleted_at: null },
  { id: 1, name: 'Solid concrete block', nominal_size: '4" × 8" × 16"', weight: 30, deleted_at: null },
];
const settings = {
  kd: 0.95,
  gcr_policy: 'all_heights',
  load_combination: 'lrfd',
  florida_hvhz_rule: true,
  default_block_type_id: 1,
  updated_at: '2026-11-23T07:00:00.000Z',
  lock_version: 3,
};

describe('block types', () => {
  it('lists block types under their own tab', async () => {
    mockApi({ 'GET /api/block_types': { json: blocks } });
    renderAdmin('/admin/block-types');
    expect(await screen.findByRole('heading', { name: 'Block Types' })).toBeInTheDocument();
    expect(await screen.findByText('Solid concrete block')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Block Types' })).toHaveAttribute('aria-current', 'page');
  });

  it('creates a block type with its nominal size and weight, refusing a weight of 0 first', async () => {
    const created = { id: 9, name: 'Paver', nominal_size: '2" × 16" × 16"', weight: 35, deleted_at: null };
    const fetchMock = mockApi({
      'POST /api/block_types': { status: 201, json: created },
      'GET /api/block_types': { json: [...blocks, created] },
    });
    renderAdmin('/admin/block-type/new');
    await screen.findByRole('heading', { name: 'New Block Type' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Paver');
    await user.type(screen.getByRole('textbox', { name: /^Nominal Size/ }), '2" × 16" × 16"');
    await user.type(screen.getByRole('textbox', { name: /^Weight/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Weight must be greater than 0')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/block_types')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /^Weight/ }));
    await user.type(screen.getByRole('textbox', { name: /^Weight/ }), '35');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Block Type')).toBeInTheDocument();
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/block_types')[0])).toEqual({
      name: 'Paver',
      nominal_size: '2" × 16" × 16"',
      weight: 35,
    });
  });
});

/** The server's example searches before and after (POST /api/engineering_settings/preview). */
const outcome = (ballast: number, governing: string, blockWeight = 30) => ({
  mount_id: 2,
  mount_name: 'Flat-Roof Sled (DEMO-2)',
  ballast_weight: ballast,
  ballast_blocks: { count: Math.ceil(ballast / blockWeight), block_weight: blockWeight },
  governing,
  no_fit_message: null,
});
const preview = {
  antenna: 'Acme X1',
  roof_type: 'EPDM membrane',
  examples: [
    {
      label: 'Exposure B, 105 mph, 20 ft building',
      wind_exposure: 'B',
      wind_speed: 105,
      building_height: 20,
      before: outcome(240, 'overturning'),
      after: outcome(210, 'sliding'),
    },
  ],
};

describe('engineering settings', () => {
  it('shows the current values with a plain explanation of each and saves a change', async () => {
    const fetchMock = mockApi({
      'GET /api/engineering_settings': { json: settings },
      'GET /api/block_types': { json: blocks },
      'PUT /api/engineering_settings': { json: { ...settings, kd: 0.85, default_block_type_id: 3 } },
      'POST /api/engineering_settings/preview': { json: preview },
      'GET /api/history': { json: [] },
    });
    renderAdmin('/admin/engineering-settings');
    expect(await screen.findByRole('heading', { name: 'Engineering Settings' })).toBeInTheDocument();
    const kd = await screen.findByRole('textbox', { name: /Wind Directionality Factor K_d/ });
    await waitFor(() => expect(kd).toHaveValue('0.95'));
    expect(screen.getByText(/0.95 suits round members and antennas/)).toBeInTheDocument();
    expect(screen.getByText(/only up to 60 ft/)).toBeInTheDocument();
    expect(screen.getByText(/about 10 % less ballast/)).toBeInTheDocument();
    expect(screen.getByText(/when the visitor does not choose one/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.clear(kd);
    await user.type(kd, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Kd must be greater than 0 and at most 1')).toBeInTheDocument();
    await user.clear(kd);
    await user.type(kd, '0.85');
    await user.click(screen.getByRole('combobox', { name: /^Default Ballast Block/ }));
    await user.click(await screen.findByRole('option', { name: 'Cap block 4" × 8" × 16", 26 lb' }));
    const hvhz = screen.getByRole('switch', { name: /Florida HVHZ Rule in Miami-Dade and Broward/ });
    expect(hvhz).toBeChecked();
    await user.click(hvhz);
    expect(hvhz).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these engineering settings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved Engineering Settings')).toBeInTheDocument();
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/engineering_settings')[0])).toEqual({
      kd: 0.85,
      gcr_policy: 'all_heights',
      load_combination: 'lrfd',
      florida_hvhz_rule: false,
      default_block_type_id: '3',
      lock_version: 3,
    });
  });
});

describe('engineering settings guarded', () => {
  const entry = {
    id: 9,
    created_at: '2026-11-25T10:00:00.000Z',
    user_id: 1,
    user_email: 'ann@example.com',
    entity: 'engineering_settings',
    entity_id: 1,
    action: 'update',
    changes: { kd: { before: 0.95, after: 0.9 } },
  };

  it("shows the page's own history and asks before leaving unsaved edits", async () => {
    const fetchMock = mockApi({
      'GET /api/engineering_settings': { json: settings },
      'GET /api/block_types': { json: blocks },
      'GET /api/history': { json: [entry] },
      'GET /api/mounts': { json: [] },
    });
    renderAdmin('/admin/engineering-settings');
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('ann@example.com')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/history')[0]?.url.searchParams.get('entity')).toBe('engineering_settings');
    const kd = await screen.findByRole('textbox', { name: /Wind Directionality Factor K_d/ });
    await waitFor(() => expect(kd).toHaveValue('0.95'));
    const user = userEvent.setup({ delay: null });
    await user.clear(kd);
    await user.type(kd, '0.9');
    await user.click(screen.getByRole('link', { name: 'Mounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to the engineering settings are not saved and will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(kd).toHaveValue('0.9');
  });
});

/** Opens the page, types `value` as K_d and presses Save. */
async function saveKd(value: string) {
  renderAdmin('/admin/engineering-settings');
  const user = userEvent.setup({ delay: null });
  const kd = await screen.findByRole('textbox', { name: /Wind Directionality Factor K_d/ });
  await waitFor(() => expect(kd).toHaveValue('0.95'));
  await user.clear(kd);
  await user.type(kd, value);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, kd };
}

describe('engineering settings confirmed with their effect on example searches', () => {
  it('shows the changes and before → after ballast, and saves only after the confirmation', async () => {
    const fetchMock = mockApi({
      'GET /api/engineering_settings': { json: settings },
      'GET /api/block_types': { json: blocks },
      'POST /api/engineering_settings/preview': { json: preview },
      'PUT /api/engineering_settings': { json: { ...settings, load_combination: 'asd', lock_version: 4 } },
      'GET /api/history': { json: [] },
    });
    renderAdmin('/admin/engineering-settings');
    const user = userEvent.setup({ delay: null });
    const combination = await screen.findByRole('combobox', { name: /^Load Combination/ });
    await waitFor(() => expect(combination).toHaveValue('0.9D + 1.0W (ASCE 7-10 §2.3.2)'));
    await user.click(combination);
    await user.click(await screen.findByRole('option', { name: '0.6D + 0.6W (ASCE 7-10 §2.4.1)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save these engineering settings?' });
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/engineering_settings/preview')[0])).toEqual({
      kd: 0.95,
      gcr_policy: 'all_heights',
      load_combination: 'asd',
      florida_hvhz_rule: true,
      default_block_type_id: '1',
    });
    expect(within(dialog).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Load combination: 0.9D + 1.0W (ASCE 7-10 §2.3.2) → 0.6D + 0.6W (ASCE 7-10 §2.4.1)',
    );
    const example = within(dialog).getByTestId('settings-preview-example');
    expect(example).toHaveTextContent('Exposure B, 105 mph, 20 ft building');
    expect(example).toHaveTextContent(
      'Before: Flat-Roof Sled (DEMO-2): 240 lbs, 8 blocks of 30 lb; governed by overturning',
    );
    expect(example).toHaveTextContent(
      'After: Flat-Roof Sled (DEMO-2): 210 lbs, 7 blocks of 30 lb; governed by sliding',
    );
    // Nothing is saved until the confirmation.
    expect(requestsTo(fetchMock, 'PUT /api/engineering_settings')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved Engineering Settings')).toBeInTheDocument();
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/engineering_settings')[0])).toMatchObject({
      load_combination: 'asd',
      lock_version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the edit unsaved when the user goes back from the confirmation', async () => {
    const fetchMock = mockApi({
      'GET /api/engineering_settings': { json: settings },
      'GET /api/block_types': { json: blocks },
      'POST /api/engineering_settings/preview': { json: preview },
      'GET /api/history': { json: [] },
    });
    const { user, kd } = await saveKd('0.9');
    const dialog = await screen.findByRole('dialog', { name: 'Save these engineering settings?' });
    expect(within(dialog).getByRole('list', { name: 'Changes' })).toHaveTextContent('K_d: 0.95 → 0.9');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kd).toHaveValue('0.9');
    expect(requestsTo(fetchMock, 'PUT /api/engineering_settings')).toHaveLength(0);
  });

  it("shows the server's field message when the preview refuses the settings (422), with no dialog", async () => {
    mockApi({
      'GET /api/engineering_settings': { json: settings },
      'GET /api/block_types': { json: blocks },
      'POST /api/engineering_settings/preview': {
        status: 422,
        json: {
          errors: { default_block_type_id: ['is not an active block type'] },
          full_messages: ['Default Block Type is not an active block type'],
        },
      },
      'GET /api/history': { json: [] },
    });
    await saveKd('0.9');
    expect(await screen.findByText(/is not an active block type/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
