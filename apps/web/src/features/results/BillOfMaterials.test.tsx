import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedResult } from '../../test/publicFixtures';
import { openResult } from './openResult';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the bill of materials on the results page', () => {
  it('lists each part with its quantity and prices in the currency, and the total', async () => {
    openResult({
      ...savedResult,
      bill_of_materials: {
        currency: 'USD',
        lines: [
          { part_number: 'DEMO-S6', description: 'Sled', quantity: 1, unit_price: 1249.5, line_total: 1249.5 },
          {
            part_number: 'CMU 8x8x16',
            description: 'Ballast block, 8x8x16 in',
            quantity: 44,
            unit_price: 2.35,
            line_total: 103.4,
          },
        ],
        total: 1352.9,
      },
    });
    const section = await screen.findByRole('region', { name: 'Bill of materials' });
    const table = within(section).getByTestId('bill-of-materials');
    expect(rowsOf(table).filter((cells) => cells.length > 0)).toEqual([
      ['DEMO-S6', 'Sled', '1', '$1,249.50', '$1,249.50'],
      ['CMU 8x8x16', 'Ballast block, 8x8x16 in', '44', '$2.35', '$103.40'],
    ]);
    expect(within(section).getByTestId('bom-total')).toHaveTextContent('$1,352.90');
    expect(section).toHaveTextContent('Prices in USD');
    // A phone's layout: one part per block with its price in full.
    const list = within(section).getByTestId('bom-list');
    expect(list).toHaveTextContent('DEMO-S6Sled1 × $1,249.50 = $1,249.50');
    expect(list).toHaveTextContent('CMU 8x8x16Ballast block, 8x8x16 in44 × $2.35 = $103.40');
    expect(list).toHaveTextContent('Total$1,352.90');
  });

  it('shows "On request" for a part without a price and for the total, part numbers as text', async () => {
    openResult({
      ...savedResult,
      bill_of_materials: {
        currency: 'EUR',
        lines: [
          { part_number: '<b>M-1</b>', description: 'Sled', quantity: 1, unit_price: 10, line_total: 10 },
          { part_number: 'TRAY', description: 'Ballast tray', quantity: 4, unit_price: null, line_total: null },
        ],
        total: null,
      },
    });
    const section = await screen.findByRole('region', { name: 'Bill of materials' });
    const rows = rowsOf(within(section).getByTestId('bill-of-materials')).filter((cells) => cells.length > 0);
    expect(rows).toEqual([
      ['<b>M-1</b>', 'Sled', '1', '€10.00', '€10.00'],
      ['TRAY', 'Ballast tray', '4', 'On request', 'On request'],
    ]);
    expect(within(section).getByTestId('bom-total')).toHaveTextContent('On request');
    expect(within(section).getByTestId('bom-list')).toHaveTextContent('TRAYBallast tray4 × On requestTotalOn request');
  });

  it('shows nothing for a result saved before the bill of materials', async () => {
    openResult(savedResult);
    expect(savedResult.bill_of_materials.lines).toEqual([]);
    await screen.findByRole('region', { name: 'Forces and checks' });
    expect(screen.queryByRole('region', { name: 'Bill of materials' })).toBeNull();
  });
});
