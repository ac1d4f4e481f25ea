import { describe, expect, it } from 'vitest';
import { designMount } from './design.js';
import { selectMount } from './select.js';
import { designInput, mount, search } from './test/inputs.js';

describe('selectMount (POST /api/mount_search_results at /api/docs, step 4)', () => {
  const input = search();

  it('designs every candidate in order and picks the fitting one with the least total dead load', () => {
    const grippy = { ...input, frictionCoefficient: 0.6 };
    const narrow = mount({ id: 1, halfBaseWidth: 1.2, weight: 60, maxRoofLoad: 500 });
    const wide = mount({ id: 2, halfBaseWidth: 4, weight: 400, maxRoofLoad: 500 });
    const overloadsRoof = mount({ id: 3, halfBaseWidth: 2.5, weight: 30, maxRoofLoad: 5 });
    const selection = selectMount(grippy, [narrow, overloadsRoof, wide]);
    expect(selection.designs.map((d) => d.mountId)).toEqual([1, 3, 2]);
    expect(selection.designs.map((d) => d.fits)).toEqual([true, false, true]);
    const [dNarrow, dRoof, dWide] = selection.designs;
    // The narrow mount is lighter in itself, but overturning on its 1.2 ft arm needs far more ballast; the lightest
    // of all overloads the roof and is not a candidate.
    expect(dNarrow?.governing).toBe('overturning');
    expect(dWide?.totalDeadLoad).toBeLessThan(dNarrow?.totalDeadLoad ?? 0);
    expect(dRoof?.totalDeadLoad).toBeLessThan(dWide?.totalDeadLoad ?? 0);
    expect(selection.chosen).toBe(dWide);
    expect(selectMount(grippy, [wide, overloadsRoof, narrow]).chosen?.mountId).toBe(2);
    for (const d of selection.designs) expect(d).toEqual(designMount({ ...grippy, mount: d.input.mount }));
  });

  it('returns null when no candidate fits, and for no candidates', () => {
    expect(selectMount(input, [mount({ maxRoofLoad: 1 }), mount({ id: 2, maxRoofLoad: 2 })]).chosen).toBeNull();
    const empty = selectMount(input, []);
    expect(empty.chosen).toBeNull();
    expect(empty.designs).toEqual([]);
    expect(selectMount({ ...input, frictionCoefficient: 0 }, [mount()]).chosen).toBeNull();
  });

  it('breaks a tie in total dead load by the lighter ballast', () => {
    // Same wind, same footprint; the heavier frame needs 30 lb less ballast and weighs 30 lb more: equal W.
    const light = mount({ id: 1, weight: 90 });
    const lightDesign = designMount(designInput({ mount: light }));
    const heavy = mount({ id: 2, weight: 120 });
    const heavyDesign = designMount(designInput({ mount: heavy }));
    expect(heavyDesign.totalDeadLoad).toBe(lightDesign.totalDeadLoad);
    expect(heavyDesign.ballastWeight).toBe(lightDesign.ballastWeight - 30);
    expect(selectMount(input, [light, heavy]).chosen?.mountId).toBe(2);
    expect(selectMount(input, [heavy, light]).chosen?.mountId).toBe(2);
  });

  it('breaks a full tie by the lower id, whatever the order given', () => {
    const a = mount({ id: 12 });
    const b = mount({ id: 5 });
    expect(selectMount(input, [a, b]).chosen?.mountId).toBe(5);
    expect(selectMount(input, [b, a]).chosen?.mountId).toBe(5);
  });

  it('treats loads equal up to floating-point noise as tied (32.6 lb blocks)', () => {
    const a = mount({ id: 9, weight: 90 });
    const b = mount({ id: 4, weight: 90 + 1e-12 });
    expect(selectMount(input, [a, b], { blockWeight: 32.6 }).chosen?.mountId).toBe(4);
  });

  it('records the engine version, the resolved options and the input', () => {
    const selection = selectMount(input, [mount()], { codeBasis: { loadCombination: 'asd' } });
    expect(selection.options.codeBasis).toEqual({
      edition: 'ASCE 7-10',
      riskCategory: 'II',
      jurisdiction: 'none',
      loadCombination: 'asd',
    });
    expect(selection.designs[0]?.options).toBe(selection.options);
    expect(selection.input).toBe(input);
    expect(selection.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
