import { screen, within } from '@testing-library/react';
import { roofCheckOf, type MountSearchResult } from '@nprm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedResult } from '../../test/publicFixtures';
import { openResult } from './openResult';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The saved result with the roof inputs given, its derived check as the API answers it. */
function withRoof(over: Partial<MountSearchResult>): MountSearchResult {
  const result = { ...savedResult, ...over };
  return { ...result, roof_check: roofCheckOf(result) };
}

describe('the ballast plan and the roof checks on the results page', () => {
  it('draws the plan with a scale bar, the feet on the pad, and each block by position and layer', async () => {
    openResult(withRoof({ roof_edge_distance: 12 }));
    const drawing = await screen.findByRole('img', { name: /^Block layout of/ });
    expect(drawing.querySelectorAll('rect.layout-foot')).toHaveLength(4);
    expect(drawing.querySelector('line.layout-scale-bar')).not.toBeNull();
    expect(within(drawing).getByText(/ft \(scale bar\)$/)).toBeInTheDocument();
    expect(within(drawing).getAllByText('4 ft')).toHaveLength(2);
    expect(drawing.querySelector('[data-testid="layout-ridge"]')).toBeNull();
    const positions = screen.getByTestId('block-layout-positions');
    expect(positions).toHaveTextContent(/Tray 1: 11 blocks in (one layer|\d layers)/);
    expect(screen.getByTestId('block-layout-notes')).toHaveTextContent(
      '12 ft from the nearest roof edge: at least the 6 ft',
    );
  });

  it('draws a ridge mount’s ridge through the mast', async () => {
    openResult(withRoof({ ridge_mount: true }));
    const drawing = await screen.findByRole('img', { name: /^Block layout of/ });
    const ridge = within(drawing).getByTestId('layout-ridge');
    expect(ridge).toHaveTextContent('Ridge');
    expect(screen.getByTestId('block-layout-notes')).toHaveTextContent('Ridge mount: the frame straddles the ridge');
  });

  it('says a plan it cannot draw is not drawn, never an empty square', async () => {
    openResult(withRoof({ ridge_mount: true, trays: null }));
    const section = await screen.findByTestId('block-layout');
    expect(section).toHaveTextContent('Not drawn: this mount has no trays or positions for its blocks');
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it('shows both utilisations when the roof allowable is given, and the edge inside the setback', async () => {
    openResult(withRoof({ roof_allowable_load: 30, roof_edge_distance: 2 }));
    expect(await screen.findByTestId('check-roof-structure')).toHaveTextContent(
      "Roof load 23.5 psf is 78 % of the roof structure's allowable 30 psf",
    );
    expect(screen.getByTestId('check-roof-load')).toHaveTextContent('59 %');
    expect(screen.getByTestId('check-roof-edge')).toHaveTextContent('2 ft from the nearest roof edge, inside the 6 ft');
  });

  it('says the roof structure was not checked when no allowable was given', async () => {
    openResult(savedResult);
    expect(await screen.findByTestId('check-roof-structure')).toHaveTextContent('Roof structure not checked');
    expect(screen.getByTestId('check-roof-edge')).toHaveTextContent('the edge setback is not checked');
  });
});
