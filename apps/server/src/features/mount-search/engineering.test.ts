import { ASSUMPTIONS, designMount, type CalcOptions, type DesignInput } from '@nprm/calc';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockTypes, engineeringSettings, mounts } from '../../db/tables.js';
import {
  antennaId,
  calculationsText,
  engineSelection,
  mountId,
  request as specRequest,
  search,
  storedDocument,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';

/** Issue 14 in the search: the block type, trays, uplift, assumptions, and the settings a result keeps. */
useSeededSearchApp();

const SITE = { windSpeed: 115, exposure: 'C', buildingHeight: 30 } as const;

/** The settings' GCr policy acts under ASCE 7-10 only (7-16 takes 1.9 at every height): these searches choose it. */
const request = (overrides: Record<string, unknown> = {}) => specRequest({ code_edition: 'ASCE 7-10', ...overrides });

async function blockId(name: string): Promise<number> {
  const [row] = await t.database.db.select().from(blockTypes).where(eq(blockTypes.name, name));
  return row!.id;
}

async function changeCatalogue(change: () => Promise<unknown>): Promise<void> {
  await change();
  t.app.ctx.catalogue.changed();
}

describe('mount search: block types, trays, uplift and assumptions', () => {
  it("counts the ballast in the admin's default block and states the assumptions", async () => {
    const result = (await search(request())).json();
    expect(result.block_type).toEqual({
      id: await blockId('Solid concrete block'),
      name: 'Solid concrete block',
      nominal_size: '4" × 8" × 16"',
      weight: 30,
    });
    expect(result.ballast_blocks.block_weight).toBe(30);
    // The engine's assumptions; the HVHZ one is left out for a county outside the zone (Chicago, decision 0041).
    const others = ASSUMPTIONS.filter((a) => a.code !== 'hvhz');
    expect(result.assumptions.map((a: { code: string }) => a.code)).toEqual(others.map(({ code }) => code));
    for (const { code, text } of others) expect(result.assumptions).toContainEqual({ code, text });
    const text = await calculationsText(result.token);
    expect(text).toContain('\nAssumptions and limits\n');
    expect(text).toContain('Weigh the ballast blocks on site');
  });

  it('counts in the block the visitor chooses: 2" × 8" × 16" blocks of 14 lb, never fewer than 30 lb blocks', async () => {
    const half = await blockId('Half-height solid block');
    const result = (await search(request({ block_type: half }))).json();
    const engine = engineSelection('ptp', SITE, { ridge: false, calc: { blockWeight: 14 } });
    expect(result.block_type).toMatchObject({ id: half, weight: 14 });
    expect(result.mount_id).toBe(engine.chosen!.mountId);
    expect(result.ballast_blocks).toEqual({ count: engine.chosen!.ballast.count, block_weight: 14 });
    const heavy = (await search(request())).json();
    expect(result.ballast_blocks.count).toBeGreaterThanOrEqual(heavy.ballast_blocks.count);
    expect(await calculationsText(result.token)).toContain('ballast block 14 lb');
  });

  it('refuses an unknown or inactive block type with 422 on block_type', async () => {
    const unknown = await search(request({ block_type: 999999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      errors: { block_type: ['is not available'] },
      full_messages: ['Block Type is not available'],
    });
    const [retired] = await t.database.db
      .insert(blockTypes)
      .values({ name: 'Retired block', nominal_size: 'x', weight: 20, deleted_at: new Date() })
      .returning();
    t.app.ctx.catalogue.changed();
    expect((await search(request({ block_type: retired!.id }))).statusCode).toBe(422);
    expect((await search(request({ block_type: 'abc' }))).json()).toMatchObject({
      errors: { block_type: ['is not a number'] },
    });
  });

  it("shares the blocks over the chosen sled's trays, rounded up per tray", async () => {
    const result = (await search(request())).json();
    const engine = engineSelection('ptp', SITE, { ridge: false });
    expect(result.mount_id).toBe(mountId.sled4);
    expect(result.trays).toEqual({ count: 2, blocks_per_tray: Math.ceil(engine.chosen!.ballast.count / 2) });
  });

  it('applies uplift to a dish and traces F_v with its clause', async () => {
    const result = (await search(request({ antenna: antennaId.dish120, reseller_id: null }))).json();
    const text = await calculationsText(result.token);
    const line = text.split('\n').find((l) => l.startsWith('  F_v '))!;
    expect(line).toMatch(/F_v {4}= [1-9][\d,.]* lb .*\[ASCE 7-10 §29\.5\.1\]$/);
    expect(text).toMatch(/\n {2}A_r {4}= 6\.1 ft² /);
  });

  it('passes over a mount whose trays cannot hold the ballast', async () => {
    const before = (await search(request())).json();
    expect(before.mount_id).toBe(mountId.sled4);
    await changeCatalogue(() =>
      t.database.db.update(mounts).set({ tray_capacity: 60 }).where(eq(mounts.id, mountId.sled4)),
    );
    try {
      const after = (await search(request())).json();
      expect(after.mount_id).not.toBe(mountId.sled4);
    } finally {
      await changeCatalogue(() =>
        t.database.db.update(mounts).set({ tray_capacity: 300 }).where(eq(mounts.id, mountId.sled4)),
      );
    }
  });
});

describe("a mount's manufacturer ratings and real footprint (issue 30)", () => {
  it('passes over a mount rated below the design, and answers mount_rating when no mount is rated for it', async () => {
    const before = (await search(request())).json();
    expect(before.mount_id).toBe(mountId.sled4);
    const rate = (maxEpa: number | null) =>
      changeCatalogue(() => t.database.db.update(mounts).set({ max_epa: maxEpa }).where(isNotNull(mounts.id)));
    await changeCatalogue(() =>
      t.database.db.update(mounts).set({ max_epa: 0.01 }).where(eq(mounts.id, mountId.sled4)),
    );
    try {
      expect((await search(request())).json().mount_id).not.toBe(mountId.sled4);
      await rate(0.01);
      const none = await search(request());
      expect(none.statusCode).toBe(404);
      expect(none.json().no_fit).toEqual({
        reason: 'mount_rating',
        message: expect.stringMatching(
          /^Every compatible mount is rated by its manufacturer below this design: the closest, the .+, carries an antenna of at most 0\.01 ft² EPA where this one has [\d.]+ ft²$/,
        ),
      });
    } finally {
      await rate(null);
    }
  });

  it('takes the roof load over base_length × base_width, and the arm from the short side', async () => {
    const square = (await search(request())).json();
    await changeCatalogue(() =>
      t.database.db.update(mounts).set({ base_length: 8, base_width: 4 }).where(eq(mounts.id, mountId.sled4)),
    );
    try {
      const rect = (await search(request())).json();
      expect(rect.mount_id).toBe(mountId.sled4);
      expect(rect.footprint).toMatchObject({ base_length: 8, base_width: 4 });
      const text = await calculationsText(rect.token);
      expect(text).toMatch(/\n {2}b {6}= 2 ft .*min\(L_b, W_b\)\/2 = min\(8, 4\)\/2/);
      expect(text).toMatch(/\n {2}A_fp {3}= 32 ft² .*L_b·W_b = 8·4/);
      expect(rect.ballast_weight).toBe(square.ballast_weight);
    } finally {
      await changeCatalogue(() =>
        t.database.db.update(mounts).set({ base_length: null, base_width: null }).where(eq(mounts.id, mountId.sled4)),
      );
    }
  });
});

describe('a saved result keeps its options and engine version, and its figures, after the settings change', () => {
  it('reads back unchanged and reproduces its figures from the stored options', async () => {
    const saved = (await search(request({ antenna: antennaId.dish090, reseller_id: null }))).json();
    await changeCatalogue(() =>
      t.database.db.update(engineeringSettings).set({ kd: 0.85, gcr_policy: 'asce7_10', load_combination: 'asd' }),
    );
    try {
      const url = `/api/mount_search_results/token/${saved.token}`;
      expect((await t.app.inject({ method: 'GET', url })).json()).toEqual(saved);

      const row = await storedDocument(saved.token);
      const options = row.engine_options;
      expect(options).toEqual({
        kd: 0.95,
        gcrPolicy: 'all_heights',
        codeBasis: { edition: 'ASCE 7-10', riskCategory: 'II', jurisdiction: 'none', loadCombination: 'lrfd' },
        blockWeight: 30,
      });
      expect(row.engine_version).toBe(saved.engine_version);
      // The stored options and the search's inputs give the stored figures again.
      const engine = engineSelection('dish090', SITE, { ridge: false, calc: options });
      expect(engine.chosen!.mountId).toBe(saved.mount_id);
      expect(engine.chosen!.ballastWeight).toBe(saved.ballast_weight);

      // A new search uses the new settings, and keeps them.
      const fresh = (await search(request({ antenna: antennaId.dish090, reseller_id: null }))).json();
      expect((await storedDocument(fresh.token)).engine_options).toEqual({
        kd: 0.85,
        gcrPolicy: 'asce7_10',
        codeBasis: { edition: 'ASCE 7-10', riskCategory: 'II', jurisdiction: 'none', loadCombination: 'asd' },
        blockWeight: 30,
      });
      expect(await calculationsText(fresh.token)).toContain('Options: K_d 0.85; GCr 1.9;');
      expect(fresh.ballast_weight).toBeLessThan(saved.ballast_weight);
    } finally {
      await changeCatalogue(() =>
        t.database.db
          .update(engineeringSettings)
          .set({ kd: 0.95, gcr_policy: 'all_heights', load_combination: 'lrfd' }),
      );
    }
  });

  it('the engine reproduces a design from a stored input and options (designMount is pure)', () => {
    const input: DesignInput = {
      site: SITE,
      antenna: {
        weight: 20,
        mastDiameter: 2,
        mastLength: 4,
        squareFootage: 5,
        additionalHeightToCenterline: 0,
        horizontalArea: 2,
      },
      mount: {
        id: 1,
        weight: 95,
        halfBaseWidth: 3,
        heightToAntennaCenterline: 4,
        mastDiameter: 2.375,
        mastLength: 6,
        squareFootage: 2,
        maxRoofLoad: 35,
      },
      frictionCoefficient: 0.5,
    };
    const options: CalcOptions = {
      kd: 0.85,
      gcrPolicy: 'asce7_10',
      codeBasis: { edition: 'ASCE 7-10', riskCategory: 'IV', jurisdiction: 'florida_hvhz', loadCombination: 'asd' },
      blockWeight: 26,
    };
    expect(designMount(JSON.parse(JSON.stringify(input)), JSON.parse(JSON.stringify(options)))).toEqual(
      designMount(input, options),
    );
  });
});
