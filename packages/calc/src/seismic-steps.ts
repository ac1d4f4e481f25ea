/** The seismic screen recorded on the sheet (method step 9), each figure where it is computed. */
import type { EditionReferences } from './editions.js';
import { F_E_FORMULA, W_P } from './formulas.js';
import type { SeismicInput } from './inputs.js';
import type { RiskCategory } from './options.js';
import { REF, type Recorder } from './recorder.js';
import {
  chapter13Exemption,
  COMPONENT_ROW,
  F_E,
  I_p,
  ROOF_HEIGHT_RATIO,
  seismicDesignCategory,
  type SeismicScreen,
} from './seismic.js';

/**
 * Records S_DS, S_D1 (the category in its note), I_p, a_p, R_p, W_p and F_E (the verdict in its note) and returns
 * the screen. W is the total dead load with the ballast placed.
 */
export function traceSeismicScreen(
  t: Recorder,
  R: EditionReferences,
  input: SeismicInput,
  riskCategory: RiskCategory,
  W: number,
): SeismicScreen {
  const sds = t.step('S_DS', input.sds, 'g', REF.input);
  const category = seismicDesignCategory(input.sds, input.sd1, riskCategory);
  const sd1 = t.step(
    'S_D1',
    input.sd1,
    'g',
    R.seismicCategory,
    undefined,
    `seismic design category ${category === 'D' ? 'D or above' : category} (Risk Category ${riskCategory})`,
  );
  const ip = t.step('I_p', I_p(riskCategory), '', R.componentImportance);
  const ap = t.step('a_p', COMPONENT_ROW.ap, '', R.componentRow, undefined, COMPONENT_ROW.name);
  const rp = t.step('R_p', COMPONENT_ROW.rp, '', R.componentRow, undefined, COMPONENT_ROW.name);
  const zh = t.step('z/h', ROOF_HEIGHT_RATIO, '', R.seismicForce, undefined, 'at the roof');
  const Wp = t.step('W_p', W, 'lb', R.seismicForce, W_P);
  const exemption = chapter13Exemption(category, ip);
  const applies = exemption === null;
  const note = applies
    ? `Chapter 13 applies: friction from gravity may not resist F_E (${R.seismicFriction}); an anchorage must`
    : `exempt (${R.seismicExemption}): ${exemption}`;
  const force = t.step('F_E', F_E(sds, Wp, ap, rp, ip, zh), 'lb', R.seismicForce, F_E_FORMULA, note);
  return {
    sds,
    sd1,
    category,
    importance: ip,
    ap,
    rp,
    weight: Wp,
    force,
    applies,
    exemption,
    frictionPermitted: !applies,
  };
}
