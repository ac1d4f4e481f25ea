/**
 * The method of docs/engineering.md, steps 1–8, for one antenna on one mount at one site. Each figure is recorded
 * where it is computed: `t.step` takes the symbol, the value, its unit, reference and formula (formulas.ts) and
 * hands the value back, in the order the sheet lists the steps (its groups and words are the glossary's,
 * symbols.ts). Adding a figure to the calculation and its sheet is one edit here and one glossary entry.
 */
import {
  A_fp,
  A_fp_rect,
  B_ot,
  B_required,
  B_sl,
  heldByFriction,
  p_roof_area,
  roundUpToBlocks,
  W_total,
  type GoverningCase,
} from './ballast.js';
import { assumptionsFor } from './assumptions.js';
import { EDITION_REFERENCES, HVHZ_REF } from './editions.js';
import { antennaLoad, gcrRef, kzAt, traceKe, traceSum, traceTrays } from './design-steps.js';
import type { DesignFigures } from './mount-design.js';
import { EXPOSURE_CONSTANTS, type ExposureCategory } from './exposure.js';
import { fitFailure, type FitFailure } from './failures.js';
import { A_mast, antennaBelowRoof, C_f, F, F_Cf, F_H, F_v, GCr, GCR_UPLIFT, M_OT, y_a, y_f, y_p, z } from './forces.js';
import { antennaLines, type MountInput, type SearchInput } from './inputs.js';
import {
  A_P,
  antennaSuffix,
  antennaSums,
  B_OT,
  B_REQ,
  B_REQ_NO_FRICTION,
  B_SL,
  BLOCKS,
  BLOCKS_TOLERANCE,
  DEAD_LOAD,
  F_PART,
  F_PART_CF,
  F_V,
  FOOTPRINT,
  FOOTPRINT_RECT,
  HALF_SHORT_SIDE,
  K_H,
  K_Z,
  PLACED,
  Q_H,
  Q_H_KE,
  Q_Z,
  Q_Z_KE,
  ROOF_LOAD,
  Y_F,
  Y_P,
  Z,
} from './formulas.js';
import { K_z } from './kz.js';
import { ENGINE_VERSION, LOAD_COMBINATIONS, type CalcOptions } from './options.js';
import { tracePlacedChecks } from './placed-checks.js';
import { checkRatings } from './ratings.js';
import { REF, type Recorder } from './recorder.js';
import { traceSeismicScreen } from './seismic-steps.js';
import { traysHold } from './trays.js';
import { K_ZT, q_z } from './velocityPressure.js';

const BELOW_ROOF_NOTE = 'H + Δa < 0: the antenna would sit below the roof, the mount does not fit';
const NO_FRICTION_NOTE = 'μ ≤ 0: no ballast resists sliding';
const GOVERNS: Readonly<Record<GoverningCase, string>> = {
  sliding: 'sliding governs',
  overturning: 'overturning governs',
  minimum: "the mount's minimum governs",
};

/** The check row of the governing case: B_sl, B_ot or B_min; μ's row when friction cannot hold the mount. */
function governingCheck(governing: GoverningCase, friction: boolean): string {
  if (governing === 'sliding') return friction ? 'B_sl' : 'μ';
  return governing === 'overturning' ? 'B_ot' : 'B_min';
}

const EXPOSURE_NOTE: Readonly<Record<ExposureCategory, string>> = { B: 'exposure B', C: 'exposure C', D: 'exposure D' };

/**
 * The figures of one design from validated inputs, each step recorded by `t` as it is computed (pass NO_TRACE to
 * record nothing). Pure: the same inputs always give the same figures and the same steps.
 */
export function calculateDesign(
  search: SearchInput,
  mount: MountInput,
  options: CalcOptions,
  t: Recorder,
): DesignFigures {
  const { site } = search;
  const antennas = antennaLines(search);
  const count = antennas.length;
  const sums = antennaSums(count);
  // Each antenna's symbols carry its line's number when there are several ("F_a2"); one antenna's carry none.
  const s = antennas.map((_, line) => antennaSuffix(line, count));
  const mu = search.frictionCoefficient;
  const V = site.windSpeed;
  const hb = site.buildingHeight;
  const exposure = site.exposure;
  const H = mount.heightToAntennaCenterline;
  // Both sides of the base or neither (validateMount): with them the footprint is the real rectangle.
  const sides = mount.baseLength != null && mount.baseWidth != null ? [mount.baseLength, mount.baseWidth] : null;
  const { edition, loadCombination } = options.codeBasis;
  const R = EDITION_REFERENCES[edition];
  const combination = LOAD_COMBINATIONS[loadCombination];
  const hvhz = options.codeBasis.jurisdiction === 'florida_hvhz';
  // The mast is the larger of the antenna's and the mount's; L sets y_p, both are traced with the areas (step 4).
  const mastDiameter = Math.max(...antennas.map((a) => a.mastDiameter), mount.mastDiameter);
  const mastLength = Math.max(...antennas.map((a) => a.mastLength), mount.mastLength);

  // 1–2. The inputs the formulas name, then lever arms above the roof and heights above ground. An antenna below
  // the roof does not fit; its arm is taken as 0 so that every figure stays finite.
  t.step('V', V, 'mph', REF.input);
  t.step('h_b', hb, 'ft', REF.input);
  t.step('μ', mu, '', REF.input);
  const Wa = antennas.map((a, i) => t.step(`W_a${s[i]}`, a.weight, 'lb', REF.input));
  const dA = antennas.map((a, i) => t.step(`Δa${s[i]}`, a.additionalHeightToCenterline, 'ft', REF.input));
  t.step('W_m', mount.weight, 'lb', REF.input);
  t.step('H', H, 'ft', REF.input);
  const b =
    sides === null
      ? t.step('b', mount.halfBaseWidth, 'ft', REF.input)
      : t.step(
          'b',
          Math.min(t.step('L_b', sides[0]!, 'ft', REF.input), t.step('W_b', sides[1]!, 'ft', REF.input)) / 2,
          'ft',
          REF.footprint,
          HALF_SHORT_SIDE,
        );
  const D = t.step('D', mastDiameter, 'in', REF.areas);
  const L = t.step('L', mastLength, 'ft', REF.areas);
  const below = dA.map((d) => antennaBelowRoof(H, d));
  const ya = dA.map((d, i) =>
    t.step(`y_a${s[i]}`, y_a(H, d), 'ft', REF.leverArms, sums.lines[i]!.y, below[i] ? BELOW_ROOF_NOTE : undefined),
  );
  const yp = t.step('y_p', y_p(L), 'ft', REF.leverArms, Y_P);
  const yf = t.step('y_f', y_f(H), 'ft', REF.leverArms, Y_F);
  const za = ya.map((y, i) => t.step(`z_a${s[i]}`, z(hb, y), 'ft', REF.heights, sums.lines[i]!.z));
  const zp = t.step('z_p', z(hb, yp), 'ft', REF.heights, Z.p);
  const zf = t.step('z_f', z(hb, yf), 'ft', REF.heights, Z.f);

  // 3. Velocity pressures, K_z from the exposure's α and z_g (the exposure named in α's note).
  const { alpha, zg } = EXPOSURE_CONSTANTS[exposure];
  t.step('α', alpha, '', R.exposureConstants, undefined, EXPOSURE_NOTE[exposure]);
  t.step('z_g', zg, 'ft', R.exposureConstants);
  const kza = za.map((h, i) => t.step(`K_z,a${s[i]}`, K_z(h, exposure), '', R.kz, kzAt(h, zg, sums.lines[i]!.kz)));
  const kzp = t.step('K_z,p', K_z(zp, exposure), '', R.kz, kzAt(zp, zg, K_Z.p));
  const kzf = t.step('K_z,f', K_z(zf, exposure), '', R.kz, kzAt(zf, zg, K_Z.f));
  const kzt = t.step('K_zt', K_ZT, '', R.kzt);
  const kd = t.step('K_d', options.kd, '', R.kd);
  // ASCE 7-16's ground elevation factor; ASCE 7-10 has none, and its sheet has no K_e row.
  const ke = R.ke === null ? 1 : traceKe(t, R.ke, site.groundElevation ?? null);
  const Q = R.ke === null ? Q_Z : Q_Z_KE;
  const qa = kza.map((k, i) => {
    const line = sums.lines[i]!;
    return t.step(`q_z,a${s[i]}`, q_z(V, k, kzt, kd, ke), 'psf', R.qz, R.ke === null ? line.q : line.qKe);
  });
  const qp = t.step('q_z,p', q_z(V, kzp, kzt, kd, ke), 'psf', R.qz, Q.p);
  const qf = t.step('q_z,f', q_z(V, kzf, kzt, kd, ke), 'psf', R.qz, Q.f);

  // 4. Areas and forces.
  // The jurisdiction's rule (FBC 2010 §1609.8 in the HVHZ) sets G·C_f before the policy; its lines cite it.
  const gcr = GCr(options.gcrPolicy, hb, options.codeBasis.jurisdiction, edition);
  t.step('GCr', gcr, '', gcrRef(options, R, gcr, hb));
  const forceRef = hvhz ? HVHZ_REF : R.gcr;
  const Aa = antennas.map((a, i) => t.step(`A_a${s[i]}`, a.squareFootage, 'ft²', REF.areas));
  const Ap = t.step('A_p', A_mast(D, L), 'ft²', REF.areas, A_P);
  const Af = t.step('A_f', mount.squareFootage, 'ft²', REF.areas);
  const Fa = qa.map((q, i) => t.step(`F_a${s[i]}`, F(q, gcr, Aa[i]!), 'lb', forceRef, sums.lines[i]!.force));
  // Under G·C_f (asce7_10 above 60 ft) the mast and the frame carry their own C_f; the antenna's EPA holds its own.
  const cfp = C_f(gcr, 'p');
  const cff = C_f(gcr, 'f');
  const Fp =
    cfp === null
      ? t.step('F_p', F(qp, gcr, Ap), 'lb', forceRef, F_PART.p)
      : t.step('F_p', F_Cf(qp, gcr, t.step('C_f,p', cfp, '', R.cfMast), Ap), 'lb', R.gcrWithCf, F_PART_CF.p);
  const Ff =
    cff === null
      ? t.step('F_f', F(qf, gcr, Af), 'lb', forceRef, F_PART.f)
      : t.step('F_f', F_Cf(qf, gcr, t.step('C_f,f', cff, '', R.cfFrame), Af), 'lb', R.gcrWithCf, F_PART_CF.f);

  // 5. Demands.
  const forces = [...Fa, Fp, Ff];
  const FH = t.step('F_H', F_H(forces), 'lb', REF.demands, sums.FH);
  const MOT = t.step('M_OT', M_OT(forces, [...ya, yp, yf]), 'ft·lb', REF.demands, sums.MOT);
  const kh = t.step('K_h', K_z(hb, exposure), '', R.kz, kzAt(hb, zg, K_H));
  const qh = t.step('q_h', q_z(V, kh, kzt, kd, ke), 'psf', R.qz, R.ke === null ? Q_H : Q_H_KE);
  const upliftRef = hvhz ? R.hvhzUplift : R.uplift;
  const gcrV = t.step('GCr,v', GCR_UPLIFT, '', upliftRef);
  const Ar = traceSum(
    t,
    'A_r',
    antennas.map((a, i) => t.step(`A_r${s[i]}`, a.horizontalArea ?? 0, 'ft²', upliftRef)),
    sums.Ar,
    upliftRef,
  );
  const Fv = t.step('F_v', F_v(qh, Ar), 'lb', upliftRef, F_V);
  // The mount's rated EPA is for everything on it: with several antennas, their EPAs added.
  const epa = traceSum(t, 'ΣA_a', Aa, sums.epa, REF.rating);
  const ratings = checkRatings(t, mount, epa, MOT, sums.epa === null ? 'A_a' : 'ΣA_a');

  // 6. Stability. B_ot and B_sl are recorded before clamping at 0: a negative value is the self-weight's margin.
  const Wself = t.step(
    'W_self',
    Wa.reduce((sum, w) => sum + w, mount.weight),
    'lb',
    REF.selfWeight,
    sums.Wself,
  );
  const combinationRef = R.loadCombination[loadCombination];
  t.step('φ_D', combination.deadLoadFactor, '', combinationRef, undefined, combination.label);
  t.step('γ_W', combination.windLoadFactor, '', combinationRef, undefined, combination.label);
  const Bot = t.step('B_ot', B_ot(MOT, Fv, b, Wself, combination), 'lb', REF.stability, B_OT);
  const holds = heldByFriction(mu);
  const Bsl = holds ? t.step('B_sl', B_sl(FH, Fv, mu, Wself, combination), 'lb', REF.stability, B_SL) : null;
  if (Bsl === null) t.step('μ', mu, '', REF.stability, undefined, NO_FRICTION_NOTE);

  // 7. Required ballast, in whole blocks; once the governing case is known, its rows are marked.
  const Bmin = t.step('B_min', mount.minimumBallastWeight ?? 0, 'lb', REF.input);
  const required = B_required(Bot, Bsl, Bmin);
  const reqFormula = Bsl === null ? B_REQ_NO_FRICTION : B_REQ;
  t.step('B_req', required.ballast, 'lb', REF.required, reqFormula, GOVERNS[required.governing]);
  t.governs(governingCheck(required.governing, Bsl !== null), 'B_req');
  const blocks = roundUpToBlocks(required.ballast, options.blockWeight);
  t.step('w', blocks.blockWeight, 'lb', REF.blocks);
  // A ballast within 1e-9 of a whole number of blocks counts as it (ballast.ts): the sheet then says so.
  const toleranceUsed = blocks.count !== Math.ceil(required.ballast / blocks.blockWeight);
  t.step('n', blocks.count, 'blocks', REF.blocks, toleranceUsed ? BLOCKS_TOLERANCE : BLOCKS);
  t.step('B', blocks.weight, 'lb', REF.blocks, PLACED);
  const trays = traceTrays(t, mount, blocks.count, blocks.blockWeight);
  tracePlacedChecks(t, { MOT, FH, Fv, b, mu, Wself, B: blocks.weight, combination });

  // 8. Dead load and roof load.
  const W = t.step('W', W_total(Wself, blocks.weight), 'lb', REF.deadLoad, DEAD_LOAD);
  const footprint =
    sides === null
      ? t.step('A_fp', A_fp(b), 'ft²', REF.deadLoad, FOOTPRINT)
      : t.step('A_fp', A_fp_rect(sides[0]!, sides[1]!), 'ft²', REF.footprint, FOOTPRINT_RECT);
  const psf = t.step('p', p_roof_area(W, footprint), 'psf', REF.deadLoad, ROOF_LOAD);

  // 10. The seismic screen, with the ballast placed (it moves with the mount), when the site's values are given.
  const seismic = site.seismic ? traceSeismicScreen(t, R, site.seismic, options.codeBasis.riskCategory, W) : null;

  const failures: FitFailure[] = [];
  dA.forEach((d, i) => {
    if (below[i]) failures.push(fitFailure('antenna_below_roof', H + d, 0));
  });
  if (!holds) failures.push(fitFailure('friction', mu, 0));
  failures.push(...ratings);
  if (psf > mount.maxRoofLoad) failures.push(fitFailure('roof_load', psf, mount.maxRoofLoad));
  if (trays && !traysHold(trays))
    failures.push(fitFailure('tray_capacity', trays.heaviestTrayLoad, trays.trayCapacity!));

  return {
    mountId: mount.id,
    mountName: mount.name ?? null,
    engineVersion: ENGINE_VERSION,
    options,
    input: count > 1 ? { ...search, mount } : { site, antenna: search.antenna, frictionCoefficient: mu, mount },
    gcr,
    antennas: antennas.map((a, i) => antennaLoad(a, Aa[i]!, ya[i]!, za[i]!, kza[i]!, qa[i]!, Fa[i]!)),
    parts: {
      antenna: {
        area: Aa[0]!,
        leverArm: ya[0]!,
        height: za[0]!,
        kz: kza[0]!,
        qz: qa[0]!,
        force: Fa[0]!,
        moment: Fa[0]! * ya[0]!,
      },
      mast: { area: Ap, leverArm: yp, height: zp, kz: kzp, qz: qp, force: Fp, moment: Fp * yp },
      mount: { area: Af, leverArm: yf, height: zf, kz: kzf, qz: qf, force: Ff, moment: Ff * yf },
    },
    uplift: { kz: kh, qh, gcr: gcrV, horizontalArea: Ar, force: Fv },
    horizontalForce: FH,
    overturningMoment: MOT,
    selfWeight: Wself,
    ballastOverturning: Math.max(Bot, 0),
    ballastSliding: Bsl === null ? null : Math.max(Bsl, 0),
    minimumBallast: Bmin,
    ballastRequired: required.ballast,
    ballast: blocks,
    trays,
    ballastWeight: blocks.weight,
    governing: required.governing,
    totalDeadLoad: W,
    footprintArea: footprint,
    roofLoad: psf,
    maxRoofLoad: mount.maxRoofLoad,
    fits: failures.length === 0,
    failures,
    seismic,
    assumptions: assumptionsFor(edition, seismic !== null),
  };
}
