import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineeringSettings } from '../../db/tables.js';
import { history, mounts, mountSearchResults } from '../../db/tables.js';
import { antennaId, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';
import { whatIfVariants } from './what-if.js';

useSeededSearchApp();

interface Case {
  factor: string;
  label: string;
  is_current: boolean;
  wind_exposure: string;
  wind_speed: number;
  building_height: number;
  fits: boolean;
  ballast_weight: number | null;
  roof_load: number | null;
  governing: string | null;
  no_fit_reason: string | null;
  no_fit_message: string | null;
}

const whatIf = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${encodeURIComponent(token)}/what_if` });

async function savedSearch(overrides: Record<string, unknown> = {}) {
  const response = await search(request({ wind_speed: 130, ...overrides }));
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Runs `action` with the mount's max_roof_load set to `value` in the catalogue, then puts it back. */
async function withMaxRoofLoad<T>(mountId: number, value: number, action: () => Promise<T>): Promise<T> {
  const db = t.database.db;
  const [mount] = await db.select().from(mounts).where(eq(mounts.id, mountId));
  await db.update(mounts).set({ max_roof_load: value }).where(eq(mounts.id, mountId));
  t.app.ctx.catalogue.changed();
  try {
    return await action();
  } finally {
    await db.update(mounts).set({ max_roof_load: mount!.max_roof_load }).where(eq(mounts.id, mountId));
    t.app.ctx.catalogue.changed();
  }
}

const byLabel = (cases: Case[], label: string) => cases.find((c) => c.label === label)!;

describe('GET /api/mount_search_results/token/{token}/what_if', () => {
  it('answers the recommended mount under each changed input, the current case equal to the saved figures', async () => {
    const result = await savedSearch();
    const first = (await whatIf(result.token)).json();
    expect(first).toMatchObject({ token: result.token, mount_id: result.mount_id });
    expect(first.max_roof_load).toBe(result.mount.max_roof_load);
    expect(first.roof_allowable_load).toBeNull();
    // The chosen mount is the lightest that fits, so some harsher cases exceed its allowable; with a large allowable
    // every case fits and shows its ballast.
    const answer = await withMaxRoofLoad(result.mount_id, 1000, async () => (await whatIf(result.token)).json());
    expect(answer.max_roof_load).toBe(1000);
    const cases: Case[] = answer.cases;
    expect(cases.map((c) => c.label)).toEqual([
      'Exposure B',
      'Exposure C (as searched)',
      'Exposure D',
      'Wind speed 120 mph (−10 mph)',
      'Wind speed 130 mph (as searched)',
      'Wind speed 140 mph (+10 mph)',
      'Building height 15 ft (halved)',
      'Building height 30 ft (as searched)',
      'Building height 60 ft (doubled)',
    ]);
    expect(cases.map((c) => c.factor)).toEqual([
      ...Array(3).fill('wind_exposure'),
      ...Array(3).fill('wind_speed'),
      ...Array(3).fill('building_height'),
    ]);
    for (const current of cases.filter((c) => c.is_current)) {
      expect(current).toMatchObject({
        wind_exposure: 'C',
        wind_speed: 130,
        building_height: 30,
        fits: true,
        ballast_weight: result.ballast_weight,
        roof_load: result.roof_load,
        governing: result.governing,
        no_fit_reason: null,
        no_fit_message: null,
      });
    }
    expect(cases.filter((c) => c.is_current)).toHaveLength(3);

    // Ballast rises with exposure B → C → D and with the wind speed ("they compound dramatically").
    const ballast = (label: string) => byLabel(cases, label).ballast_weight!;
    expect(ballast('Exposure B')).toBeLessThan(ballast('Exposure C (as searched)'));
    expect(ballast('Exposure C (as searched)')).toBeLessThan(ballast('Exposure D'));
    expect(ballast('Wind speed 120 mph (−10 mph)')).toBeLessThan(ballast('Wind speed 130 mph (as searched)'));
    expect(ballast('Wind speed 130 mph (as searched)')).toBeLessThan(ballast('Wind speed 140 mph (+10 mph)'));
    expect(byLabel(cases, 'Exposure D').roof_load!).toBeGreaterThan(byLabel(cases, 'Exposure B').roof_load!);
  });

  it("computes with the saved search's engine options, not today's settings", async () => {
    const result = await savedSearch();
    const db = t.database.db;
    const [before] = await db.select().from(engineeringSettings);
    await db.update(engineeringSettings).set({ kd: 1 });
    t.app.ctx.catalogue.changed();
    try {
      const cases: Case[] = (await whatIf(result.token)).json().cases;
      expect(cases.find((c) => c.is_current)).toMatchObject({ ballast_weight: result.ballast_weight });
      // A new search does use today's settings (K_d 1 instead of 0.95): it needs more ballast.
      expect((await savedSearch()).ballast_weight).toBeGreaterThan(result.ballast_weight);
    } finally {
      await db.update(engineeringSettings).set({ kd: before!.kd });
      t.app.ctx.catalogue.changed();
    }
  });

  it("marks the cases where the mount stops fitting, in the no-fit reasons' words", async () => {
    const result = await savedSearch();
    // An allowable just at the saved roof load: the search still fits, the doubled height no longer does.
    const answer = await withMaxRoofLoad(result.mount_id, result.roof_load, async () =>
      (await whatIf(result.token)).json(),
    );
    expect(answer.max_roof_load).toBe(result.roof_load);
    const cases: Case[] = answer.cases;
    expect(cases.filter((c) => c.is_current).every((c) => c.fits)).toBe(true);
    const doubled = byLabel(cases, 'Building height 60 ft (doubled)');
    expect(doubled).toMatchObject({
      fits: false,
      ballast_weight: null,
      roof_load: null,
      governing: null,
      no_fit_reason: 'roof_load',
    });
    expect(doubled.no_fit_message).toMatch(
      new RegExp(
        `^The only compatible mount would load the roof above its allowable: the .+ needs [\\d.]+ psf where ${result.roof_load} psf is allowed$`,
      ),
    );
    expect(byLabel(cases, 'Exposure B').fits).toBe(true);
  });

  it("checks every case against the roof structure's allowable load the search was given", async () => {
    // The mount's own rating out of the way, so only the roof structure can stop a case.
    await withMaxRoofLoad((await savedSearch()).mount_id, 1000, async () => {
      const plain = await savedSearch();
      const unchecked: Case[] = (await whatIf(plain.token)).json().cases;
      const doubledUnchecked = byLabel(unchecked, 'Building height 60 ft (doubled)');
      expect(doubledUnchecked.fits).toBe(true);
      expect(doubledUnchecked.roof_load!).toBeGreaterThan(plain.roof_load);

      // The roof allows exactly the searched roof load: the search fits, the doubled height loads it above that.
      const result = await savedSearch({ roof_allowable_load: plain.roof_load });
      expect(result).toMatchObject({ mount_id: plain.mount_id, roof_load: plain.roof_load });
      const answer = (await whatIf(result.token)).json();
      expect(answer.roof_allowable_load).toBe(plain.roof_load);
      const cases: Case[] = answer.cases;
      expect(cases.filter((c) => c.is_current).every((c) => c.fits && c.ballast_weight === result.ballast_weight)).toBe(
        true,
      );
      const doubled = byLabel(cases, 'Building height 60 ft (doubled)');
      expect(doubled).toMatchObject({
        fits: false,
        ballast_weight: null,
        roof_load: null,
        no_fit_reason: 'roof_structure',
      });
      expect(doubled.no_fit_message).toContain(`${plain.roof_load} psf`);
      expect(byLabel(cases, 'Exposure B').fits).toBe(true);
    });
  });

  it('stores nothing', async () => {
    const result = await savedSearch();
    const db = t.database.db;
    const snapshot = async () => ({
      results: await db.select().from(mountSearchResults).orderBy(mountSearchResults.id),
      history: (await db.select({ n: sql<number>`count(*)::int` }).from(history))[0]!.n,
    });
    const before = await snapshot();
    expect((await whatIf(result.token)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', 'has.dots.in.it.and.more.chars'])(
    'answers 404 Not found for the token %j',
    async (token) => {
      const response = await whatIf(token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['Not found'] });
    },
  );

  it('answers 404 for a search that found no mount', async () => {
    const response = await search(request({ antenna: antennaId.ptp, wind_speed: 1000, building_height: 500 }));
    expect(response.statusCode).toBe(404);
    const [stored] = await t.database.db
      .select({ token: mountSearchResults.token, mount: mountSearchResults.mount_id })
      .from(mountSearchResults)
      .orderBy(desc(mountSearchResults.id))
      .limit(1);
    expect(stored!.mount).toBeNull();
    expect((await whatIf(stored!.token)).statusCode).toBe(404);
  });
});

describe('whatIfVariants: the cases a search accepts', () => {
  it('leaves out a wind speed below 1 or above 1000 mph and a height below 1 or above 500 ft', () => {
    const labels = (site: { wind_speed: number; building_height: number }) =>
      whatIfVariants({ wind_exposure: 'B', ...site }).map((variant) => variant.label);
    expect(labels({ wind_speed: 8, building_height: 1.5 })).toEqual([
      'Exposure B (as searched)',
      'Exposure C',
      'Exposure D',
      'Wind speed 8 mph (as searched)',
      'Wind speed 18 mph (+10 mph)',
      'Building height 1.5 ft (as searched)',
      'Building height 3 ft (doubled)',
    ]);
    expect(labels({ wind_speed: 995, building_height: 300 })).toEqual([
      'Exposure B (as searched)',
      'Exposure C',
      'Exposure D',
      'Wind speed 985 mph (−10 mph)',
      'Wind speed 995 mph (as searched)',
      'Building height 150 ft (halved)',
      'Building height 300 ft (as searched)',
    ]);
  });
});
