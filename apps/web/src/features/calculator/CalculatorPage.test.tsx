import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { chooseOption, pasteInto, requestsTo, renderPage, toResponse } from '../../test/renderPage';
import { antennas, chicago, savedResult, summit } from '../../test/publicFixtures';
import { fillValidForm, formRoutes, windAnswer } from '../../test/calculatorForm';
import { CalculatorPage } from './CalculatorPage';
import { ESTIMATED_WIND_SPEED_TITLE, SPECIAL_WIND_REGION_TITLE } from './WindSpeedNotice';

afterEach(() => vi.unstubAllGlobals());

/**
 * Picks Chicago and waits for the wind speed notice. The autocomplete waits before it asks and the look-up follows:
 * on a busy machine that takes more than Testing Library's default second, so these waits allow five.
 */
async function pickChicagoForNotice(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const patient = { timeout: 5000 };
  await user.type(await screen.findByRole('combobox', { name: 'Location' }, patient), 'Chic');
  await user.click(await screen.findByRole('option', { name: chicago.name }, patient));
  return screen.findByTestId('wind-speed-notice', {}, patient);
}

describe('calculator page', () => {
  it('shows the reseller branding: hero image, logo linking to /, title, subtitle and contact line', async () => {
    formRoutes();
    const { container } = renderPage(<CalculatorPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summit Roof Mounts NPRM Ballast Calculator' }),
    ).toBeInTheDocument();
    expect(container.querySelector('#form-page')).not.toBeNull();
    expect(
      screen.getByText(
        'Enter the information below to find the correct non-penetrating roof mount and required ballast for your installation.',
      ),
    ).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Summit Roof Mounts logo' });
    expect(logo).toHaveAttribute('src', '/demo/summit-logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(container.querySelector('.brand-hero')?.getAttribute('style')).toContain('/demo/hero-rooftop.svg');
    const contact = screen.getByText(/If you do not see the antenna you are looking for please email/);
    expect(contact).toHaveTextContent(
      'If you do not see the antenna you are looking for please email sales@example.com',
    );
    expect(within(contact).getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
  });

  it('shows the loader, not the form, until the reseller’s antennas are in', async () => {
    let answerAntennas: (response: Response) => void = () => undefined;
    const fetchMock = formRoutes({
      'GET /api/antennas': new Promise<Response>((resolve) => (answerAntennas = resolve)),
    });
    const { container } = renderPage(<CalculatorPage />);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/antennas')).toHaveLength(1));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    answerAntennas(toResponse({ json: antennas }));
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeVisible();
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(container.querySelector('#form-page')).toBeVisible();
  });

  it('uses no hero image and no contact line when the reseller has none, and limits antennas to the reseller', async () => {
    const fetchMock = formRoutes({
      'GET /api/resellers/init': {
        json: { ...summit, id: 2, hero_image_url: null, contact_email: null, antenna_ids: [12] },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<CalculatorPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.brand-hero')?.getAttribute('data-has-image')).toBe('false');
    expect(container.querySelector('.brand-hero')?.getAttribute('style')).not.toContain('url(');
    expect(screen.queryByText(/If you do not see the antenna/)).toBeNull();
    // Every active antenna is asked for beside the reseller, not after it; the reseller's antenna_ids pick its own.
    expect(requestsTo(fetchMock, 'GET /api/antennas')[0]?.url.searchParams.get('reseller_id')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Antenna' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Prodelin 1.2 m Dish']);
  });

  it('offers antennas as "make model" under the filter hint, ridge mount defaulting to no, wind exposures explained', async () => {
    formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    const antenna = await screen.findByRole('combobox', { name: 'Antenna' });
    expect(antenna).toHaveAttribute('placeholder', 'Start typing to filter the list...');
    await user.click(antenna);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Start typing to filter the list...')).toBeVisible();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ubiquiti NanoStation 5AC', 'Prodelin 1.2 m Dish']);
    await user.type(antenna, 'prod');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Prodelin 1.2 m Dish']);
    await user.keyboard('{Escape}');

    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.getByText(/building height is then the ridge height/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Wind exposure' }));
    expect(
      await screen.findByText(/Open country: flat or rolling land with scattered obstructions under 30 ft/),
    ).toBeInTheDocument();
    expect(screen.getByText(/1,500 ft or 10 building heights/)).toBeInTheDocument();
    expect(screen.getByText(/at least 5,000 ft or 20 building heights/)).toBeInTheDocument();
  });

  it('shows the range and required-field messages, and keeps Calculate disabled while invalid', async () => {
    formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    const calculate = await screen.findByRole('button', { name: 'Calculate' });
    expect(calculate).toBeDisabled();

    const height = screen.getByRole('textbox', { name: 'Building height' });
    await user.type(height, '501');
    expect(await screen.findByText('Building height must be between 1 and 500 feet')).toBeInTheDocument();
    expect(height).toHaveValue('501 feet');
    await user.clear(height);
    await user.type(height, '0');
    expect(await screen.findByText('Building height must be between 1 and 500 feet')).toBeInTheDocument();
    await user.clear(height);
    // A decimal is never concatenated (12.5 once became 125): it is read rounded up, and the field says so (V-18).
    await user.type(height, '12.5');
    expect(height).toHaveValue('12.5 feet');
    expect(screen.getByTestId('rounded-note')).toHaveTextContent('Rounded up to 13 feet');
    expect(screen.queryByText('Building height must be between 1 and 500 feet')).toBeNull();
    // A minus sign is kept, and refused with the field's message instead of being dropped.
    await user.clear(height);
    await user.type(height, '-5');
    expect(height).toHaveValue('-5 feet');
    expect(await screen.findByText('Building height must be between 1 and 500 feet')).toBeInTheDocument();
    await user.clear(height);
    await user.type(height, '4o');
    expect(await screen.findByText('Building height is not a number')).toBeInTheDocument();
    await user.clear(height);

    const wind = screen.getByRole('textbox', { name: 'Wind speed (optional)' });
    await user.type(wind, '1001');
    expect(await screen.findByText('Wind speed must be between 1 and 1000 mph')).toBeInTheDocument();
    expect(wind).toHaveValue('1001 mph');
    await user.clear(wind);
    expect(screen.queryByText('Wind speed must be between 1 and 1000 mph')).toBeNull();

    await user.click(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.tab();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(calculate).toBeDisabled();
  });

  it('shows the wind speed the chosen city resolves to under the wind speed field', async () => {
    const fetchMock = formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await user.type(await screen.findByRole('combobox', { name: 'Location' }), 'Chic');
    await user.click(await screen.findByRole('option', { name: chicago.name }));
    expect(await screen.findByTestId('wind-speed-hint')).toHaveTextContent(
      '107 mph for Chicago, IL, United States (ASCE 7-10 Risk Category II)',
    );
    const windRequest = requestsTo(fetchMock, 'GET /api/wind_speed')[0]?.url;
    expect(windRequest?.searchParams.get('latitude')).toBe(String(chicago.latitude));
    expect(requestsTo(fetchMock, 'GET /api/places')[0]?.url.searchParams.get('q')).toBe('Chic');
  });

  it('links a looked-up value to ATC Hazards by Location in a new tab, without an opener', async () => {
    formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    const notice = await pickChicagoForNotice(user);
    const link = within(notice).getByRole('link', { name: 'ATC Hazards by Location' });
    expect(link).toHaveAttribute('href', 'https://hazards.atcouncil.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText(SPECIAL_WIND_REGION_TITLE)).toBeNull();
  });

  it.each([
    [
      'a special wind region asks to confirm the value or enter the local one',
      {
        wind_speed: 115,
        approximate: true,
        special_wind_region: true,
        basis:
          'Special wind region: the local building department sets the value. The ASCE 7-10 map greys out the Front Range.',
      },
      SPECIAL_WIND_REGION_TITLE,
      'The local building department sets the wind speed here: confirm 115 mph with it, or enter its value in Wind speed.',
    ],
    [
      'an estimate says why and asks for the local code value',
      { wind_speed: 125, approximate: true, basis: 'Estimate: no published value for this county.' },
      ESTIMATED_WIND_SPEED_TITLE,
      'Enter the local code value in Wind speed if you have it.',
    ],
  ])('%s (notice by the wind speed field)', async (_name, fields, title, ask) => {
    formRoutes({ 'GET /api/wind_speed': { json: windAnswer(fields) } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    const notice = await pickChicagoForNotice(user);
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(fields.basis);
    expect(notice).toHaveTextContent(ask);
    expect(within(notice).getByRole('link', { name: 'ATC Hazards by Location' })).toBeInTheDocument();
  });

  it('sends the project name and site address when typed', async () => {
    const fetchMock = formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await pasteInto(user, 'Project name', 'Tower 7 backhaul');
    await pasteInto(user, 'Site address', '12 Main St, Chicago, IL');
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveAttribute('maxlength', '120');
    expect(screen.getByRole('textbox', { name: 'Site address' })).toHaveAttribute('maxlength', '200');
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculate).toBeEnabled());
    await user.click(calculate);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(1));
    const body = JSON.parse(requestsTo(fetchMock, 'POST /api/mount_search_results')[0]?.init?.body as string) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ project_name: 'Tower 7 backhaul', site_address: '12 Main St, Chicago, IL' });
  });

  it('sends the code edition, the ground elevation, the seismic values and the sources when given, none otherwise', async () => {
    const fetchMock = formRoutes({
      'POST /api/mount_search_results': { status: 201, json: savedResult },
      'GET /api/seismic_reference_values': {
        status: 200,
        json: [
          {
            place: 'Eugene',
            state: 'OR',
            latitude: 44.03,
            longitude: -123.06,
            edition: 'ASCE 7-22',
            site_class: 'D',
            risk_category: 'II',
            sds: 0.74,
            sd1: 0.53,
            source: 'Geotechnical report for a site in Eugene',
            note: null,
          },
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    // Nothing asked for the reference values until the visitor opens them.
    expect(requestsTo(fetchMock, 'GET /api/seismic_reference_values')).toHaveLength(0);
    await chooseOption(user, 'Code edition', 'ASCE 7-16');
    await user.type(screen.getByRole('textbox', { name: 'Ground elevation (optional)' }), '5,280.5');
    await user.click(screen.getByRole('button', { name: 'Published values for some places (a starting point)' }));
    await screen.findByRole('combobox', { name: 'Published seismic values' });
    await chooseOption(user, 'Published seismic values', /^Eugene, OR: S_DS 0.74 g, S_D1 0.53 g/);
    expect(screen.getByRole('textbox', { name: 'S_DS (optional)' })).toHaveValue('0.74');
    await user.type(screen.getByRole('textbox', { name: 'Wind speed (optional)' }), '120');
    await pasteInto(user, 'Source of the wind speed', 'ASCE Hazard Tool, 2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere');
    const body = JSON.parse(requestsTo(fetchMock, 'POST /api/mount_search_results')[0]?.init?.body as string) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      code_edition: 'ASCE 7-16',
      ground_elevation: 5280.5,
      seismic_sds: 0.74,
      seismic_sd1: 0.53,
      seismic_source: 'Geotechnical report for a site in Eugene',
      wind_speed: 120,
      wind_speed_citation: 'ASCE Hazard Tool, 2026-11-20',
    });
  });

  it('says under Code edition what is in force at the chosen place, and what is computed there', async () => {
    formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    expect(screen.getByTestId('code-in-force')).toHaveTextContent(/ASCE 7-22 cannot be computed yet/);
    await pickChicagoForNotice(user);
    expect(
      await screen.findByText(
        'In force here: ASCE 7-22 (Illinois statewide building code (2024 IBC), IL). It cannot be computed yet: ASCE 7-16 is used, as a planning estimate.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses S_DS without S_D1 and a ground elevation out of range at their fields', async () => {
    formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'S_DS (optional)' }), '1.5');
    await user.type(screen.getByRole('textbox', { name: 'Ground elevation (optional)' }), '16000');
    await user.click(screen.getByRole('textbox', { name: 'S_D1 (optional)' }));
    await user.tab();
    expect(await screen.findByText('S_D1 must be given with S_DS')).toBeInTheDocument();
    expect(await screen.findByText('Ground elevation must be between -300 and 15000 feet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });

  it('submits the search with the place coordinates, shows Calculating with a spinner, then opens /results with the parameters', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = formRoutes({
      'POST /api/mount_search_results': new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculate).toBeEnabled());
    await user.click(calculate);

    const busy = await screen.findByRole('button', { name: 'Calculating' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.mantine-Loader-root')).not.toBeNull();
    const body = JSON.parse(requestsTo(fetchMock, 'POST /api/mount_search_results')[0]?.init?.body as string) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      reseller_id: 1,
      antenna: '12',
      location: chicago.name,
      location_latitude: chicago.latitude,
      location_longitude: chicago.longitude,
      building_height: 40,
      roof_type: '1',
      ridge_mount: false,
      wind_exposure: 'C',
      // The form's default: Risk Category II (ordinary buildings).
      risk_category: 'II',
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      customer_company: 'Acme Towers',
    });

    answer(toResponse({ status: 201, json: savedResult }));
    const location = await screen
      .findByTestId('elsewhere')
      .then(() => screen.getByTestId('location').textContent ?? '');
    const url = new URL(location, 'http://localhost');
    expect(url.pathname).toBe('/results');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok_ABC-123',
      resellerId: '1',
      mountId: '5',
      roofType: 'EPDM membrane',
      ridgeMount: 'false',
      antenna: 'Prodelin 1.2 m Dish',
      windExposure: 'C',
      windSpeed: '115',
      defaultWindSpeed: 'false',
      location: chicago.name,
      buildingHeight: '40',
      ballastWeight: '1230',
      companyName: 'Acme Towers',
      totalDeadLoad: '1410',
      datePrepared: '2026-11-21',
    });
  });

  it('sends the wind speed only when the visitor gives one', async () => {
    const fetchMock = formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Wind speed (optional)' }), '130');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere');
    const body = JSON.parse(requestsTo(fetchMock, 'POST /api/mount_search_results')[0]?.init?.body as string) as Record<
      string,
      unknown
    >;
    expect(body.wind_speed).toBe(130);
    expect(body.ridge_mount).toBe(true);
  });

  it.each([
    {
      outcome: 'no mount fits (404): /results with no parameters',
      answer: { status: 404, json: { errors: ['No compatible mount found'] } },
      goesTo: '/results',
    },
    { outcome: 'the search fails: /error', answer: { status: 500 }, goesTo: '/error' },
  ])('when $outcome', async ({ answer, goesTo }) => {
    formRoutes({ 'POST /api/mount_search_results': answer });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('elsewhere');
    expect(screen.getByTestId('location').textContent).toBe(goesTo);
  });

  it("keeps the visitor on the form with the API's field errors when the search is refused (422)", async () => {
    formRoutes({
      'POST /api/mount_search_results': {
        status: 422,
        json: {
          errors: { antenna: ['is not offered by this reseller'] },
          full_messages: ['Antenna is not offered by this reseller'],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText('Antenna is not offered by this reseller', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByRole('combobox', { name: 'Antenna' })).toHaveValue('Prodelin 1.2 m Dish');
  });

  it('goes to /error when the form data cannot be loaded', async () => {
    formRoutes({ 'GET /api/roof_types': { status: 500 } });
    renderPage(<CalculatorPage />);
    await screen.findByTestId('elsewhere');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/error$/);
  });
});
