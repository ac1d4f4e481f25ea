import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { demoMounts, type DemoMountKey } from '../../db/seed-data.js';
import { mounts } from '../../db/tables.js';
import {
  antennaId,
  calculationsText,
  diagnostics,
  diagnosticsBase,
  engineSelection,
  mountId,
  northwind,
  request,
  search,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { RIDGE_SLOPE } from './ridge-slope.js';

/**
 * Ridge mounts (docs/engineering.md, "Ridge mounts"; decision 0060): one without ballast trays has no place for the
 * ballast, so it fits only where it needs none; a ridge result states that the roof slope is not applied to sliding.
 */
useSeededSearchApp();

const SITE = { windSpeed: 115, exposure: 'C', buildingHeight: 30 } as const;
const RIDGE_KEYS = ['ridge3', 'ridge5'] as const;

async function changeMounts(keys: readonly DemoMountKey[], values: Partial<typeof mounts.$inferInsert>) {
  await t.database.db
    .update(mounts)
    .set(values)
    .where(
      inArray(
        mounts.id,
        keys.map((key) => mountId[key]),
      ),
    );
  t.app.ctx.catalogue.changed();
}

/** Takes the trays off the demo's ridge mounts (seeded with them). */
const withoutTrays = (keys: readonly DemoMountKey[]) =>
  changeMounts(keys, { ballast_trays: null, tray_capacity: null });

afterEach(async () => {
  for (const key of RIDGE_KEYS) {
    const { weight, minimum_ballast_weight, max_roof_load, ballast_trays, tray_capacity } = demoMounts[key];
    await changeMounts([key], { weight, minimum_ballast_weight, max_roof_load, ballast_trays, tray_capacity });
  }
});

/** Northwind links one ridge mount, ridge3: a ridge search there has it as its only candidate. */
const northwindRidge = (overrides: Record<string, unknown> = {}) =>
  search(request({ reseller_id: northwind, antenna: antennaId.ptp, ridge_mount: true, ...overrides }));

const lb = (value: number) => `${value.toLocaleString('en-US')} lb`;

describe('POST /api/mount_search_results: ridge mounts', () => {
  it('answers 404 no_ballast_positions naming the only ridge mount when it has no trays and needs ballast', async () => {
    await withoutTrays(['ridge3']);
    const needed = engineSelection('ptp', SITE, { ridge: true, only: ['ridge3'] }).designs[0]!.ballastWeight;
    expect(needed).toBeGreaterThan(0);
    const response = await northwindRidge();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: ['No compatible mount found'],
      no_fit: {
        reason: 'no_ballast_positions',
        message:
          `The only compatible mount, the ${demoMounts.ridge3.name}, has no ballast trays or positions for the ` +
          `${lb(needed)} of ballast it needs here`,
      },
      token: expect.any(String),
    });
  });

  it('names every trayless ridge mount with the ballast each needs', async () => {
    await withoutTrays(RIDGE_KEYS);
    const engine = engineSelection('ptp', SITE, { ridge: true });
    const need = (key: DemoMountKey) => engine.designs.find((d) => d.mountId === mountId[key])!.ballastWeight;
    const response = await search(request({ antenna: antennaId.ptp, ridge_mount: true }));
    expect(response.statusCode).toBe(404);
    expect(response.json().no_fit).toEqual({
      reason: 'no_ballast_positions',
      message:
        'No compatible mount has ballast trays or positions for the ballast it needs here: ' +
        `the ${demoMounts.ridge3.name} needs ${lb(need('ridge3'))} and the ${demoMounts.ridge5.name} needs ` +
        lb(need('ridge5')),
    });
  });

  it('names the check that stops the ridge mount with trays when the trayless one cannot take ballast', async () => {
    await withoutTrays(['ridge3']);
    await changeMounts(['ridge5'], { max_roof_load: 1 });
    const response = await search(request({ antenna: antennaId.ptp, ridge_mount: true }));
    expect(response.statusCode).toBe(404);
    expect(response.json().no_fit.reason).toBe('roof_load');
    expect(response.json().no_fit.message).toContain(`The only compatible mount would load the roof`);
    expect(response.json().no_fit.message).toContain(demoMounts.ridge5.name);
  });

  it('chooses the ridge mount with trays over a trayless one, with its blocks in the trays', async () => {
    const both = (await search(request({ antenna: antennaId.ptp, ridge_mount: true }))).json();
    await withoutTrays([both.mount_id === mountId.ridge3 ? 'ridge3' : 'ridge5']);
    const other = await search(request({ antenna: antennaId.ptp, ridge_mount: true }));
    expect(other.statusCode).toBe(201);
    expect(other.json().mount_id).not.toBe(both.mount_id);
    expect(other.json().trays.count).toBeGreaterThan(0);
  });

  it('offers a ridge mount with trays, its blocks shared over them, with the ridge assumption', async () => {
    const response = await northwindRidge();
    expect(response.statusCode).toBe(201);
    const result = response.json();
    const engine = engineSelection('ptp', SITE, { ridge: true, only: ['ridge3'] }).chosen!;
    expect(result).toMatchObject({ mount_id: mountId.ridge3, ballast_weight: engine.ballastWeight });
    expect(result.trays).toEqual({ count: 2, blocks_per_tray: engine.trays!.blocksPerTray });
    const codes = result.assumptions.map((a: { code: string }) => a.code);
    // After the friction assumption it qualifies; once.
    expect(codes.indexOf('ridge_slope')).toBe(codes.indexOf('design_friction') + 1);
    expect(codes.filter((code: string) => code === 'ridge_slope')).toHaveLength(1);
    expect(result.assumptions).toContainEqual(RIDGE_SLOPE);
    expect(RIDGE_SLOPE.text).toContain("the roof's slope is not applied to sliding");
    expect(await calculationsText(result.token)).toContain(RIDGE_SLOPE.text);
  });

  it('offers a trayless ridge mount that needs no ballast, with no blocks', async () => {
    // A frame heavy enough to hold itself: no ballast to place, so nothing is missing a place.
    await withoutTrays(['ridge3']);
    await changeMounts(['ridge3'], { weight: 3000, minimum_ballast_weight: 0, max_roof_load: 1000 });
    const response = await northwindRidge();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      mount_id: mountId.ridge3,
      ballast_weight: 0,
      ballast_blocks: { count: 0 },
      trays: null,
    });
  });

  it('states no ridge assumption on a flat-roof result', async () => {
    const result = (await search(request({ antenna: antennaId.ptp, ridge_mount: false }))).json();
    expect(result.ridge_mount).toBe(false);
    expect(result.assumptions.map((a: { code: string }) => a.code)).not.toContain('ridge_slope');
    expect(await calculationsText(result.token)).not.toContain('Ridge mount:');
  });
});

describe('GET /api/mount_search_results/diagnostics: ridge mounts', () => {
  it('shows a trayless ridge mount as not fitting for want of ballast positions', async () => {
    await withoutTrays(RIDGE_KEYS);
    const response = await diagnostics({ ...diagnosticsBase(), antenna: antennaId.ptp, ridge_mount: true });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `Mount ${mountId.ridge3}, ${demoMounts.ridge3.name} (${demoMounts.ridge3.part_number}): compatible; ` +
        'does not fit (no_ballast_positions)',
    );
    expect(response.body).toContain('- no_ballast_positions: the mount has no ballast trays or positions');
    expect(response.body).toContain('The search would choose: none (No compatible mount found)');
  });

  it('keeps a flat-roof mount without trays fitting: its blocks lie on its base', async () => {
    const text = (await diagnostics({ ...diagnosticsBase(), antenna: antennaId.ptp, compatible_only: true })).body;
    const tripod = engineSelection('ptp', SITE, { ridge: false, only: ['tripod5'] }).designs[0]!;
    expect(tripod.ballast.count).toBeGreaterThan(0);
    expect(text).toContain(`Mount ${mountId.tripod5}, ${demoMounts.tripod5.name} (DEMO-T5): compatible; fits`);
  });
});
