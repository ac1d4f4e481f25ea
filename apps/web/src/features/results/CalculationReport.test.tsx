import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculationSheetText, type MountSearchResult } from '@nprm/contracts';
import { mockApi, renderPage, type MockAnswer } from '../../test/renderPage';
import { savedResult, summit } from '../../test/publicFixtures';
import { ResultsPage } from './ResultsPage';
import { sheetSteps, sheetStepsBefore0057, whatIf } from './reportFixtures';
import { WHAT_IF_COMPOUND, WHAT_IF_FAILED } from './WhatIfPanel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const report: MountSearchResult = {
  ...savedResult,
  reference: 'R-7KQ2-M9XD',
  result_url: 'http://localhost:3000/results?t=tok_ABC-123',
  calculation_steps: sheetSteps,
};

function open(result: MountSearchResult = report, whatIfAnswer: MockAnswer = { json: whatIf }) {
  const fetchMock = mockApi({
    'GET /api/resellers/init': { json: summit },
    [`GET /api/mount_search_results/token/${result.token}`]: { json: result },
    [`GET /api/mount_search_results/token/${result.token}/what_if`]: whatIfAnswer,
  });
  renderPage(<ResultsPage />, `/results?t=${result.token}`);
  return fetchMock;
}

/** The summary's value for a label. */
function fact(summary: HTMLElement, label: string): string {
  const term = within(summary).getAllByText(label, { selector: 'dt' }).at(0);
  return term?.nextElementSibling?.textContent ?? '';
}

describe('what the result may be used for (docs/product.md, R-47a)', () => {
  it('says "Planning estimate: not for permit" with each reason, the seismic statement and the cited source', async () => {
    open({
      ...report,
      wind_speed_source: 'given',
      wind_speed_citation: 'ASCE Hazard Tool, 2026-11-20',
      code_basis: { ...report.code_basis, edition: 'ASCE 7-16', edition_in_force: 'ASCE 7-22' },
      planning_only: true,
      planning_reasons: [
        {
          code: 'edition_not_supported',
          text: 'ASCE 7-22 is in force here and cannot be computed yet: this result uses ASCE 7-16.',
        },
        { code: 'seismic_friction', text: 'ASCE 7 Chapter 13 applies: a friction-held mount does not meet §13.4.' },
      ],
      seismic: {
        ...report.seismic,
        checked: true,
        sds: 1.5,
        sd1: 0.6,
        source: 'USGS report',
        category: 'D',
        importance: 1,
        applies: true,
        force: 720,
        friction_permitted: false,
        statement: 'Seismic design category D or above (S_DS 1.5 g, S_D1 0.6 g): ASCE 7-16 Chapter 13 applies.',
      },
    });
    const planning = await screen.findByTestId('report-planning');
    expect(planning).toHaveTextContent('Planning estimate: not for permit');
    expect(
      within(planning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ASCE 7-22 is in force here and cannot be computed yet: this result uses ASCE 7-16.',
      'ASCE 7 Chapter 13 applies: a friction-held mount does not meet §13.4.',
    ]);
    const seismic = screen.getByTestId('report-seismic');
    expect(seismic).toHaveTextContent('ASCE 7-16 Chapter 13 applies.');
    expect(seismic).toHaveTextContent('Values from: USGS report');
    expect(seismic).toHaveClass('report-seismic-flag');
    expect(screen.getByTestId('report-wind-citation')).toHaveTextContent('Cited: ASCE Hazard Tool, 2026-11-20');
    expect(screen.getByTestId('report-code-basis')).toHaveTextContent(
      'chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet)',
    );
    expect(
      screen.getByText(/worked out from the information entered above with ASCE 7-16 wind loads/),
    ).toBeInTheDocument();
  });

  it('says "Seismic not checked: required here" once, among the planning reasons', async () => {
    const statement = 'Seismic not checked: required here unless the site is exempt.';
    open({
      ...report,
      planning_only: true,
      planning_reasons: [{ code: 'seismic_not_checked', text: statement }],
      seismic: { ...report.seismic, required_here: true, statement },
    });
    expect(await screen.findByTestId('report-planning')).toHaveTextContent(statement);
    expect(screen.queryByTestId('report-seismic')).toBeNull();
    expect(screen.getAllByText(statement)).toHaveLength(1);
  });

  it('shows no planning notice for a result fit for permit, and the seismic statement plainly', async () => {
    open();
    const seismic = await screen.findByTestId('report-seismic');
    expect(screen.queryByTestId('report-planning')).toBeNull();
    expect(seismic).toHaveTextContent('Seismic not checked: no seismic values were given.');
    expect(seismic).not.toHaveClass('report-seismic-flag');
  });
});

describe('calculation report summary (docs/product.md, R-42 to R-49)', () => {
  it('shows the reference, date, customer, site, equipment, results, basis, disclaimer and reviewer box', async () => {
    open();
    const summary = await screen.findByRole('region', { name: 'Ballast Calculation Report' });
    expect(within(summary).getByTestId('report-reseller')).toHaveTextContent('Summit Roof Mounts');
    expect(within(summary).getByRole('img', { name: 'Summit Roof Mounts logo' })).toHaveAttribute(
      'src',
      '/demo/summit-logo.svg',
    );
    expect(fact(summary, 'Reference')).toBe('R-7KQ2-M9XD');
    expect(fact(summary, 'Date prepared')).toBe('November 21, 2026');
    expect(fact(summary, 'Prepared for')).toBe('Acme Towers');

    expect(fact(summary, 'Place')).toBe('Chicago, IL, United States');
    expect(fact(summary, 'Coordinates')).toBe('41.8500° N, 87.6500° W');
    expect(fact(summary, 'Wind speed')).toMatch(/^115 mph, looked up for the site/);
    expect(fact(summary, 'Wind speed')).toContain('Source: 115 mph for Cook, IL');
    expect(fact(summary, 'Wind speed')).toContain('Basis: Interior: the county lies outside');
    expect(fact(summary, 'Exposure')).toBe('C – Open');
    expect(fact(summary, 'Building height')).toBe('40 ft');
    expect(fact(summary, 'Roof type')).toBe('EPDM membrane');
    expect(fact(summary, 'Ridge mount')).toBe('No');

    expect(fact(summary, 'Antenna')).toBe('Prodelin 1.2 m Dish');
    expect(fact(summary, 'Mount')).toBe('8×8 ft Dish Sled');
    expect(fact(summary, 'Part number')).toBe('DEMO-S8');

    expect(fact(summary, 'Ballast')).toBe('1,230 lb');
    expect(fact(summary, 'Blocks')).toBe('41 × 30 lb (Solid concrete block 4" × 8" × 16"); 11 per tray in 4 trays');
    expect(fact(summary, 'Governing case')).toBe('Overturning');
    expect(fact(summary, 'Roof load')).toBe('23.5 psf of 40.0 psf allowable (59 % used)');
    expect(fact(summary, 'Total dead load')).toBe('1,410 lb');

    expect(within(summary).getByText('No seismic check: the ballast resists wind only.')).toBeInTheDocument();
    expect(fact(summary, 'Standard')).toBe('ASCE 7-10, Risk Category II basic wind speed');
    expect(fact(summary, 'Options')).toBe('K_d 0.95; ballast block 30 lb');
    expect(fact(summary, 'Engine')).toBe('version 1.0.0');
    expect(within(summary).getByText(/It is not a site-specific engineering design/)).toBeInTheDocument();

    const reviewer = within(summary).getByRole('group', { name: 'Reviewer' });
    expect(reviewer).toHaveTextContent(/Reviewed by\s*Name\s*Signature\s*Date/);
  });

  it('carries a QR code and the printed absolute link of the result on its own domain', async () => {
    open();
    const summary = await screen.findByRole('region', { name: 'Ballast Calculation Report' });
    expect(within(summary).getByRole('img', { name: `QR code of ${report.result_url}` })).toBeInTheDocument();
    const link = within(summary).getByRole('link', { name: report.result_url });
    expect(link).toHaveAttribute('href', report.result_url);
    expect(within(summary).getByText(/View this result online:/)).toHaveTextContent(
      `View this result online: ${report.result_url}`,
    );
  });

  it('leaves out what the result does not have: coordinates, blocks, dead load, options, and another reseller’s logo', async () => {
    open({
      ...report,
      location_latitude: null,
      location_longitude: null,
      ballast_blocks: { count: 0, block_weight: 30 },
      ballast_weight: 0,
      total_dead_load: 0,
      calculation_steps: [],
      reseller_id: 2,
      reseller: { id: 2, name: 'Northwind Wireless', contact_email: null },
      result_url: `${window.location.origin}/results?t=tok_ABC-123`,
    });
    const summary = await screen.findByRole('region', { name: 'Ballast Calculation Report' });
    for (const label of ['Coordinates', 'Blocks', 'Total dead load', 'Options']) {
      expect(within(summary).queryByText(label, { selector: 'dt' })).toBeNull();
    }
    expect(within(summary).getByTestId('report-reseller')).toHaveTextContent('Northwind Wireless');
    expect(within(summary).queryByRole('img', { name: /logo/ })).toBeNull();
  });
});

describe('calculation sheet (R-50 to R-52)', () => {
  it('renders the steps as tables grouped under the section headings, words from the glossary, governing rows labelled', async () => {
    open();
    const sheet = await screen.findByRole('region', { name: 'Calculation sheet' });
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Inputs and geometry', 'Wind pressure', 'Ballast']);
    const wind = within(sheet).getByRole('region', { name: 'Wind pressure' });
    expect(
      within(wind)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Symbol', 'Description', 'Expression', 'Result', 'Unit', 'Clause']);
    const qz = within(wind).getByRole('row', { name: /^q_z,a/ });
    expect(
      within(qz)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'q_z,a',
      'velocity pressure at the antenna',
      '0.00256·K_z,a·K_zt·K_d·V²= 0.00256·1.014652·1·0.95·115²',
      '32.63446',
      'psf',
      'ASCE 7-10 Eq. 29.3-1',
    ]);
    expect(qz).not.toHaveAttribute('data-governing');
    const governing = within(sheet).getByRole('row', { name: /^B_req/ });
    expect(governing).toHaveAttribute('data-governing', 'true');
    expect(governing).toHaveTextContent('required ballastGoverningoverturning governs');
    expect(governing).toHaveTextContent('1,229.512');
    expect(within(sheet).getAllByText('Governing')).toHaveLength(1);
  });

  it('prints "input" as the clause of an input\'s row, and a sheet stored before decision 0057 the same', async () => {
    open();
    const sheet = await screen.findByRole('region', { name: 'Calculation sheet' });
    const speed = within(sheet).getByRole('row', { name: /^V/ });
    expect(within(speed).getAllByRole('cell').at(-1)).toHaveTextContent(/^input$/);
    const now = sheet.textContent;
    expect(now).toContain('32.63446');
    cleanup();
    const older = { ...report, calculation_steps: sheetStepsBefore0057 };
    open(older);
    expect((await screen.findByRole('region', { name: 'Calculation sheet' })).textContent).toBe(now);
    expect(calculationSheetText(older)).toBe(calculationSheetText(report));
  });

  it('copies the sheet as plain text with the keyboard, and says "Copied"', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('region', { name: 'Calculation sheet' });
    screen.getByRole('button', { name: 'Copy as text' }).focus();
    await user.keyboard('{Enter}');
    const text = await navigator.clipboard.readText();
    expect(text).toBe(calculationSheetText(report));
    expect(text).toContain('Reference: R-7KQ2-M9XD\n');
    expect(text).toContain(
      '  q_z,a  = 32.63446 psf     velocity pressure at the antenna: 0.00256·K_z,a·K_zt·K_d·V² = ' +
        '0.00256·1.014652·1·0.95·115² [ASCE 7-10 Eq. 29.3-1]\n',
    );
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says beside μ where the roof type\'s μ comes from, or "Source not given" in the warning style', async () => {
    const withMu: MountSearchResult = {
      ...report,
      calculation_steps: [{ symbol: 'μ', value: 0.6, ref: 'roof type' }, ...sheetSteps],
    };
    open(withMu);
    const sourced = await screen.findByTestId('friction-source');
    expect(sourced).toHaveTextContent(`source: ${withMu.roof_type.friction_coefficient_source}`);
    expect(sourced).not.toHaveClass('source-not-given');
    cleanup();
    open({ ...withMu, roof_type: { ...withMu.roof_type, friction_coefficient_source: null } });
    const missing = await screen.findByTestId('friction-source');
    expect(missing).toHaveTextContent(/^Source not given$/);
    expect(missing).toHaveClass('source-not-given');
  });

  it('links a result stored before the sheet to its plain text on the server, with nothing to copy', async () => {
    open({ ...report, calculation_steps: [] });
    const link = await screen.findByRole('link', { name: 'Its calculation as plain text' });
    expect(link).toHaveAttribute('href', '/api/mount_search_results/token/tok_ABC-123/calculations.txt');
    expect(screen.queryByRole('region', { name: 'Calculation sheet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy as text' })).toBeNull();
  });
});

describe('what-if (R-53 to R-55)', () => {
  it('asks once after the result and lists the cases, the current one and the one that stops fitting marked', async () => {
    const fetchMock = open();
    const panel = await screen.findByRole('region', { name: 'What if' });
    expect(panel).toHaveTextContent(WHAT_IF_COMPOUND);
    const table = await within(panel).findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Exposure B',
      'Exposure C (current)',
      'Wind speed 125 mph (+10)',
      'Building height 80 ft (doubled)',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows.filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('900 lb19.1 psfOverturning');
    expect(rows[3]).toHaveAttribute('data-fits', 'false');
    expect(within(rows[3]!).getByTestId('what-if-no-fit')).toHaveTextContent(
      'Does not fit: The roof load would be 44.2 psf, above the mount’s 40 psf.',
    );
    expect(within(table).getByRole('columnheader', { name: /Roof load/ })).toHaveTextContent(
      'Roof load (allowable 40.0 psf)',
    );
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(calls.filter((path) => path.endsWith('/what_if'))).toHaveLength(1);
    expect(calls.indexOf(`/api/mount_search_results/token/${report.token}`)).toBeLessThan(
      calls.indexOf(`/api/mount_search_results/token/${report.token}/what_if`),
    );
  });

  it('says so in a short message when the what-if fails, and the rest of the page stays', async () => {
    open(report, { status: 500 });
    expect(await screen.findByTestId('what-if-failed', {}, { timeout: 5000 })).toHaveTextContent(WHAT_IF_FAILED);
    expect(screen.getByTestId('mount-name')).toHaveTextContent('8×8 ft Dish Sled');
    expect(screen.getByRole('region', { name: 'Ballast Calculation Report' })).toBeInTheDocument();
  });

  it('shows a loader while it works', async () => {
    open(report, new Promise<Response>(() => undefined));
    expect(await screen.findByRole('region', { name: 'What if' })).toBeInTheDocument();
    expect(screen.getByLabelText('Working out the what-if')).toBeInTheDocument();
  });
});

describe('several antennas on one mount', () => {
  const second = {
    ...savedResult.antennas[0]!,
    id: 13,
    make: 'Laird',
    model: 'FG4500',
    additional_height_to_centerline: 2,
    lever_arm: 5,
    force: 40.25,
    qz: 34.5,
  };
  const several: MountSearchResult = {
    ...report,
    antennas: [savedResult.antennas[0]!, second],
  };

  it("lists every antenna with its height in the criteria, and each one's wind in the summary and the what-if", async () => {
    open(several);
    const makeModel = (await screen.findByRole('rowheader', { name: /^Make\/Model/ })).closest('tr');
    expect(makeModel).toHaveTextContent('Prodelin 1.2 m Dish at 0 ft');
    expect(makeModel).toHaveTextContent('Laird FG4500 at +2 ft');
    const summary = screen.getByTestId('report-antennas');
    expect(summary).toHaveTextContent('Prodelin 1.2 m Dish at 0 ft: q_z 33.68 psf, F 780.8 lb at an arm of 3 ft');
    expect(summary).toHaveTextContent('Laird FG4500 at +2 ft: q_z 34.5 psf, F 40.3 lb at an arm of 5 ft');
    const panel = await screen.findByRole('region', { name: 'What if' });
    expect(panel).toHaveTextContent('carrying the Prodelin 1.2 m Dish at 0 ft and Laird FG4500 at +2 ft');
  });
});
