import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WindSpeedOverride } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { renderAdmin } from '../test/renderAdmin';
import { dataCells } from '../test/tables';
import { IMPORT_TITLE, NOT_IMPORTED } from './WindSpeedImportPage';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const bodyOf = (request: { init?: RequestInit | undefined } | undefined) => JSON.parse(request?.init?.body as string);

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Replaces a field's text by pasting: typing key by key is slow in the test DOM (as in forms.test.tsx). */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(textbox(label));
  await user.click(textbox(label));
  await user.paste(value);
}

function override(id: number, fields: Partial<WindSpeedOverride> = {}): WindSpeedOverride {
  return {
    id,
    fips: '08013',
    county: 'Boulder',
    state: 'CO',
    wind_speed: 140,
    source: 'Boulder County Building Code 2015',
    note: '',
    table_wind_speed: 115,
    updated_at: '2026-11-20T10:00:00.000Z',
    deleted_at: null,
    lock_version: 0,
    ...fields,
  };
}

describe('wind speeds (/admin/wind-speeds)', () => {
  it('lists the overrides by FIPS with the county, the bundled value and the source; links to New and Import', async () => {
    mockApi({
      'GET /api/wind_speed_overrides': {
        json: [
          override(2, { fips: '12086', county: 'Miami-Dade', state: 'FL', wind_speed: 180, table_wind_speed: 175 }),
          override(1),
        ],
      },
    });
    renderAdmin('/admin/wind-speeds');
    const table = await screen.findByRole('table', { name: 'Wind Speeds' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(2)
      .map((row) => dataCells(row).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['08013', 'Boulder, CO', '140', '115', 'Boulder County Building Code 2015', 'Active'],
      ['12086', 'Miami-Dade, FL', '180', '175', 'Boulder County Building Code 2015', 'Active'],
    ]);
    expect(screen.getByRole('link', { name: 'New Wind Speed' })).toHaveAttribute('href', '/admin/wind-speed/new');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/admin/wind-speeds/import');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Wind Speeds' })).toHaveAttribute('href', '/admin/wind-speeds');
  });

  it('creates an override from the form and says "Created Wind Speed"', async () => {
    const fetchMock = mockApi({
      'POST /api/wind_speed_overrides': { status: 201, json: override(3) },
      'GET /api/wind_speed_overrides': { json: [] },
    });
    renderAdmin('/admin/wind-speed/new');
    await screen.findByRole('heading', { name: 'New Wind Speed' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("County FIPS Code can't be blank")).toBeInTheDocument();
    await enter(user, 'County FIPS Code', '8013');
    await enter(user, 'Wind Speed', '301');
    await enter(user, 'Source', 'Boulder County Building Code 2015');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('County FIPS Code must be a 5-digit county FIPS code')).toBeInTheDocument();
    expect(screen.getByText('Wind Speed must be less than or equal to 300')).toBeInTheDocument();
    await enter(user, 'County FIPS Code', '08013');
    await enter(user, 'Wind Speed', '140');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created Wind Speed')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/wind-speeds'));
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/wind_speed_overrides')[0])).toMatchObject({
      fips: '08013',
      wind_speed: 140,
      source: 'Boulder County Building Code 2015',
    });
  });
});

describe('wind speed import (/admin/wind-speeds/import)', () => {
  const CSV = 'fips,wind_speed,source,note\n08013,140,Boulder County code,';

  it('checks the file on a dry run, then imports it', async () => {
    const fetchMock = mockApi({
      'POST /api/wind_speed_overrides/import': { json: { dry_run: true, rows: 1, created: 1, updated: 0 } },
    });
    renderAdmin('/admin/wind-speeds/import');
    await screen.findByRole('heading', { name: IMPORT_TITLE });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('textbox', { name: /^CSV/ }));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('import-result')).toHaveTextContent(
      '1 rows checked: 1 new, 0 updated. Nothing was written.',
    );
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/wind_speed_overrides/import')[0])).toEqual({
      csv: CSV,
      dry_run: true,
    });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/wind_speed_overrides/import')).toHaveLength(2));
    expect(bodyOf(requestsTo(fetchMock, 'POST /api/wind_speed_overrides/import')[1])).toEqual({
      csv: CSV,
      dry_run: false,
    });
  });

  it('lists every bad row of a refused file', async () => {
    mockApi({
      'POST /api/wind_speed_overrides/import': {
        status: 422,
        json: {
          errors: {
            csv: [
              'has an error on line 2: County FIPS Code is not a known county',
              "has an error on line 3: Source can't be blank",
            ],
          },
          full_messages: [],
        },
      },
    });
    renderAdmin('/admin/wind-speeds/import');
    await screen.findByRole('heading', { name: IMPORT_TITLE });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('textbox', { name: /^CSV/ }));
    await user.paste('fips,wind_speed,source\n99999,120,x\n12086,120,');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const errors = await screen.findByTestId('import-errors');
    expect(errors).toHaveTextContent(NOT_IMPORTED);
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'has an error on line 2: County FIPS Code is not a known county',
      "has an error on line 3: Source can't be blank",
    ]);
  });
});
