import { describe, expect, it } from 'vitest';
import {
  request,
  search,
  storedDocument,
  t,
  useSeededSearchApp,
  expectRefusedOnField,
} from '../../test/mount-search.js';

useSeededSearchApp();

const getByToken = (token: string) => t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}` });

/** The roof checked: roof_allowable_load beside the mount's rating, and roof_edge_distance against the setback. */
describe('roof_allowable_load and roof_edge_distance of a search', () => {
  it('without either answers exactly what the search answered before, each check "not checked"', async () => {
    const plain = (await search(request())).json();
    expect(plain).toMatchObject({ roof_allowable_load: null, roof_edge_distance: null });
    expect(plain.roof_check).toMatchObject({ roof_utilisation: null, edge_setback: 6, edge_setback_met: null });
    expect(plain.roof_check.mount_utilisation).toBeCloseTo(plain.roof_load / plain.mount.max_roof_load, 12);
    expect(plain.roof_check.statements.roof).toMatch(/^Roof structure not checked/);
    // A generous roof changes nothing but the check itself.
    const roomy = (await search(request({ roof_allowable_load: 500, roof_edge_distance: 1000 }))).json();
    for (const field of ['mount_id', 'ballast_weight', 'ballast_blocks', 'roof_load', 'calculation_steps'] as const) {
      expect(roomy[field]).toEqual(plain[field]);
    }
  });

  it('answers 201 with both, stores them and answers both utilisations again by token', async () => {
    const created = await search(request({ roof_allowable_load: '60', roof_edge_distance: 12.5 }));
    expect(created.statusCode).toBe(201);
    const result = created.json();
    expect(result).toMatchObject({ roof_allowable_load: 60, roof_edge_distance: 12.5 });
    expect(result.roof_check.roof_utilisation).toBeCloseTo(result.roof_load / 60, 12);
    expect(result.roof_check.edge_setback_met).toBe(true);
    expect(result.roof_check.statements.roof).toContain("of the roof structure's allowable 60 psf");
    expect(await storedDocument(result.token)).toMatchObject({ roof_allowable_load: 60, roof_edge_distance: 12.5 });
    const read = await getByToken(result.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      roof_allowable_load: 60,
      roof_edge_distance: 12.5,
      roof_check: result.roof_check,
    });
  });

  it('says when the mount stands inside the edge setback, at 0 ft too', async () => {
    const result = (await search(request({ roof_edge_distance: 0 }))).json();
    expect(result.roof_check.edge_setback_met).toBe(false);
    expect(result.roof_check.statements.edge).toMatch(/inside the 6 ft setback.*29 CFR 1910\.28\(b\)\(13\)/);
  });

  it('does not choose a mount whose roof load exceeds the roof, and a no-fit names the roof', async () => {
    const plain = (await search(request())).json();
    const below = Math.floor(plain.roof_load * 10) / 10 - 0.1;
    const response = await search(request({ roof_allowable_load: below }));
    // Another mount within the roof's allowable load is chosen instead, or none is and the roof is why.
    if (response.statusCode === 201) {
      expect(response.json().mount_id).not.toBe(plain.mount_id);
      expect(response.json().roof_load).toBeLessThanOrEqual(below);
    } else {
      expect(response.json().no_fit.reason).toBe('roof_structure');
    }
    const none = await search(request({ roof_allowable_load: 0.5 }));
    expect(none.statusCode).toBe(404);
    expect(none.json().no_fit).toMatchObject({ reason: 'roof_structure' });
    expect(none.json().no_fit.message).toMatch(/roof structure allows: the roof's allowable load is 0\.5 psf/);
  });

  it.each([
    ['roof_allowable_load', 0, 'Roof Allowable Load must be greater than 0 and at most 500 psf'],
    ['roof_allowable_load', -3, 'Roof Allowable Load must be greater than 0 and at most 500 psf'],
    ['roof_allowable_load', 500.1, 'Roof Allowable Load must be greater than 0 and at most 500 psf'],
    ['roof_allowable_load', 'lots', 'Roof Allowable Load is not a number'],
    ['roof_edge_distance', -0.1, 'Roof Edge Distance must be between 0 and 1000 feet'],
    ['roof_edge_distance', 1000.5, 'Roof Edge Distance must be between 0 and 1000 feet'],
    ['roof_edge_distance', 'Infinity', 'Roof Edge Distance is not a number'],
  ])('answers 422 on %s for %j and stores nothing', async (field, value, fullMessage) => {
    await expectRefusedOnField(field, value, fullMessage);
  });

  it('takes the bounds themselves: 500 psf and 0 and 1,000 ft', async () => {
    expect((await search(request({ roof_allowable_load: 500, roof_edge_distance: 0 }))).statusCode).toBe(201);
    expect((await search(request({ roof_edge_distance: 1000 }))).statusCode).toBe(201);
  });
});
