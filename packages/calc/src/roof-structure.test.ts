import { describe, expect, it } from 'vitest';
import { describeFailure } from './format.js';
import { requireRoofAllowableLoad } from './roof-structure.js';
import { selectMount } from './select.js';
import { mount, search } from './test/inputs.js';

/** docs/engineering.md, "The roof checked": the roof structure's allowable load beside the mount's rating. */
describe('the roof structure check', () => {
  const light = mount({ id: 1, maxRoofLoad: 1000 });
  // The same dead load on a wider base: a lower roof load, passed over by the tie-break (lower id) until the check.
  const wide = mount({ id: 2, halfBaseWidth: 3, maxRoofLoad: 1000 });

  it('leaves the selection as it is when no allowable is given', () => {
    const selection = selectMount(search(), [light, wide]);
    expect(requireRoofAllowableLoad(selection, null)).toBe(selection);
  });

  it('leaves it as it is when every roof load is within the allowable', () => {
    const selection = selectMount(search(), [light, wide]);
    const most = Math.max(...selection.designs.map((design) => design.roofLoad));
    expect(requireRoofAllowableLoad(selection, most)).toBe(selection);
  });

  it('fails a design whose roof load exceeds the allowable, naming both figures, and chooses again', () => {
    const selection = selectMount(search(), [light, wide]);
    expect(selection.chosen?.mountId).toBe(1);
    const lower = selection.designs.find((design) => design.mountId === 2)!.roofLoad;
    const checked = requireRoofAllowableLoad(selection, lower);
    const refused = checked.designs.find((design) => design.mountId === 1)!;
    expect(refused.roofLoad).toBeGreaterThan(lower);
    expect(checked.chosen?.mountId).toBe(2);
    expect(refused.fits).toBe(false);
    const failure = refused.failures.at(-1)!;
    expect(failure).toMatchObject({ check: 'roof_structure', value: refused.roofLoad, limit: lower });
    expect(describeFailure(refused, failure)).toMatch(/exceeds the roof structure's allowable load/);
    // The figures are unchanged: the check adds a failure, never a different answer.
    expect(refused.ballastWeight).toBe(selection.designs.find((d) => d.mountId === refused.mountId)!.ballastWeight);
  });

  it('leaves no choice when every roof load exceeds the allowable', () => {
    const checked = requireRoofAllowableLoad(selectMount(search(), [light, wide]), 0.01);
    expect(checked.chosen).toBeNull();
    expect(checked.designs.every((design) => design.failures.some((f) => f.check === 'roof_structure'))).toBe(true);
  });
});
