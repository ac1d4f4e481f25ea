import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { antennas } from '../../db/tables.js';
import { demoAntennas, demoMounts } from '../../db/seed-data.js';
import {
  antennaId,
  diagnostics,
  diagnosticsBase,
  engineSelection,
  MIAMI,
  mountId,
  northwind,
  t,
  TORONTO,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

describe('GET /api/mount_search_results/diagnostics', () => {
  const base = diagnosticsBase;

  it('answers text/plain with the inputs, the wind speed and its source, and a trace per compatible mount', async () => {
    const response = await diagnostics({ ...base(), compatible_only: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toContain(`Antenna: ${demoAntennas.yagi.make} ${demoAntennas.yagi.model}`);
    expect(text).toContain('Roof type: EPDM membrane');
    expect(text).toContain('Wind exposure: C (Open)');
    expect(text).toContain('Building height: 30 ft');
    expect(text).toContain('Wind speed: 115 mph, entered by the visitor');
    // No site: the edition in force is not known, so the latest computed, ASCE 7-16.
    expect(text).toContain('ASCE 7-16 Table 26.11-1');
    const engine = engineSelection('yagi', { windSpeed: 115, exposure: 'C', buildingHeight: 30 }, { ridge: false });
    for (const key of ['sled4', 'sled6', 'tripod5', 'tripod8'] as const) {
      expect(text).toContain(
        `Mount ${mountId[key]}, ${demoMounts[key].name} (${demoMounts[key].part_number}): compatible;`,
      );
    }
    expect(text).not.toContain(demoMounts.sled8.name);
    expect(text).not.toContain(demoMounts.ridge3.name);
    expect(text).toContain(`The search would choose: Mount ${engine.chosen!.mountId}`);
    const failing = engine.designs.find((d) => !d.fits)!;
    // The failing mount's reasons, in the engine's order (the demo sleds have trays).
    const reasons = failing.failures.map((failure) => failure.check).join(', ');
    expect(reasons).toContain('roof_load');
    expect(text).toMatch(new RegExp(`Mount ${failing.mountId}, [^\\n]*does not fit \\(${reasons}\\)`));
    expect(text).toContain('Ballast block: Solid concrete block 4" × 8" × 16", 30 lb (the default block)');
    expect(text).toContain("exceeds the mount's maximum roof load");
  });

  it("checks the roof structure's allowable load and states the edge distance as a search would", async () => {
    const plain = (await diagnostics({ ...base(), compatible_only: true })).body;
    expect(plain).toContain("Roof structure's allowable load: not given (the roof structure is not checked)");
    expect(plain).toContain('Roof edge: Distance to the roof edge not given');
    expect(plain).not.toContain('roof_structure');
    const engine = engineSelection('yagi', { windSpeed: 115, exposure: 'C', buildingHeight: 30 }, { ridge: false });
    const chosen = engine.designs.find((design) => design.mountId === engine.chosen!.mountId)!;

    // An allowable below the chosen mount's roof load: it no longer fits, for the roof's sake.
    expect(chosen.roofLoad).toBeGreaterThan(2);
    const allowable = Math.floor(chosen.roofLoad / 2);
    const response = await diagnostics({
      ...base(),
      compatible_only: true,
      roof_allowable_load: allowable,
      roof_edge_distance: 4,
    });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text).toContain(`Roof structure's allowable load: ${allowable} psf`);
    expect(text).toContain('Roof edge: 4 ft from the nearest roof edge');
    expect(text).toMatch(new RegExp(`Mount ${chosen.mountId}, [^\\n]*does not fit \\([^)]*roof_structure[^)]*\\)`));
    expect(text).not.toContain(`The search would choose: Mount ${chosen.mountId}`);
  });

  it('covers every active mount of the ridge kind unless compatible_only, and never chooses an incompatible one', async () => {
    const text = (await diagnostics({ ...base(), antenna: antennaId.dish180, compatible_only: false })).body;
    for (const key of ['sled4', 'sled6', 'sled8', 'sled12', 'tripod5', 'tripod8'] as const) {
      expect(text).toContain(`Mount ${mountId[key]}, ${demoMounts[key].name}`);
    }
    expect(text).toContain('NOT compatible with the antenna');
    expect(text).not.toContain(demoMounts.ridge5.name);
    expect(text).toContain(`The search would choose: Mount ${mountId.sled12}`);
  });

  it("limits the candidates to the reseller's mounts", async () => {
    const text = (await diagnostics({ ...base(), reseller_id: northwind, compatible_only: false })).body;
    expect(text).toContain('Reseller: Northwind Wireless [demo]');
    expect(text).toContain(demoMounts.sled4.name);
    expect(text).not.toContain(demoMounts.tripod8.name);
    expect(text).not.toContain(demoMounts.sled8.name);
  });

  it('looks the wind speed up at the location when none (or 0) is given', async () => {
    const miami = (
      await diagnostics({
        ...base(),
        wind_speed: 0,
        location_latitude: MIAMI.location_latitude,
        location_longitude: MIAMI.location_longitude,
      })
    ).body;
    expect(miami).toContain('Wind speed: 175 mph, looked up for the location');
    const toronto = (
      await diagnostics({
        ...base(),
        wind_speed: undefined,
        location_latitude: TORONTO.location_latitude,
        location_longitude: TORONTO.location_longitude,
      })
    ).body;
    expect(toronto).toContain('Wind speed: 115 mph, default (115 mph) (default_wind_speed true)');
  });

  it.each([
    ['wind_speed: missing', { wind_speed: undefined }, 'base', 'either wind speed or location must be given'],
    ['wind_speed: 0', { wind_speed: 0 }, 'base', 'either wind speed or location must be given'],
    [
      'wind_speed: missing, location_latitude: 40',
      { wind_speed: undefined, location_latitude: 40 },
      'base',
      'either wind speed or location must be given',
    ],
    ['building_height: 501', { building_height: 501 }, 'building_height', 'Building Height must be less than 500 feet'],
    ['building_height: -1', { building_height: -1 }, 'building_height', 'Building Height must not be negative'],
    ['building_height: missing', { building_height: undefined }, 'building_height', "Building Height can't be blank"],
    ['wind_speed: -5', { wind_speed: -5 }, 'wind_speed', 'Wind Speed must be 0 or more'],
    ['antenna: missing', { antenna: undefined }, 'antenna', "Antenna can't be blank"],
    ['roof_type: missing', { roof_type: undefined }, 'roof_type', "Roof Type can't be blank"],
    ['wind_exposure: missing', { wind_exposure: undefined }, 'wind_exposure', "Wind Exposure can't be blank"],
    ['wind_exposure: Z', { wind_exposure: 'Z' }, 'wind_exposure', 'Wind Exposure must be B, C or D'],
    [
      'compatible_only: perhaps',
      { compatible_only: 'perhaps' },
      'compatible_only',
      'Compatible Only must be true or false',
    ],
    ['antenna: 999999', { antenna: 999999 }, 'antenna', 'Antenna is not available'],
  ])('answers 422 for %s', async (_name, overrides, field, fullMessage) => {
    const response = await diagnostics({ ...base(), ...overrides });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors)).toContain(field);
    expect(body.full_messages).toContain(fullMessage);
  });

  it('refuses an inactive antenna and one the reseller does not offer', async () => {
    const notOffered = await diagnostics({ ...base(), antenna: antennaId.panel, reseller_id: northwind });
    expect(notOffered.json().errors).toEqual({ antenna: ['is not offered by this reseller'] });
    await t.database.db.update(antennas).set({ deleted_at: new Date() }).where(eq(antennas.id, antennaId.panel));
    t.app.ctx.catalogue.changed();
    expect((await diagnostics({ ...base(), antenna: antennaId.panel })).json().errors).toEqual({
      antenna: ['is not available'],
    });
    await t.database.db.update(antennas).set({ deleted_at: null }).where(eq(antennas.id, antennaId.panel));
    t.app.ctx.catalogue.changed();
  });
});
