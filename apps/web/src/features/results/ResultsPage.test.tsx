import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountSearchResult } from '@nprm/contracts';
import { mockApi, requestsTo, renderPage, type MockAnswer } from '../../test/renderPage';
import { savedResult, summit } from '../../test/publicFixtures';
import { resultSearchParams } from '../../lib/resultParams';
import { ResultsPage } from './ResultsPage';
import { sheetSteps } from './reportFixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

function routes(result: MockAnswer, reseller: unknown = summit) {
  return mockApi({
    'GET /api/resellers/init': { json: reseller },
    [`GET /api/mount_search_results/token/${savedResult.token}`]: result,
  });
}

/** A window at least 750 px wide, or narrower. */
function stubWidth(wide: boolean) {
  const matchMedia = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: wide && query.includes('min-width: 750px'),
  }));
}

const withToken = `/results?t=${savedResult.token}`;

describe('results page', () => {
  it('loads the saved result by t and shows the mount, figures with separators, buttons and links', async () => {
    const fetchMock = routes({ json: savedResult });
    renderPage(<ResultsPage />, withToken);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Ballast Calculator Results' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, `GET /api/mount_search_results/token/${savedResult.token}`)).toHaveLength(1);
    expect(screen.getByTestId('mount-name')).toHaveTextContent('8×8 ft Dish Sled');
    expect(screen.getByTestId('part-number')).toHaveTextContent('DEMO-S8');
    expect(screen.getByTestId('ballast-weight')).toHaveTextContent('1,230 lbs');
    expect(screen.getByText('of ballast required to resist sliding and overturning')).toBeInTheDocument();
    expect(screen.getByText(/41 blocks of 30 lb/)).toBeInTheDocument();
    expect(screen.getByTestId('roof-load')).toHaveTextContent('23.5 PSF');
    expect(screen.getByTestId('total-dead-load')).toHaveTextContent('1,410 lbs');

    const share = screen.getByRole('link', { name: 'Share' });
    const mailto = share.getAttribute('href') ?? '';
    expect(mailto.startsWith('mailto:?subject=Mount%20Recommendation&body=')).toBe(true);
    expect(decodeURIComponent(mailto)).toContain(`${window.location.origin}/results?t=${savedResult.token}`);
    const buy = screen.getByRole('link', { name: 'Buy' });
    expect(buy).toHaveAttribute('href', 'https://example.com/buy/s8');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Assembly Instructions' })).toHaveAttribute(
      'href',
      'https://example.com/s8/assembly.pdf',
    );
    expect(screen.queryByRole('link', { name: 'Product Sheet' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('download');
    expect(pdf.getAttribute('href')).toMatch(
      new RegExp(
        `^/api/mount_search_results/token/${savedResult.token}/report\\.pdf\\?time_zone=[^&]+&paper=(letter|a4)$`,
      ),
    );
    // The sections under the answer come a frame after it (AfterFirstPaint).
    expect(await screen.findByRole('link', { name: 'New Ballast Calculation' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('img', { name: '8×8 ft Dish Sled', hidden: true })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: '8×8 ft Dish Sled' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: '1 of 2' })).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('region', { name: 'Mount images' }).querySelector('.slide-carousel-track')).toHaveStyle({
      transition: 'transform 500ms ease',
    });
  });

  it('names the block type and the blocks per tray, reminds to weigh the blocks and lists the assumptions', async () => {
    routes({ json: savedResult });
    renderPage(<ResultsPage />, withToken);
    expect(await screen.findByTestId('ballast-blocks')).toHaveTextContent(
      '41 blocks of 30 lb (Solid concrete block 4" × 8" × 16")',
    );
    expect(screen.getByTestId('blocks-per-tray')).toHaveTextContent('11 per tray in 4 trays');
    expect(screen.getByTestId('weigh-blocks')).toHaveTextContent('Weigh the ballast blocks on site');
    const assumptions = await screen.findByRole('region', { name: 'Assumptions and limits' });
    expect(
      within(assumptions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(savedResult.assumptions.map((assumption) => assumption.text));
  });

  it('shows a result saved before block types without them', async () => {
    routes({ json: { ...savedResult, block_type: null, trays: null, assumptions: [] } });
    renderPage(<ResultsPage />, withToken);
    expect(await screen.findByTestId('ballast-blocks')).toHaveTextContent(/^41 blocks of 30 lb$/);
    expect(screen.queryByTestId('blocks-per-tray')).toBeNull();
    expect(screen.queryByTestId('weigh-blocks')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Assumptions and limits' })).toBeNull();
  });

  it('fills the Calculator Criteria table and shows the calculations', async () => {
    routes({ json: { ...savedResult, ridge_mount: true } });
    renderPage(<ResultsPage />, withToken);
    const table = await screen.findByRole('table');
    const row = (label: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr');
    expect(row('Date Prepared')).toHaveTextContent('November 21, 2026');
    expect(row('Make/Model')).toHaveTextContent('Prodelin 1.2 m Dish');
    expect(row('City')).toHaveTextContent('Chicago, IL, United States');
    expect(row('Building Height \\(feet\\)')).toHaveTextContent('40');
    expect(row('Roof Type')).toHaveTextContent('EPDM membrane / Peak Roof');
    expect(row('Wind Exposure')).toHaveTextContent('C – Open');
    expect(row('Wind Speed')).toHaveTextContent('115 mph');
    expect(row('Wind Speed')).not.toHaveTextContent('*');
    expect(screen.queryByTestId('default-wind-speed-note')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Calculations' })).toBeInTheDocument();
  });

  it('says why the wind speed is what it is (its source and basis) and links to ATC Hazards by Location', async () => {
    routes({
      json: {
        ...savedResult,
        wind_speed: 140,
        wind_speed_note: '140 mph for Boulder, CO, set by the administrator from Boulder County Building Code 2015.',
        wind_speed_basis: 'Set by the administrator for Boulder, CO: plains east of the foothills.',
      },
    });
    renderPage(<ResultsPage />, withToken);
    expect(await screen.findByTestId('wind-speed-basis')).toHaveTextContent(
      'Why this value: Set by the administrator for Boulder, CO: plains east of the foothills.',
    );
    expect(
      screen.getByText(/Wind speed source: 140 mph for Boulder, CO, set by the administrator/),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'ATC Hazards by Location' });
    expect(link).toHaveAttribute('href', 'https://hazards.atcouncil.org/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no basis line for a result stored before the basis was kept, nor the ATC link for a wind speed entered', async () => {
    routes({ json: { ...savedResult, wind_speed_basis: '', wind_speed_source: 'given' } });
    renderPage(<ResultsPage />, withToken);
    await screen.findByRole('table');
    expect(screen.queryByTestId('wind-speed-basis')).toBeNull();
    expect(screen.queryByRole('link', { name: 'ATC Hazards by Location' })).toBeNull();
  });

  it('marks a default wind speed with the asterisk note, and links to the plain text without a sheet', async () => {
    const defaulted: MountSearchResult = {
      ...savedResult,
      default_wind_speed: true,
      calculation_steps: [],
      total_dead_load: 0,
    };
    routes({ json: defaulted });
    renderPage(<ResultsPage />, withToken);
    expect(await screen.findByTestId('default-wind-speed-note')).toHaveTextContent(
      '* Wind speed data for your location was not found. Using a default wind speed of 115 MPH',
    );
    // Beside the ballast figure too, not only at the foot of the criteria.
    expect(screen.getByTestId('ballast-default-wind-note')).toHaveTextContent('default wind speed of 115 MPH');
    expect(screen.getByRole('rowheader', { name: /^Wind Speed/ }).closest('tr')).toHaveTextContent('115 mph*');
    expect(screen.getByRole('link', { name: 'Its calculation as plain text' })).toBeInTheDocument();
    expect(screen.queryByTestId('total-dead-load')).toBeNull();
  });

  it('puts the tooltips to the right at 750 px and wider, on top below, with the ASCE 7-10 wording', async () => {
    stubWidth(true);
    routes({ json: savedResult });
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderPage(<ResultsPage />, withToken);
    const windInfo = await screen.findByRole('img', { name: /^About Wind Speed/ });
    expect(windInfo).toHaveAttribute('data-tooltip-position', 'right');
    await user.hover(windInfo);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Wind speed based on ASCE 7-10 Risk Category II');
    expect(screen.getByRole('img', { name: /^About Wind Exposure/ })).toHaveAttribute('data-tooltip-position', 'right');
    unmount();

    stubWidth(false);
    renderPage(<ResultsPage />, withToken);
    expect(await screen.findByRole('img', { name: /^About Wind Speed/ })).toHaveAttribute(
      'data-tooltip-position',
      'top',
    );
  });

  it('titles the document with company, antenna, location and date while printing', async () => {
    routes({ json: savedResult });
    renderPage(<ResultsPage />, withToken);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Your Ballast Calculator Results');
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(document.title).toBe('Acme Towers - Prodelin 1.2 m Dish - Chicago, IL, United States - November 21, 2026');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.title).toBe('Your Ballast Calculator Results');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the result for the full parameter set when it matches the saved result', async () => {
    const fetchMock = routes({ json: savedResult });
    renderPage(<ResultsPage />, `/results?${resultSearchParams(savedResult).toString()}`);
    expect(await screen.findByTestId('mount-name')).toHaveTextContent('8×8 ft Dish Sled');
    expect(requestsTo(fetchMock, `GET /api/mount_search_results/token/${savedResult.token}`)).toHaveLength(1);
  });

  it('shows No Results for parameters that do not match the saved result', async () => {
    routes({ json: savedResult });
    const params = resultSearchParams(savedResult);
    params.set('ballastWeight', '99');
    renderPage(<ResultsPage />, `/results?${params.toString()}`);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
  });

  it('shows No Results, with the contact link, when a parameter is missing or mountId is empty, without asking the API', async () => {
    const fetchMock = routes({ json: savedResult });
    const params = resultSearchParams(savedResult);
    params.delete('companyName');
    const { unmount } = renderPage(<ResultsPage />, `/results?${params.toString()}`);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(screen.getByText('We could not determine a mount based on your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
    // The sections under the answer come a frame after it (AfterFirstPaint).
    expect(await screen.findByRole('link', { name: 'New Ballast Calculation' })).toHaveAttribute('href', '/');
    unmount();

    const emptyMount = resultSearchParams(savedResult);
    emptyMount.set('mountId', '');
    renderPage(<ResultsPage />, `/results?${emptyMount.toString()}`);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `GET /api/mount_search_results/token/${savedResult.token}`)).toHaveLength(0);
  });

  it('states both wind speeds when the visitor entered one below the mapped value, and offers "Edit these inputs" (R-40, R-41)', async () => {
    routes({
      json: {
        ...savedResult,
        wind_speed: 150,
        wind_speed_source: 'given',
        mapped_wind_speed: 175,
        wind_speed_place: 'Miami-Dade, FL',
      },
    });
    renderPage(<ResultsPage />, withToken);
    const row = (await screen.findByRole('rowheader', { name: /^Wind Speed/ })).closest('tr');
    expect(row).toHaveTextContent('150 mph');
    expect(screen.getByTestId('below-mapped-wind-speed')).toHaveTextContent(
      'Entered 150 mph, below the 175 mph mapped for Miami-Dade, FL.',
    );
    expect(screen.getByRole('link', { name: 'Edit these inputs' })).toHaveAttribute(
      'href',
      `/?edit=${savedResult.token}`,
    );
  });

  it('prints the reason for a lower wind speed beside it, on the criteria and the report summary', async () => {
    const reason = 'Site-specific wind study by Example Wind Engineering, 2026';
    routes({
      json: {
        ...savedResult,
        wind_speed: 160,
        wind_speed_source: 'given',
        mapped_wind_speed: 175,
        wind_speed_place: 'Miami-Dade, FL',
        wind_speed_reason: reason,
      },
    });
    renderPage(<ResultsPage />, withToken);
    expect(await screen.findByTestId('below-mapped-wind-speed')).toHaveTextContent(
      `Entered 160 mph, below the 175 mph mapped for Miami-Dade, FL, for this reason: ${reason}`,
    );
    expect(screen.getByTestId('report-wind-speed')).toHaveTextContent(
      `160 mph, given, below the mapped 175 mph: ${reason}`,
    );
  });

  it('says nothing about the mapped value when the wind speed was looked up or entered above it', async () => {
    routes({ json: { ...savedResult, wind_speed: 180, wind_speed_source: 'given', mapped_wind_speed: 175 } });
    renderPage(<ResultsPage />, withToken);
    await screen.findByTestId('mount-name');
    expect(screen.queryByTestId('below-mapped-wind-speed')).toBeNull();
  });

  it('shows No Results with no parameters (a search that found nothing) and no contact link without an e-mail', async () => {
    routes({ json: savedResult }, { ...summit, contact_email: null });
    renderPage(<ResultsPage />, '/results');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it("shows the specification's No Results for an unknown token, /error on other failures", async () => {
    routes({ status: 404 });
    const { unmount } = renderPage(<ResultsPage />, withToken);
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    expect(screen.getByText('We could not determine a mount based on your criteria.')).toBeInTheDocument();
    // The sections under the answer come a frame after it (AfterFirstPaint).
    expect(await screen.findByRole('link', { name: 'New Ballast Calculation' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('No Results Found');
    // Nothing names a stored search here: no request controls without its token.
    expect(screen.queryByRole('button', { name: 'Ask an engineer' })).toBeNull();
    unmount();

    routes({ status: 500 });
    renderPage(<ResultsPage />, withToken);
    await screen.findByTestId('elsewhere');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/error$/);
  });

  it('draws the block layout from the saved result: title, description, trays with their counts, notes', async () => {
    routes({ json: savedResult });
    renderPage(<ResultsPage />, withToken);
    const drawing = await screen.findByRole('img', { name: /^Block layout of the 8×8 ft Dish Sled/ });
    expect(drawing).toHaveAccessibleDescription(
      'Plan of the mount: footprint 4 ft by 4 ft, mast at the centre, 4 trays holding 11, 10, 10 and 10 blocks, ' +
        '41 blocks in all; the wind arrow shows the wind across the short side.',
    );
    const trays = screen.getAllByTestId('layout-tray');
    expect(trays.map((tray) => Number(tray.getAttribute('data-blocks')))).toEqual([11, 10, 10, 10]);
    // Every block at a position, stacked in layers where one layer does not take a tray's share.
    const stacks = [...trays[0]!.querySelectorAll('[data-testid="layout-block"]')].map((spot) =>
      Number(spot.getAttribute('data-layers')),
    );
    expect(stacks.reduce((sum, layers) => sum + layers, 0)).toBe(11);
    expect(screen.getByTestId('block-layout-notes')).toHaveTextContent('Wind shown across the short side');
  });

  it('says the layout is not drawn for a result without a footprint, with no drawing', async () => {
    routes({ json: { ...savedResult, footprint: null } });
    renderPage(<ResultsPage />, withToken);
    expect(await screen.findByTestId('block-layout')).toHaveTextContent('Not drawn: the mount’s base was not recorded');
    expect(screen.queryByRole('img', { name: /^Block layout/ })).toBeNull();
  });

  it('keeps the calculation sheet collapsed behind a control that opens and closes it', async () => {
    routes({ json: { ...savedResult, calculation_steps: sheetSteps } });
    renderPage(<ResultsPage />, withToken);
    const toggle = await screen.findByRole('button', { name: 'Show the calculation sheet' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body).toHaveAttribute('data-collapsed', 'true');
    // Collapsed only on screen (report.css): the sheet is in the page, so printing carries it.
    expect(within(body).getByRole('region', { name: 'Calculation sheet' })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the calculation sheet' })).toHaveAttribute('aria-expanded', 'true');
    expect(body).not.toHaveAttribute('data-collapsed');
  });

  it('prints a place typed that names nothing as typed, marked, in the criteria and the summary', async () => {
    routes({ json: { ...savedResult, location: 'Somewhere', location_latitude: null, location_longitude: null } });
    renderPage(<ResultsPage />, withToken);
    const row = (await screen.findByRole('rowheader', { name: /^City/ })).closest('tr');
    expect(row).toHaveTextContent('Somewhere (not found in the place list)');
    expect(screen.getByTestId('report-summary')).toHaveTextContent('Somewhere (not found in the place list)');
  });
});
