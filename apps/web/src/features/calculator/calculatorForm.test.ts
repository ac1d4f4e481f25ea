import { describe, expect, it, vi } from 'vitest';
import { INITIAL_CALCULATOR_VALUES, validateCalculator, type CalculatorValues } from './calculatorForm';

/** The form filled in as a visitor would, every field valid (Chicago picked from the list). */
const FILLED: CalculatorValues = {
  ...INITIAL_CALCULATOR_VALUES,
  antenna: '3',
  location: {
    location: 'Chicago, IL, United States',
    latitude: 41.88,
    longitude: -87.63,
    status: 'picked',
    dropped: null,
  },
  building_height: '30',
  roof_type: '2',
  wind_exposure: 'C',
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  customer_company: 'Analytical Engines',
};

describe("the calculator's rules are the contract's mountSearchRequest, worded at the form's fields", () => {
  it('waits for the contract on a fresh page, then answers at once', async () => {
    vi.resetModules();
    const fresh = await import('./calculatorForm');
    const first = fresh.validateCalculator(fresh.INITIAL_CALCULATOR_VALUES);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ antenna: 'Antenna is required' });
    expect(fresh.validateCalculator(FILLED)).toEqual({});
  });

  it('names every required field as the form labels it (V-01..V-08)', async () => {
    expect(await validateCalculator(INITIAL_CALCULATOR_VALUES)).toEqual({
      antenna: 'Antenna is required',
      location: 'Location is required',
      building_height: 'Building height is required',
      roof_type: 'Roof type is required',
      wind_exposure: 'Wind exposure is required',
      customer_name: 'Full name is required',
      customer_email: 'Email is required',
      customer_company: 'Company is required',
    });
  });

  it("gives the schema's own messages: ranges, e-mail, lengths, pairs and editions", async () => {
    const errors = await validateCalculator({
      ...FILLED,
      building_height: '501',
      wind_speed: '1001',
      customer_email: 'ada@example',
      project_name: 'p'.repeat(121),
      ground_elevation: '15001',
      seismic_sd1: '0.5',
      code_edition: 'ASCE 7-22',
    });
    expect(errors).toEqual({
      building_height: 'Building height must be between 1 and 500 feet',
      wind_speed: 'Wind speed must be between 1 and 1000 mph',
      customer_email: 'Email must be a valid email address',
      project_name: 'Project name is too long (maximum is 120 characters)',
      ground_elevation: 'Ground elevation must be between -300 and 15000 feet',
      code_edition: expect.stringMatching(/^Code edition cannot be computed yet: /),
      seismic_sds: 'S_DS must be given with S_D1',
    });
    // A blank field ends the check before the pair rule runs, as on the server.
    expect(await validateCalculator({ ...FILLED, customer_name: '', seismic_sd1: '0.5' })).toEqual({
      customer_name: 'Full name is required',
    });
    expect(await validateCalculator({ ...FILLED, seismic_sd1: '0.5' })).toEqual({
      seismic_sds: 'S_DS must be given with S_D1',
    });
  });

  it('asks for a place or a wind speed when the typed location names none (V-55)', async () => {
    const unmatched = {
      ...FILLED,
      location: { ...FILLED.location, latitude: null, longitude: null, status: 'unmatched' },
    };
    expect(await validateCalculator(unmatched as CalculatorValues)).toEqual({
      location: "Location was not found: pick a listed place or give the site's coordinates",
    });
    expect(await validateCalculator({ ...unmatched, wind_speed: '120' } as CalculatorValues)).toEqual({});
  });
});
