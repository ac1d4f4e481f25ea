import { DEFAULT_OPTIONS, ENGINE_VERSION } from '@nprm/calc';
import { fieldName } from '@nprm/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  antennaMounts,
  antennas,
  mounts,
  mountSearchResults,
  resellerAntennas,
  resellerMounts,
  resellers,
  roofTypes,
} from '../../db/tables.js';
import {
  demoAntennas,
  demoCompatibility,
  demoMounts,
  type DemoAntennaKey,
  type DemoMountKey,
} from '../../db/seed-data.js';
import { createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';
import {
  antennaId,
  calculationsText,
  CHICAGO,
  engineSelection,
  epdm,
  metal,
  MIAMI,
  mountId,
  northwind,
  request,
  search,
  storedSearches,
  summit,
  t,
  TORONTO,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

describe('POST /api/mount_search_results', () => {
  it('answers 201 with the saved result, its figures equal to the engine', async () => {
    const response = await search(request());
    expect(response.statusCode).toBe(201);
    const result = response.json();

    const engine = engineSelection('ptp', { windSpeed: 115, exposure: 'C', buildingHeight: 30 }, { ridge: false });
    const chosen = engine.chosen!;
    expect(chosen).not.toBeNull();
    expect(result.mount_id).toBe(chosen.mountId);
    expect(result.ballast_weight).toBe(chosen.ballastWeight);
    expect(result.ballast_blocks).toEqual({ count: chosen.ballast.count, block_weight: 30 });
    expect(result.governing).toBe(chosen.governing);
    // Shown rounded up: dead load to whole pounds, roof load to 0.1 psf.
    expect(result.total_dead_load).toBe(Math.ceil(chosen.totalDeadLoad - 1e-6));
    expect(result.roof_load).toBeGreaterThanOrEqual(chosen.roofLoad);
    expect(result.roof_load).toBeLessThan(chosen.roofLoad + 0.1);
    expect(result.roof_load * 10).toBeCloseTo(Math.round(result.roof_load * 10), 9);
    expect(result.engine_version).toBe(ENGINE_VERSION);

    expect(result).toMatchObject({
      reseller_id: summit,
      antenna_id: antennaId.ptp,
      roof_type_id: epdm,
      location: CHICAGO.location,
      building_height: 30,
      ridge_mount: false,
      wind_exposure: 'C',
      wind_speed: 115,
      default_wind_speed: false,
      wind_speed_source: 'given',
      customer_company: 'Analytical Engines Ltd',
      antenna: { id: antennaId.ptp, make: demoAntennas.ptp.make, model: demoAntennas.ptp.model },
      roof_type: { id: epdm, name: 'EPDM membrane' },
      reseller: { id: summit, name: 'Summit Roof Mounts [demo]', contact_email: 'sales@example.com' },
    });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(new Date(result.created_at).toISOString()).toBe(result.created_at);
    expect(result).not.toHaveProperty('customer_name');
    expect(result).not.toHaveProperty('customer_email');

    const key = (Object.keys(mountId) as DemoMountKey[]).find((k) => mountId[k] === chosen.mountId)!;
    expect(result.mount).toMatchObject({
      id: chosen.mountId,
      name: demoMounts[key].name,
      part_number: demoMounts[key].part_number,
      max_roof_load: demoMounts[key].max_roof_load,
      product_url: expect.stringContaining(demoMounts[key].part_number.toLowerCase()),
    });
    expect(result.mount.mount_images.map((i: { image_url: string }) => i.image_url)).toEqual([
      ...demoMounts[key].images,
    ]);

    // The sheet is carried once, as data; its text is derived from it on request.
    expect(result).not.toHaveProperty('calculations');
    expect(result.calculation_steps.map((step: { symbol: string }) => step.symbol)).toContain('q_z,a');
    const text = await calculationsText(result.token);
    // Chicago's code in force references ASCE 7-22, which the engine cannot compute: ASCE 7-16 is used.
    expect(text).toContain('ASCE 7-16 Eq. 26.10-1');
    expect(text).not.toContain('ASCE 7-10');
    expect(text).toContain(`Verdict: ballast ${result.ballast_weight} lb`);
    expect(text).toContain(demoMounts[key].name);
  });

  it('stores the search with the customer, the inputs, the figures returned and the engine basis', async () => {
    const response = await search(request({ customer_name: '  Grace Hopper ', customer_email: 'grace@example.com' }));
    const result = response.json();
    const [row] = await t.database.db
      .select()
      .from(mountSearchResults)
      .where(eq(mountSearchResults.token, result.token));
    // The columns the lists filter on, beside the result document with the schema's version.
    expect(row).toMatchObject({
      customer_name: 'Grace Hopper',
      customer_email: 'grace@example.com',
      customer_company: 'Analytical Engines Ltd',
      mount_id: result.mount_id,
    });
    expect(row!.result).toMatchObject({
      schema_version: 4,
      customer_name: 'Grace Hopper',
      customer_email: 'grace@example.com',
      customer_company: 'Analytical Engines Ltd',
      location_latitude: CHICAGO.location_latitude,
      location_longitude: CHICAGO.location_longitude,
      mount_id: result.mount_id,
      ballast_weight: result.ballast_weight,
      ballast_blocks: { count: result.ballast_blocks.count, block_weight: 30 },
      roof_load: result.roof_load,
      total_dead_load: result.total_dead_load,
      governing: result.governing,
      // The text is derived from the sheet, never stored with a new search.
      calculations_text: null,
      calculation_steps: result.calculation_steps,
      engine_version: ENGINE_VERSION,
      engine_options: { ...DEFAULT_OPTIONS, codeBasis: { ...DEFAULT_OPTIONS.codeBasis, edition: 'ASCE 7-16' } },
      wind_speed_source: 'given',
    });
  });

  it('accepts numbers as numeric strings and a blank wind speed as not given', async () => {
    const response = await search(
      request({ building_height: '30', antenna: String(antennaId.ptp), wind_speed: '', ...TORONTO }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ building_height: 30, wind_speed: 115, default_wind_speed: true });
  });

  it('looks the wind speed up at the location when none is given (Miami: 175 mph)', async () => {
    const response = await search(
      request({ wind_speed: undefined, antenna: antennaId.dish090, ...MIAMI, wind_exposure: 'B', building_height: 10 }),
    );
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ wind_speed: 175, default_wind_speed: false, wind_speed_source: 'location' });
    expect(result.wind_speed_note).toContain('Miami-Dade');
    // The basis in plain words reaches the saved result and its trace, and reads back by token.
    // The ASCE 7-10 county value, said to be a planning estimate under the ASCE 7-16 the search computes to.
    expect(result.wind_speed_note).toMatch(/^ASCE 7-10 map value, a planning estimate under ASCE 7-16/);
    expect(result.wind_speed_basis).toMatch(/^Cited: the Florida Building Code fixes one value for all of Miami-Dade/);
    expect(await calculationsText(result.token)).toContain(`Wind speed basis: ${result.wind_speed_basis}`);
    const stored = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${result.token}` });
    expect(stored.json()).toMatchObject({ wind_speed_basis: result.wind_speed_basis });
    // In Miami-Dade the Florida HVHZ rule applies (G·C_f 3.1, decision 0041).
    const engine = engineSelection(
      'dish090',
      { windSpeed: 175, exposure: 'B', buildingHeight: 10 },
      { ridge: false, calc: { codeBasis: { jurisdiction: 'florida_hvhz' } } },
    );
    expect(result.mount_id).toBe(engine.chosen!.mountId);
    expect(result.ballast_weight).toBe(engine.chosen!.ballastWeight);
  });

  it('uses 115 mph with default_wind_speed true outside the data (Toronto)', async () => {
    const response = await search(request({ wind_speed: undefined, ...TORONTO }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ wind_speed: 115, default_wind_speed: true, wind_speed_source: 'default' });
  });

  it('refuses location text that names no place when there are neither a wind speed nor coordinates', async () => {
    // A default 115 mph would silently lower the answer: the text must resolve (search-site.test.ts) or be refused.
    const before = await storedSearches();
    const response = await search(
      request({
        wind_speed: undefined,
        location_latitude: undefined,
        location_longitude: undefined,
        location: 'Somewhere',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().full_messages).toEqual([
      "Location was not found: pick a listed place or give the site's coordinates",
    ]);
    expect(await storedSearches()).toBe(before);
  });

  it("lets the visitor's wind speed win over the location's", async () => {
    const response = await search(
      request({ wind_speed: 180, ...MIAMI, antenna: antennaId.dish090, wind_exposure: 'B', building_height: 10 }),
    );
    expect(response.json()).toMatchObject({ wind_speed: 180, default_wind_speed: false, wind_speed_source: 'given' });
  });

  it('offers only ridge mounts for a peaked roof and only non-ridge mounts otherwise', async () => {
    const ridge = (await search(request({ antenna: antennaId.yagi, ridge_mount: true }))).json();
    const flat = (await search(request({ antenna: antennaId.yagi, ridge_mount: false }))).json();
    expect(ridge.ridge_mount).toBe(true);
    expect([mountId.ridge3, mountId.ridge5]).toContain(ridge.mount_id);
    expect([mountId.ridge3, mountId.ridge5]).not.toContain(flat.mount_id);
    const engine = engineSelection('yagi', { windSpeed: 115, exposure: 'C', buildingHeight: 30 }, { ridge: true });
    expect(ridge.mount_id).toBe(engine.chosen!.mountId);
    expect(ridge.ballast_weight).toBe(engine.chosen!.ballastWeight);
  });

  it("limits a reseller to its antennas and its active reseller mounts, with the reseller mount's URLs", async () => {
    const notOffered = await search(request({ reseller_id: northwind, antenna: antennaId.panel }));
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json()).toEqual({
      errors: { antenna: ['is not offered by this reseller'] },
      full_messages: ['Antenna is not offered by this reseller'],
    });

    // Northwind links sled4, sled6, tripod5 and ridge3 only, and overrides sled4's product URL.
    const northwindSelection = (antenna: 'cpe' | 'yagi') =>
      engineSelection(
        antenna,
        { windSpeed: 115, exposure: 'C', buildingHeight: 30 },
        { ridge: false, only: ['sled4', 'sled6', 'tripod5'] },
      );
    const cpe = (await search(request({ reseller_id: northwind, antenna: antennaId.cpe }))).json();
    const engine = northwindSelection('cpe');
    expect(cpe.mount_id).toBe(engine.chosen!.mountId);
    expect(cpe.mount_id).toBe(mountId.sled4);
    expect(cpe.mount.product_url).toBe('https://example.com/northwind-wireless/shop/demo-s4');
    expect(cpe.mount.assembly_instructions_url).toContain('/demo-s4/assembly-instructions.pdf');
    expect(cpe.reseller).toEqual({
      id: northwind,
      name: 'Northwind Wireless [demo]',
      contact_email: 'support@example.com',
    });

    // The yagi on Northwind cannot use tripod8 (not linked), which Summit offers.
    const yagi = (await search(request({ reseller_id: northwind, antenna: antennaId.yagi }))).json();
    const yagiEngine = northwindSelection('yagi');
    expect(yagi.mount_id).toBe(yagiEngine.chosen!.mountId);

    // A deactivated reseller mount takes its mount out of that reseller's searches.
    await t.database.db
      .update(resellerMounts)
      .set({ deleted_at: new Date() })
      .where(eq(resellerMounts.reseller_id, northwind));
    t.app.ctx.catalogue.changed();
    const none = await search(request({ reseller_id: northwind, antenna: antennaId.cpe }));
    expect(none.statusCode).toBe(404);
    await t.database.db
      .update(resellerMounts)
      .set({ deleted_at: null })
      .where(eq(resellerMounts.reseller_id, northwind));
    t.app.ctx.catalogue.changed();
    expect((await search(request({ reseller_id: northwind, antenna: antennaId.cpe }))).statusCode).toBe(201);
  });

  it('searches every active mount when no reseller is given', async () => {
    const response = await search(request({ reseller_id: null, antenna: antennaId.dish120 }));
    expect(response.statusCode).toBe(201);
    const engine = engineSelection('dish120', { windSpeed: 115, exposure: 'C', buildingHeight: 30 }, { ridge: false });
    expect(response.json()).toMatchObject({ reseller_id: null, reseller: null, mount_id: engine.chosen!.mountId });
  });

  it.each([
    ['Northwind from Summit’s site', 'localhost', () => northwind],
    ['Summit from Northwind’s site', 'northwind.localhost', () => summit],
    ['Northwind from an unknown site (served as the default, Summit)', 'elsewhere.example', () => northwind],
  ])('refuses a search for %s with 422 on reseller_id and stores nothing', async (_case, host, reseller) => {
    const before = await storedSearches();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mount_search_results',
      payload: request({ reseller_id: reseller(), antenna: antennaId.ptp }),
      headers: { host },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { reseller_id: ['does not match this site'] },
      full_messages: ['Reseller Id does not match this site'],
    });
    expect(await storedSearches()).toBe(before);
  });

  it('binds a search without reseller_id to no reseller, from any site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mount_search_results',
      payload: request({ reseller_id: null, antenna: antennaId.dish120 }),
      headers: { host: 'northwind.localhost' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ reseller_id: null });
  });

  it('accepts the reseller of the site asked, also under www. and with a port', async () => {
    for (const host of ['northwind.localhost', 'www.northwind.localhost:3000']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/mount_search_results',
        payload: request({ reseller_id: northwind, antenna: antennaId.cpe }),
        headers: { host },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('stores a search that finds no mount and answers 404', async () => {
    const before = await storedSearches();
    const body = request({
      antenna: antennaId.dish180,
      building_height: 500,
      wind_exposure: 'D',
      customer_name: 'No Fit',
    });
    const response = await search(body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: ['No compatible mount found'],
      no_fit: {
        reason: 'roof_load',
        message: expect.stringMatching(/^The only compatible mount would load the roof above its allowable: /),
      },
      token: expect.any(String),
    });
    expect(await storedSearches()).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(mountSearchResults)
      .where(eq(mountSearchResults.customer_name, 'No Fit'));
    expect(row).toMatchObject({ mount_id: null, antenna_id: antennaId.dish180, customer_email: 'ada@example.com' });
    expect(row!.result).toMatchObject({
      mount_id: null,
      ballast_weight: null,
      roof_load: null,
      antenna_id: antennaId.dish180,
      building_height: 500,
      wind_exposure: 'D',
      customer_email: 'ada@example.com',
      // No sheet without a chosen mount (the diagnostics show every candidate's).
      calculations_text: null,
      calculation_steps: [],
      // Why nothing fits is kept with the lead, for the Searches page and the export's no_fit.
      no_fit: response.json<{ no_fit: unknown }>().no_fit,
    });
    // The 404 names the stored search (for its review and quote requests); its token has no result to show.
    expect(response.json<{ token: string }>().token).toBe(row!.token);
    const byToken = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${row!.token}` });
    expect(byToken.statusCode).toBe(404);
  });

  it('stores a search whose antenna has no candidate of the ridge kind and answers 404', async () => {
    const response = await search(request({ antenna: antennaId.dish180, ridge_mount: true }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: ['No compatible mount found'],
      no_fit: { reason: 'no_candidates', message: 'This site offers no mount for this antenna with a ridge mount' },
      token: expect.any(String),
    });
  });

  it.each([
    ['building_height', 0, 'Building Height must be between 1 and 500 feet'],
    ['building_height', 500.5, 'Building Height must be between 1 and 500 feet'],
    ['building_height', -3, 'Building Height must be between 1 and 500 feet'],
    ['building_height', undefined, "Building Height can't be blank"],
    ['building_height', 'tall', 'Building Height is not a number'],
    ['wind_speed', 0, 'Wind Speed must be between 1 and 1000 mph'],
    ['wind_speed', 1001, 'Wind Speed must be between 1 and 1000 mph'],
    ['wind_speed', 'fast', 'Wind Speed is not a number'],
    ['wind_exposure', 'E', 'Wind Exposure must be B, C or D'],
    ['wind_exposure', undefined, "Wind Exposure can't be blank"],
    ['antenna', undefined, "Antenna can't be blank"],
    ['antenna', 999999, 'Antenna is not available'],
    ['roof_type', undefined, "Roof Type can't be blank"],
    ['roof_type', 999999, 'Roof Type is not available'],
    ['reseller_id', 999999, 'Reseller Id is not available'],
    ['location', '   ', "Location can't be blank"],
    ['location', undefined, "Location can't be blank"],
    ['location_latitude', 91, 'Location Latitude must be between -90 and 90'],
    ['location_longitude', -181, 'Location Longitude must be between -180 and 180'],
    ['customer_name', ' ', "Customer Name can't be blank"],
    ['customer_name', 'Ada\u0000', 'Customer Name contains an invalid character'],
    ['customer_email', 'not-an-address', 'Customer Email is not an e-mail address'],
    ['customer_email', undefined, "Customer Email can't be blank"],
    ['customer_company', '', "Customer Company can't be blank"],
    ['ridge_mount', 'maybe', 'Ridge Mount must be true or false'],
  ])('answers 422 and stores nothing when %s is %j', async (field, value, fullMessage) => {
    const before = await storedSearches();
    const response = await search(request({ [field]: value }));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.full_messages).toContain(fullMessage);
    expect(body.errors[field]).toContain(fullMessage.slice(fieldName(field).length + 1));
    expect(await storedSearches()).toBe(before);
  });

  it('ignores unknown fields and refuses a body that is not an object', async () => {
    expect((await search(request({ admin: true, mount_id: 1, ballast_weight: 0 }))).statusCode).toBe(201);
    const response = await t.app.inject({ method: 'POST', url: '/api/mount_search_results', payload: [request()] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { base: ['The request body must be a JSON object'] },
      full_messages: ['The request body must be a JSON object'],
    });
  });

  it('asks for both coordinates or neither', async () => {
    const response = await search(request({ location_longitude: undefined }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ location_longitude: ['must be given with the latitude'] });
  });

  it('lists every problem at once', async () => {
    const response = await search({});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      [
        'antenna',
        'building_height',
        'customer_company',
        'customer_email',
        'customer_name',
        'location',
        'roof_type',
        'wind_exposure',
      ].sort(),
    );
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mount_search_results',
      headers: { 'content-type': 'application/json' },
      payload: '{"antenna": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Malformed JSON'] });
  });

  it('never offers inactive rows: inactive antenna, roof type or reseller is a 422, an inactive mount is never chosen', async () => {
    const db = t.database.db;
    const first = (await search(request({ antenna: antennaId.omni }))).json();
    await db.update(mounts).set({ deleted_at: new Date() }).where(eq(mounts.id, first.mount_id));
    t.app.ctx.catalogue.changed();
    const second = await search(request({ antenna: antennaId.omni }));
    expect(second.statusCode).toBe(201);
    expect(second.json().mount_id).not.toBe(first.mount_id);
    await db.update(mounts).set({ deleted_at: null }).where(eq(mounts.id, first.mount_id));

    await db.update(antennas).set({ deleted_at: new Date() }).where(eq(antennas.id, antennaId.omni));
    await db.update(roofTypes).set({ deleted_at: new Date() }).where(eq(roofTypes.id, metal));
    await db.update(resellers).set({ deleted_at: new Date() }).where(eq(resellers.id, northwind));
    t.app.ctx.catalogue.changed();
    const refused = await search(request({ antenna: antennaId.omni, roof_type: metal, reseller_id: northwind }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      antenna: ['is not available'],
      roof_type: ['is not available'],
      reseller_id: ['is not available'],
    });
    await db.update(antennas).set({ deleted_at: null }).where(eq(antennas.id, antennaId.omni));
    await db.update(roofTypes).set({ deleted_at: null }).where(eq(roofTypes.id, metal));
    await db.update(resellers).set({ deleted_at: null }).where(eq(resellers.id, northwind));
    t.app.ctx.catalogue.changed();
    expect((await search(request({ antenna: antennaId.omni }))).json().mount_id).toBe(first.mount_id);
  });

  it('sees a catalogue write made past the API (another instance, the seed, the admin CLI) at the next search', async () => {
    expect((await search(request({ antenna: antennaId.cpe }))).statusCode).toBe(201);
    // No announcement in this process: the catalogue version the trigger bumped is what the search checks.
    const [fresh] = await t.database.db
      .insert(antennas)
      .values({ make: 'Cache', model: 'Probe', weight: 2, mast_diameter: 1.66, mast_length: 5, square_footage: 0.5 })
      .returning();
    await t.database.db.insert(antennaMounts).values({ antenna_id: fresh!.id, mount_id: mountId.sled4 });
    expect((await search(request({ antenna: fresh!.id }))).statusCode).toBe(201);
  });

  it("follows the admin API's writes: a mount deactivated there is not chosen, and saved results keep theirs", async () => {
    await createTestAdmin(t.app);
    const admin = await signInHeaders(t.app);
    const first = (await search(request({ antenna: antennaId.cpe }))).json();
    const deactivated = await t.app.inject({ method: 'DELETE', url: `/api/mounts/${first.mount_id}`, headers: admin });
    expect(deactivated.statusCode).toBe(200);
    const second = (await search(request({ antenna: antennaId.cpe }))).json();
    expect(second.mount_id).not.toBe(first.mount_id);
    const saved = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${first.token}` });
    expect(saved.json()).toEqual(first);
    const reactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/mounts/${first.mount_id}/reactivate`,
      headers: admin,
    });
    expect(reactivated.statusCode).toBe(200);
    expect((await search(request({ antenna: antennaId.cpe }))).json().mount_id).toBe(first.mount_id);
  });

  it("turns an antenna outside the engine's domain into a 422 naming it, and skips a mount with impossible data", async () => {
    const db = t.database.db;
    const [huge] = await db
      .insert(antennas)
      .values({ make: 'Huge', model: 'Sail', weight: 5, mast_diameter: 2, mast_length: 5, square_footage: 2_000_000 })
      .returning();
    const [flat] = await db
      .insert(mounts)
      .values({
        part_number: 'ZERO-B',
        name: 'Zero-width base',
        weight: 10,
        half_base_width: 0,
        height_to_antenna_centerline: 3,
        mast_diameter: 1.66,
        mast_length: 5,
        max_roof_load: 30,
        square_footage: 1,
        product_url: 'https://example.com/zero',
      })
      .returning();
    const [small] = await db
      .insert(antennas)
      .values({ make: 'Small', model: 'Probe', weight: 1, mast_diameter: 1.66, mast_length: 5, square_footage: 0.4 })
      .returning();
    await db.insert(antennaMounts).values([
      { antenna_id: huge!.id, mount_id: mountId.sled4 },
      { antenna_id: small!.id, mount_id: flat!.id },
      { antenna_id: small!.id, mount_id: mountId.sled4 },
    ]);
    t.app.ctx.catalogue.changed();

    const refused = await search(request({ reseller_id: null, antenna: huge!.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.antenna[0]).toMatch(/^cannot be calculated: its square_footage must be at most/);

    const skipped = await search(request({ reseller_id: null, antenna: small!.id }));
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().mount_id).toBe(mountId.sled4);
    expect(await calculationsText(skipped.json().token)).not.toContain('Zero-width base');

    const diagnostics = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/diagnostics?antenna=${small!.id}&building_height=30&roof_type=${epdm}&wind_exposure=C&wind_speed=115&compatible_only=true`,
    });
    expect(diagnostics.statusCode).toBe(200);
    expect(diagnostics.body).toContain('Zero-width base (ZERO-B): compatible; not evaluated (mount.halfBaseWidth');
  });
});

describe('the demo catalogue', () => {
  const common = { building_height: 30, wind_exposure: 'C', wind_speed: 115, ridge_mount: false };

  it.each(Object.keys(demoAntennas) as DemoAntennaKey[])(
    'finds a non-ridge mount for %s at 30 ft, exposure C, 115 mph, EPDM',
    async (key) => {
      const response = await search(request({ ...common, reseller_id: null, antenna: antennaId[key] }));
      expect(response.statusCode).toBe(201);
    },
  );

  it.each(
    (Object.keys(demoAntennas) as DemoAntennaKey[]).filter((key) =>
      demoCompatibility[key].some((m) => demoMounts[m].ridge_mount),
    ),
  )('finds a ridge mount for %s at 30 ft, exposure C, 115 mph, EPDM', async (key) => {
    const response = await search(
      request({ ...common, ridge_mount: true, reseller_id: null, antenna: antennaId[key] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().ridge_mount).toBe(true);
  });

  it('offers a Northwind antenna through its reseller limits', async () => {
    const offered = await t.database.db
      .select()
      .from(resellerAntennas)
      .where(eq(resellerAntennas.reseller_id, northwind));
    expect(offered.length).toBeGreaterThan(0);
    for (const { antenna_id } of offered) {
      expect((await search(request({ ...common, reseller_id: northwind, antenna: antenna_id }))).statusCode).toBe(201);
    }
  });
});
