import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, mockApi, requestsTo, renderPage } from '../../test/renderPage';
import { antennas, chicago, roofTypes, savedResult, summit } from '../../test/publicFixtures';
import { CalculatorPage } from './CalculatorPage';

/** The visitor may choose the ballast block; left blank, the administrator's default applies. */
afterEach(() => vi.unstubAllGlobals());

const blocks = [
  { id: 3, name: 'Cap block', nominal_size: '4" × 8" × 16"', weight: 26, deleted_at: null },
  { id: 2, name: 'Half-height solid block', nominal_size: '2" × 8" × 16"', weight: 14, deleted_at: null },
  { id: 1, name: 'Solid concrete block', nominal_size: '4" × 8" × 16"', weight: 30, deleted_at: null },
];

function routes() {
  return mockApi({
    'GET /api/resellers/init': { json: summit },
    'GET /api/antennas': { json: antennas },
    'GET /api/roof_types': { json: roofTypes },
    'GET /api/block_types': { json: blocks },
    'GET /api/engineering_settings': {
      json: {
        kd: 0.95,
        gcr_policy: 'all_heights',
        load_combination: 'lrfd',
        florida_hvhz_rule: true,
        default_block_type_id: 1,
        updated_at: '',
      },
    },
    'GET /api/places': { json: [chicago] },
    'GET /api/wind_speed': {
      json: { wind_speed: 115, default_wind_speed: false, source: 'x', approximate: false, note: '' },
    },
    'POST /api/mount_search_results': { status: 201, json: savedResult },
  });
}

/** Pastes the text fields: typing key by key takes seconds in the test DOM. */
async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await chooseOption(user, 'Antenna', 'Prodelin 1.2 m Dish');
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Chic');
  await user.click(await screen.findByRole('option', { name: chicago.name }, { timeout: 10_000 }));
  for (const [label, value] of [
    ['Building height', '40'],
    ['Full Name', 'Ada Lovelace'],
    ['Email', 'ada@example.com'],
    ['Company', 'Acme Towers'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
  await chooseOption(user, 'Roof type', 'EPDM membrane');
  await chooseOption(user, 'Wind exposure', /C – Open/);
}

const sentBody = (fetchMock: ReturnType<typeof routes>) =>
  JSON.parse(requestsTo(fetchMock, 'POST /api/mount_search_results')[0]?.init?.body as string) as Record<
    string,
    unknown
  >;

describe('calculator: ballast block', () => {
  it('names the default block, offers every block type and sends the chosen one (blank: none sent)', async () => {
    const fetchMock = routes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    const field = await screen.findByRole('combobox', { name: 'Ballast block (optional)' }, { timeout: 10_000 });
    expect(field).toHaveAttribute('placeholder', 'Default: Solid concrete block 4" × 8" × 16", 30 lb');
    await user.click(field);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(blocks.map((b) => `${b.name} ${b.nominal_size}, ${b.weight} lb`));
    await user.keyboard('{Escape}');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere', {}, { timeout: 10_000 });
    expect(sentBody(fetchMock)).not.toHaveProperty('block_type');
  }, 60_000);

  it('sends the chosen block type', async () => {
    const fetchMock = routes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('combobox', { name: 'Ballast block (optional)' }, { timeout: 10_000 });
    await fillForm(user);
    await chooseOption(user, 'Ballast block (optional)', 'Half-height solid block 2" × 8" × 16", 14 lb');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere', {}, { timeout: 10_000 });
    expect(sentBody(fetchMock).block_type).toBe('2');
  }, 60_000);
});
