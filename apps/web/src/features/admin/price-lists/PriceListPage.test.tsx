import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceList } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { reseller } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (request: { init?: RequestInit | undefined } | undefined) => JSON.parse(request?.init?.body as string);

const list: PriceList = {
  reseller_id: 4,
  currency: 'USD',
  valid_from: '2026-01-01',
  lock_version: 3,
  items: [
    { item_type: 'mount', item_id: 7, part_number: 'DEMO-S6', description: 'Sled', unit_price: 1249.5 },
    {
      item_type: 'tray',
      item_id: 7,
      part_number: 'DEMO-S6-TRAY',
      description: 'Ballast tray for DEMO-S6',
      unit_price: null,
    },
    { item_type: 'block_type', item_id: 1, part_number: 'Solid block', description: 'Ballast block', unit_price: 2 },
  ],
};

describe('the price list screen', () => {
  it("shows the reseller's prices, blank on request, and saves only the prices edited with the version read", async () => {
    const saved: PriceList = { ...list, items: list.items.map((item) => ({ ...item, unit_price: 40 })) };
    const fetchMock = mockApi({
      'GET /api/resellers/4': { json: reseller(4, { name: 'Northwind' }) },
      'GET /api/resellers/4/price_list': { json: list },
      'PUT /api/resellers/4/price_list': { json: saved },
    });
    renderAdmin('/admin/reseller/4/prices');
    expect(await screen.findByRole('heading', { name: 'Prices of Northwind' })).toBeInTheDocument();
    const price = (part: string) => screen.getByRole('textbox', { name: `Unit price of ${part}` });
    expect(price('DEMO-S6')).toHaveValue('1249.50');
    expect(price('DEMO-S6-TRAY')).toHaveValue('');
    expect(price('DEMO-S6-TRAY')).toHaveAttribute('placeholder', 'On request');
    const user = userEvent.setup({ delay: null });
    await user.type(price('DEMO-S6-TRAY'), '40');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Saved the price list')).toBeInTheDocument();
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/resellers/4/price_list')[0])).toEqual({
      currency: 'USD',
      valid_from: '2026-01-01',
      prices: [{ item_type: 'tray', item_id: 7, unit_price: '40' }],
      lock_version: 3,
    });
  });

  it('a change of currency names the prices it re-labels and saves only once confirmed', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers/4': { json: reseller(4, { name: 'Northwind' }) },
      'GET /api/resellers/4/price_list': { json: list },
      'PUT /api/resellers/4/price_list': { json: { ...list, currency: 'EUR', lock_version: 4 } },
    });
    renderAdmin('/admin/reseller/4/prices');
    await screen.findByRole('heading', { name: 'Prices of Northwind' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await user.clear(screen.getByRole('textbox', { name: 'Unit price of DEMO-S6' }));
    await user.type(screen.getByRole('textbox', { name: 'Unit price of DEMO-S6' }), '990');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the currency from USD to EUR?' });
    // DEMO-S6 is set in the new currency; only the block's price is re-labelled.
    const relabelled = within(dialog).getByRole('list', { name: 'Prices re-labelled' });
    expect(
      within(relabelled)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Solid block']);
    expect(requestsTo(fetchMock, 'PUT /api/resellers/4/price_list')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Change to EUR and save' }));
    expect(await screen.findByText('Saved the price list')).toBeInTheDocument();
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/resellers/4/price_list')[0])).toEqual({
      currency: 'EUR',
      valid_from: '2026-01-01',
      prices: [{ item_type: 'mount', item_id: 7, unit_price: '990' }],
      lock_version: 3,
      confirm_currency_change: true,
    });
  });

  it('a stale save shows what someone else changed, then and now, and reloads their version', async () => {
    const theirs: PriceList = {
      ...list,
      currency: 'CAD',
      lock_version: 4,
      items: list.items.map((item) => (item.item_type === 'tray' ? { ...item, unit_price: 12 } : item)),
    };
    mockApi({
      'GET /api/resellers/4': { json: reseller(4, { name: 'Northwind' }) },
      'GET /api/resellers/4/price_list': { json: list },
      'PUT /api/resellers/4/price_list': {
        status: 409,
        json: {
          errors: ['This record was changed by Ann Admin at 2026-11-26 16:30 UTC after you opened it'],
          changed_by: 'Ann Admin',
          changed_at: '2026-11-26T16:30:05.120Z',
          current: theirs,
        },
      },
    });
    renderAdmin('/admin/reseller/4/prices');
    await screen.findByRole('heading', { name: 'Prices of Northwind' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Unit price of Solid block' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    const conflict = await screen.findByTestId('conflict');
    const rows = within(within(conflict).getByRole('table', { name: 'What changed' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'CurrencyUSDCAD',
      'Unit price of DEMO-S6-TRAYOn requestCA$12.00',
    ]);
    await user.click(within(conflict).getByRole('button', { name: 'Reload their version' }));
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Unit price of DEMO-S6-TRAY' })).toHaveValue('12.00');
    expect(screen.getByRole('textbox', { name: 'Unit price of Solid block' })).toHaveValue('2.00');
  });

  it("shows a 422 on the price's field and on the currency", async () => {
    mockApi({
      'GET /api/resellers/4': { json: reseller(4, { name: 'Northwind' }) },
      'GET /api/resellers/4/price_list': { json: list },
      'PUT /api/resellers/4/price_list': {
        status: 422,
        json: {
          errors: { 'prices.0.unit_price': ['must not be negative'], currency: ['must be an ISO 4217 code'] },
          full_messages: [],
        },
      },
    });
    renderAdmin('/admin/reseller/4/prices');
    await screen.findByRole('heading', { name: 'Prices of Northwind' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Unit price of DEMO-S6' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    const alert = await screen.findByRole('alert', { name: 'The price list was not saved' });
    expect(within(alert).getByText(/Unit price of DEMO-S6 must not be negative/)).toBeInTheDocument();
    expect(screen.getAllByText('must not be negative').length).toBeGreaterThan(0);
    expect(screen.getByText('must be an ISO 4217 code')).toBeInTheDocument();
  });
});
