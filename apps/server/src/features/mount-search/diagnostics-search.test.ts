// The diagnostics explain the very search a client would make: every input the search takes, the same defaults, the
// same site, wind speed, wind rules, jurisdiction rule and engine options (one searchConditions for both).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../db/tables.js';
import {
  antennaId,
  CHICAGO,
  diagnostics,
  diagnosticsBase,
  MIAMI,
  request,
  search,
  summit,
  t,
  TORONTO,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

const REASON = 'Site-specific wind study by Example Wind Engineering, 2026';

/** The same inputs as a search body and as a diagnostics query (no wind speed: undefined in both). */
type Inputs = Record<string, string | number | boolean | undefined>;

async function halfBlock(): Promise<number> {
  const [row] = await t.database.db.select().from(blockTypes).where(eq(blockTypes.name, 'Half-height solid block'));
  return row!.id;
}

/** The chosen mount's ballast as the diagnostics print it in its verdict ("Verdict: FITS: ballast 1,049.5 lb"). */
function chosenBallast(text: string): { mountId: number; ballast: number } {
  const mountId = Number(/The search would choose: Mount (\d+)/.exec(text)?.[1]);
  const section = text.slice(text.indexOf(`\nMount ${mountId} — `));
  const ballast = /Verdict: FITS: ballast ([\d,.]+) lb/.exec(section)?.[1];
  return { mountId, ballast: Number(ballast?.replace(/,/g, '')) };
}

describe('the diagnostics and the search agree', () => {
  it('shows Miami at Risk Category IV with the search’s 195 mph, the HVHZ rule and the code basis', async () => {
    const response = await diagnostics({
      ...diagnosticsBase(),
      ...MIAMI,
      wind_speed: undefined,
      risk_category: 'IV',
      antenna: antennaId.dish090,
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = response.body;
    expect(text).toContain('Risk category: IV (ASCE 7-16 Table 1.5-1)');
    expect(text).toContain('Wind speed: 195 mph, looked up for the location, approximate');
    expect(text).toContain('Jurisdiction rule: Miami-Dade is in the Florida High-Velocity Hurricane Zone');
    expect(text).toContain(
      'Code basis: chosen: ASCE 7-16; in force here: ASCE 7-22 (not supported yet), Risk Category IV, Florida HVHZ rule (FBC 2010 §1609.8: G·C_f 3.1 at all heights)',
    );
    expect(text).toContain('Floor: no reason takes a given speed below 175 mph here');
  });

  it.each<[string, () => Promise<Inputs>]>([
    ['Miami, IV, looked up', async () => ({ ...MIAMI, wind_speed: undefined, risk_category: 'IV' })],
    ['Miami, II, 160 mph with a reason', async () => ({ ...MIAMI, wind_speed: 160, wind_speed_reason: REASON })],
    [
      'Chicago, III, 130 mph in half blocks',
      async () => ({ ...CHICAGO, wind_speed: 130, risk_category: 'III', block_type: await halfBlock() }),
    ],
    [
      'Chicago typed, I, looked up',
      async () => ({
        location: 'Chicago',
        location_latitude: undefined,
        location_longitude: undefined,
        wind_speed: undefined,
        risk_category: 'I',
      }),
    ],
    ['Toronto, no map, 120 mph', async () => ({ ...TORONTO, wind_speed: 120 })],
  ])('on the wind speed, the mount and its ballast: %s', async (_name, inputs) => {
    const given = await inputs();
    const design = { antenna: antennaId.dish090, wind_exposure: 'B', building_height: 10, ...given };
    const searched = await search(request(design));
    expect(searched.statusCode, searched.body).toBe(201);
    const result = searched.json();
    const explained = await diagnostics({ ...diagnosticsBase(), reseller_id: summit, ...design });
    expect(explained.statusCode, explained.body).toBe(200);
    const text = explained.body;
    expect(text).toContain(`Wind speed: ${result.wind_speed} mph, `);
    expect(text).toContain(`Risk category: ${result.code_basis.risk_category} `);
    expect(text).toContain(`Ballast block: ${result.block_type.name} `);
    const sheetBallast = result.calculation_steps.findLast((step: { symbol: string }) => step.symbol === 'B').value;
    const chosen = chosenBallast(text);
    expect(chosen.mountId).toBe(result.mount_id);
    expect(chosen.ballast).toBeCloseTo(sheetBallast, 1);
    if (result.code_basis.jurisdiction === 'florida_hvhz') expect(text).toContain('Florida HVHZ rule');
  });

  it.each([
    ['risk_category: V', { risk_category: 'V' }, 'risk_category', 'Risk Category must be I, II, III, IV'],
    ['risk_category: ii', { risk_category: 'ii' }, 'risk_category', 'Risk Category must be I, II, III, IV'],
    [
      'wind_speed_reason: short',
      { wind_speed_reason: 'too short' },
      'wind_speed_reason',
      'Wind Speed Reason is too short (minimum is 10 characters)',
    ],
    ['block_type: 999999', { block_type: 999999 }, 'block_type', 'Block Type is not available'],
    [
      'roof_allowable_load: 0',
      { roof_allowable_load: 0 },
      'roof_allowable_load',
      'Roof Allowable Load must be greater than 0 and at most 500 psf',
    ],
    [
      'roof_allowable_load: 500.1',
      { roof_allowable_load: 500.1 },
      'roof_allowable_load',
      'Roof Allowable Load must be greater than 0 and at most 500 psf',
    ],
    [
      'roof_edge_distance: -0.1',
      { roof_edge_distance: -0.1 },
      'roof_edge_distance',
      'Roof Edge Distance must be between 0 and 1000 feet',
    ],
    [
      'roof_edge_distance: 1000.5',
      { roof_edge_distance: 1000.5 },
      'roof_edge_distance',
      'Roof Edge Distance must be between 0 and 1000 feet',
    ],
  ])('answers 422 for %s, as the search does', async (_name, overrides, field, fullMessage) => {
    for (const response of [
      await diagnostics({ ...diagnosticsBase(), ...overrides }),
      await search(request({ wind_speed: 115, ...overrides })),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(response.json().full_messages).toContain(fullMessage);
    }
  });

  it.each([
    ['below the map without a reason', { wind_speed: 160 }, 'is below the 175 mph mapped for Miami-Dade, FL'],
    ['below the floor with a reason', { wind_speed: 1, wind_speed_reason: REASON }, 'is below 157 mph, the least'],
  ])('refuses a wind speed %s in Miami with the search’s 422', async (_name, overrides, message) => {
    for (const response of [
      await diagnostics({ ...diagnosticsBase(), ...MIAMI, ...overrides }),
      await search(request({ ...MIAMI, ...overrides })),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.wind_speed[0]).toContain(message);
    }
  });
});
