// The floor of a lower wind speed: a reason admits a speed below the map down to √0.8 of it (no study may take the
// loads below 80 % of the standard's), and without a mapped value not below the map's lowest value for the category;
// the reason kept prints wherever the speed does.
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';
import {
  antennaId,
  calculationsText,
  CHICAGO,
  MIAMI,
  request,
  search,
  storedSearches,
  t,
  TORONTO,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { flat, pdfPages } from '../../test/poppler.js';

useSeededSearchApp();

const REASON = 'Site-specific wind study by Example Wind Engineering, 2026';
/** A design the demo catalogue fits in Miami-Dade under the HVHZ rule at any speed up to the map's. */
const inMiami = (overrides: Record<string, unknown>) =>
  request({ ...MIAMI, antenna: antennaId.dish090, wind_exposure: 'B', building_height: 10, ...overrides });
const NOT_IN_THE_LIST = {
  // Kept as typed with its speed: it names no listed place, clearly abroad (decision 0059).
  location: 'Back lot 7, Kenya',
  location_latitude: undefined,
  location_longitude: undefined,
};

async function refusedOnWindSpeed(body: Record<string, unknown>): Promise<string> {
  const before = await storedSearches();
  const response = await search(body);
  expect(response.statusCode, response.body).toBe(422);
  expect(Object.keys(response.json().errors)).toEqual(['wind_speed']);
  expect(await storedSearches()).toBe(before);
  return response.json<{ full_messages: string[] }>().full_messages[0]!;
}

describe('a reason lowers the wind speed only to the floor', () => {
  it('refuses 1 mph in Miami whatever the reason, naming the floor and its source', async () => {
    const message = await refusedOnWindSpeed(inMiami({ wind_speed: 1, wind_speed_reason: REASON }));
    expect(message).toBe(
      'Wind Speed is below 157 mph, the least any reason can justify against the 175 mph mapped for Miami-Dade, FL ' +
        '(Risk Category II): a wind-tunnel or site-specific study may not take the wind loads below 80 % of the ' +
        'standard’s (IBC 2009 §1609.1.1.2; ASCE 7-10 §31.4.3), and the loads go with the square of the speed ' +
        '(√0.8 × 175 mph, rounded up)',
    );
  });

  it('takes the floor itself in Miami (√0.8 × 175 = 156.5, rounded up) and refuses one mph less', async () => {
    expect(await refusedOnWindSpeed(inMiami({ wind_speed: 156, wind_speed_reason: REASON }))).toContain(
      'is below 157 mph',
    );
    const response = await search(inMiami({ wind_speed: 157, wind_speed_reason: REASON }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ wind_speed: 157, mapped_wind_speed: 175, wind_speed_reason: REASON });
  });

  it('follows the risk category: 195 mph mapped in Miami for IV, so 175 at the least', async () => {
    expect(
      await refusedOnWindSpeed(inMiami({ wind_speed: 174, wind_speed_reason: REASON, risk_category: 'IV' })),
    ).toContain('is below 175 mph, the least any reason can justify against the 195 mph mapped');
    const response = await search(inMiami({ wind_speed: 175, wind_speed_reason: REASON, risk_category: 'IV' }));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('still asks for the reason between the floor and the map, and names the floor', async () => {
    expect(await refusedOnWindSpeed(inMiami({ wind_speed: 160 }))).toContain(
      'give the reason for a lower value (a site-specific study, the building department’s letter), down to 157 mph at the least',
    );
  });

  it('prints the reason with the speed: the result, the sheet’s V row and header, page 1 and its sheet, the leads CSV', async () => {
    const result = (await search(request({ ...CHICAGO, wind_speed: 104, wind_speed_reason: REASON }))).json();
    const words = `given, below the mapped 115 mph: ${REASON}`;
    expect(result.wind_speed_reason).toBe(REASON);
    const row = result.calculation_steps.find((step: { symbol: string }) => step.symbol === 'V');
    expect(row).toMatchObject({ value: 104, note: `source not given; ${words}` });
    const text = await calculationsText(result.token);
    expect(text).toContain(`Wind speed: 104 mph, ${words}`);
    expect(text).toMatch(new RegExp(`\\n  V +=\\s*104 mph .*; ${words}`));

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${result.token}/report.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    const pages = pdfPages(pdf.rawPayload);
    expect(flat(pages[0]!)).toContain(`104 mph, ${words}`);
    const sheet = flat(pages.slice(pages.findIndex((page) => page.includes('Calculation sheet'))).join(' '));
    // The V row's description carries the words (the table wraps them over its lines).
    expect(sheet).toMatch(
      /design wind speed.*\(source not given; given, below the mapped 115 mph: Site-specific wind study/,
    );

    await createTestAdmin(t.app);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/mount_search_results?bom=false',
      headers: { ...(await signInHeaders(t.app)), accept: 'text/csv' },
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows]: string[][] = parseCsv(csv.body);
    const column = (name: string) => header!.indexOf(name);
    const lead = rows.find((cells) => cells[column('result_url')]!.endsWith(result.token))!;
    expect(lead[column('wind_speed')]).toBe('104');
    expect(lead[column('wind_speed_reason')]).toBe(REASON);
  });

  it('keeps no reason where none was needed', async () => {
    const result = (await search(request({ ...CHICAGO, wind_speed: 130, wind_speed_reason: REASON }))).json();
    expect(result.wind_speed_reason).toBeNull();
    // The row says only where the speed comes from (no citation given), never a reason.
    expect(result.calculation_steps.find((step: { symbol: string }) => step.symbol === 'V').note).toBe(
      'source not given',
    );
  });
});

describe('without a mapped value the floor is the map’s lowest value for the risk category', () => {
  it.each([
    ['II', 115, 'ASCE 7-10 Fig. 26.5-1A'],
    ['IV', 120, 'ASCE 7-10 Fig. 26.5-1B'],
    ['I', 105, 'ASCE 7-10 Fig. 26.5-1C'],
  ] as const)(
    'Risk Category %s in Toronto: %i mph, one less refused with any reason',
    async (category, floor, figure) => {
      const message = await refusedOnWindSpeed(
        request({ ...TORONTO, wind_speed: floor - 1, wind_speed_reason: REASON, risk_category: category }),
      );
      expect(message).toBe(
        `Wind Speed is below ${floor} mph, the lowest value of the ASCE 7-10 map for Risk Category ${category} ` +
          `(${figure}), and no mapped value is known for the site: no reason can justify less`,
      );
      const response = await search(request({ ...TORONTO, wind_speed: floor, risk_category: category }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ mapped_wind_speed: null, wind_speed_reason: null });
    },
  );

  it('holds for a place kept as typed, which has no coordinates', async () => {
    expect(
      await refusedOnWindSpeed(request({ ...NOT_IN_THE_LIST, wind_speed: 114, wind_speed_reason: REASON })),
    ).toContain('is below 115 mph, the lowest value of the ASCE 7-10 map');
    expect((await search(request({ ...NOT_IN_THE_LIST, wind_speed: 115 }))).statusCode).toBe(201);
  });
});
