import { groupSteps, resultSheet } from '@nprm/calc/trace';
import { CALCULATION_SECTIONS, resultReference } from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resellers } from '../../db/tables.js';
import {
  antennaId,
  engineSelection,
  northwind,
  request,
  search,
  summit,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

const getByToken = (token: string) => t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}` });

/** Sets a reseller's domain (and whether it is deactivated), as an administrator's edit would. */
async function setReseller(id: number, fields: { domain?: string; deleted_at?: Date | null }) {
  await t.database.db.update(resellers).set(fields).where(eq(resellers.id, id));
  t.app.ctx.catalogue.changed();
}

describe('the report fields of a saved result (reference, result_url, calculation_steps)', () => {
  it('answers the reference of the token, on POST 201 and on GET', async () => {
    const created = await search(request());
    expect(created.statusCode).toBe(201);
    const result = created.json();
    expect(result.reference).toBe(resultReference(result.token));
    expect(result.reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const read = (await getByToken(result.token)).json();
    expect(read.reference).toBe(result.reference);
  });

  it("links each result to its own reseller's domain, whichever domain the request came in on", async () => {
    await setReseller(summit, { domain: 'summit.example.com' });
    await setReseller(northwind, { domain: 'northwind.example.net' });
    try {
      const own = (
        await t.app.inject({
          method: 'POST',
          url: '/api/mount_search_results',
          payload: request({ reseller_id: summit }),
          headers: { host: 'summit.example.com' },
        })
      ).json();
      const other = (
        await t.app.inject({
          method: 'POST',
          url: '/api/mount_search_results',
          payload: request({ reseller_id: northwind, antenna: antennaId.cpe }),
          headers: { host: 'northwind.example.net' },
        })
      ).json();
      expect(own.result_url).toBe(`https://summit.example.com/results?t=${own.token}`);
      expect(other.result_url).toBe(`https://northwind.example.net/results?t=${other.token}`);

      // Read on the other reseller's domain, each result still names its own.
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/mount_search_results/token/${own.token}`,
        headers: { host: 'northwind.example.net' },
      });
      expect(read.json().result_url).toBe(own.result_url);

      // The domain is read when answering: a reseller's new domain moves its links.
      await setReseller(northwind, { domain: 'wireless.example.org' });
      expect((await getByToken(other.token)).json().result_url).toBe(
        `https://wireless.example.org/results?t=${other.token}`,
      );

      // A deactivated reseller's domain no longer serves its pages: the link goes to the default domain.
      await setReseller(northwind, { deleted_at: new Date() });
      expect((await getByToken(other.token)).json().result_url).toBe(
        `http://localhost:${t.app.ctx.config.port}/results?t=${other.token}`,
      );
    } finally {
      await setReseller(summit, { domain: 'localhost' });
      await setReseller(northwind, { domain: 'northwind.localhost', deleted_at: null });
    }
  });

  it('links a result without a reseller to the default domain', async () => {
    const result = (await search(request({ reseller_id: null, antenna: antennaId.dish120 }))).json();
    expect(result.reseller_id).toBeNull();
    expect(t.app.ctx.config.defaultResellerDomain).toBe('localhost');
    expect(result.result_url).toBe(`http://localhost:${t.app.ctx.config.port}/results?t=${result.token}`);
    expect((await getByToken(result.token)).json().result_url).toBe(result.result_url);
  });

  it("answers the chosen design's calculation sheet, as a result keeps the engine's (decision 0057), on POST and on GET", async () => {
    const result = (await search(request())).json();
    // Chicago's default edition: ASCE 7-16 (its code in force references ASCE 7-22, which is not computed).
    const chosen = engineSelection(
      'ptp',
      { windSpeed: 115, exposure: 'C', buildingHeight: 30 },
      { ridge: false, calc: { codeBasis: { edition: 'ASCE 7-16' } } },
    ).chosen!;
    expect(result.mount_id).toBe(chosen.mountId);
    // The engine's rows, the design wind speed's saying where it comes from (an entered speed, no citation).
    const sheet = resultSheet(chosen.trace).map((row) =>
      row.symbol === 'V' ? { ...row, note: 'source not given' } : row,
    );
    expect(result.calculation_steps).toEqual(JSON.parse(JSON.stringify(sheet)));
    // Every group but the seismic screen, which needs the site's seismic values.
    expect(groupSteps(result.calculation_steps as typeof chosen.trace).map((group) => group.section)).toEqual(
      CALCULATION_SECTIONS.filter((section) => section !== 'seismic'),
    );
    const governing = result.calculation_steps.filter((step: { governing: boolean }) => step.governing);
    expect(governing.map((step: { symbol: string }) => step.symbol)).toContain('B_req');
    expect((await getByToken(result.token)).json().calculation_steps).toEqual(result.calculation_steps);
    // Carried once: the text is derived from these rows (calculations.txt, "Copy as text").
    expect(result).not.toHaveProperty('calculations');
  });
});
