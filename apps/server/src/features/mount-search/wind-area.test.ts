// An antenna without a wind area (square_footage 0, stored before it was required) is not offered in searches
// (POST /api/mount_search_results at /api/docs, step 1): naming it is a 422 on `antenna` and nothing is stored; set, it
// is offered again.
import { ANTENNA_WITHOUT_WIND_AREA, hasWindArea } from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoAntennas } from '../../db/seed-data.js';
import { antennas, engineeringSettings } from '../../db/tables.js';
import {
  antennaId,
  diagnostics,
  diagnosticsBase,
  request,
  search,
  storedSearches,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { previewSettings } from './settings-preview.js';

useSeededSearchApp();

const setArea = (id: number, squareFootage: number) =>
  t.database.db.update(antennas).set({ square_footage: squareFootage }).where(eq(antennas.id, id));

const refusal = {
  errors: { antenna: [ANTENNA_WITHOUT_WIND_AREA] },
  full_messages: [`Antenna ${ANTENNA_WITHOUT_WIND_AREA}`],
};

describe('a search naming an antenna without a wind area', () => {
  it('the demo catalogue has none: every seeded antenna has its EPA', async () => {
    expect(Object.values(demoAntennas).every(hasWindArea)).toBe(true);
    const seeded = await t.database.db.select().from(antennas);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.filter((row) => !hasWindArea(row)).map((row) => row.model)).toEqual([]);
  });

  it('is a 422 on antenna, stores nothing, and is answered again once the area is set', async () => {
    const area = demoAntennas.dish120.square_footage;
    await setArea(antennaId.dish120, 0);
    const before = await storedSearches();
    const refused = await search(request({ antenna: antennaId.dish120 }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual(refusal);
    // The diagnostics run the same step 1.
    const diagnosed = await diagnostics({ ...diagnosticsBase(), antenna: antennaId.dish120 });
    expect(diagnosed.statusCode).toBe(422);
    expect(diagnosed.json()).toEqual(refusal);
    expect(await storedSearches()).toBe(before);

    await setArea(antennaId.dish120, area);
    const answered = await search(request({ antenna: antennaId.dish120 }));
    expect(answered.statusCode, answered.body).toBe(201);
    expect(await storedSearches()).toBe(before + 1);
  });

  it("the engineering settings preview's example antenna is one a search may use", async () => {
    const [settings] = await t.database.db.select().from(engineeringSettings);
    const usual = (await previewSettings(t.database.db, settings!)).antenna;
    expect(usual).toEqual(expect.any(String));
    const row = (await t.database.db.select().from(antennas)).find((a) => `${a.make} ${a.model}` === usual);
    await setArea(row!.id, 0);
    try {
      const other = (await previewSettings(t.database.db, settings!)).antenna;
      expect(other).toEqual(expect.any(String));
      expect(other).not.toBe(usual);
    } finally {
      await setArea(row!.id, row!.square_footage);
    }
  });
});
