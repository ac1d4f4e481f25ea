import { describe, expect, it } from 'vitest';
import { requireBallastPositions, withoutBallastPositions } from './ballast-positions.js';
import { designMount } from './design.js';
import { describeFailure, formatTrace } from './format.js';
import { selectMount } from './select.js';
import { designInput, mount, search } from './test/inputs.js';

/** docs/engineering.md, "Ridge mounts": a mount with no trays and no base for blocks fits only when it needs none. */
describe('a mount with no place for ballast', () => {
  // At 115 mph, exposure C, 30 ft the test mount needs ballast (sliding governs); a 3,000 lb frame needs none.
  const needsBallast = mount({ id: 1, weight: 90 });
  const needsNone = mount({ id: 2, weight: 3000, maxRoofLoad: 1000 });

  it('does not fit when the design places blocks, with the ballast it cannot hold as the failure', () => {
    const design = designMount(designInput({ mount: needsBallast }));
    expect(design.fits).toBe(true);
    expect(design.ballast.count).toBeGreaterThan(0);
    const refused = withoutBallastPositions(design);
    expect(refused.fits).toBe(false);
    expect(refused.failures).toEqual([
      {
        check: 'no_ballast_positions',
        message: 'the mount has no ballast trays or positions to hold the ballast',
        value: design.ballastWeight,
        limit: 0,
      },
    ]);
    // The figures are the design's, its trace is still recorded on demand, and the original is untouched.
    expect(refused.ballastWeight).toBe(design.ballastWeight);
    expect(refused.trace).toEqual(design.trace);
    expect(design.fits).toBe(true);
    expect(describeFailure(refused, refused.failures[0]!)).toBe(
      `the mount has no ballast trays or positions: it cannot hold the ${design.ballastWeight} lb ` +
        `(${design.ballast.count} blocks) this design needs`,
    );
  });

  it('keeps a design that places no block as it is', () => {
    const design = designMount(designInput({ mount: needsNone }));
    expect(design.ballast.count).toBe(0);
    expect(withoutBallastPositions(design)).toBe(design);
  });

  it('is passed over by the selection, which chooses again among the mounts that still fit', () => {
    // Its minimum ballast makes it the heavier choice, taken only when mount 1 does not fit.
    const withTrays = mount({ id: 3, ballastTrays: 2, minimumBallastWeight: 600, maxRoofLoad: 1000 });
    const selection = selectMount(search(), [needsBallast, withTrays]);
    expect(selection.chosen?.mountId).toBe(1);
    const checked = requireBallastPositions(selection, (id) => id !== 1);
    expect(checked.chosen?.mountId).toBe(3);
    expect(checked.designs.map((d) => [d.mountId, d.fits])).toEqual([
      [1, false],
      [3, true],
    ]);
    expect(formatTrace(checked)).toContain('- no_ballast_positions: the mount has no ballast trays or positions');
    expect(requireBallastPositions(selectMount(search(), [needsBallast]), () => false).chosen).toBeNull();
  });

  it('changes nothing when every mount has a place for ballast or needs none', () => {
    const selection = selectMount(search(), [needsBallast, needsNone]);
    expect(requireBallastPositions(selection, () => true)).toBe(selection);
    const none = requireBallastPositions(selectMount(search(), [needsNone]), () => false);
    expect(none.chosen?.mountId).toBe(2);
  });
});
