import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { antenna, mount } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';
import { WIND_AREA_MISSING } from './WindArea';

afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const bodyOf = (request: { init?: RequestInit | undefined } | undefined) => JSON.parse(request?.init?.body as string);

/** An antenna saved before square_footage was required: no wind area. */
const legacy = antenna(7, { model: 'Legacy dish', square_footage: 0 });

describe('an antenna without a wind area (AN-01..AN-21)', () => {
  it('is flagged in the antenna list, under its model; the others are not', async () => {
    mockApi({ 'GET /api/antennas': { json: [antenna(1, { model: 'Good radio' }), legacy] } });
    renderAdmin('/admin/antennas');
    const table = await screen.findByRole('table', { name: 'Antennas' });
    const flagged = within(table).getByText('Legacy dish').closest('tr')!;
    expect(flagged).toHaveTextContent(WIND_AREA_MISSING);
    expect(within(flagged).getByText('Wind area missing:')).toBeVisible();
    const good = within(table).getByText('Good radio').closest('tr')!;
    expect(good).not.toHaveTextContent('Wind area missing');
    expect(within(table).getAllByText('Wind area missing:')).toHaveLength(1);
  });

  it('its form says so, refuses a save with the field blank at the field, then saves the value', async () => {
    const saved = { ...legacy, square_footage: 13 };
    const fetchMock = mockApi({
      'GET /api/antennas/7': { json: legacy },
      'PUT /api/antennas/7': { json: saved },
      'GET /api/antennas': { json: [saved] },
      'GET /api/mounts': { json: [mount(1)] },
    });
    renderAdmin('/admin/antenna/7');
    await screen.findByRole('heading', { name: 'Edit Antenna' });
    expect(screen.getByText(WIND_AREA_MISSING)).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.clear(field('Square Footage'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Square Footage can't be blank")).toBeVisible();
    expect(field('Square Footage')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'PUT /api/antennas/7')).toHaveLength(0);

    await user.type(field('Square Footage'), '13');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Antenna')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/antennas/7')).toHaveLength(1));
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/antennas/7')[0]).square_footage).toBe(13);
  });

  it('an antenna with its wind area shows no such notice', async () => {
    mockApi({
      'GET /api/antennas/1': { json: antenna(1) },
      'GET /api/mounts': { json: [mount(1)] },
    });
    renderAdmin('/admin/antenna/1');
    await screen.findByRole('heading', { name: 'Edit Antenna' });
    expect(field('Square Footage')).toHaveValue('0.45');
    expect(screen.queryByText(WIND_AREA_MISSING)).not.toBeInTheDocument();
  });
});
