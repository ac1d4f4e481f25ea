/**
 * Basic wind speed by risk category (ASCE 7-10 §26.5.1: Fig. 26.5-1C for Risk Category I, 26.5-1A for II,
 * 26.5-1B for III and IV; the category from Table 1.5-1). The bundled table holds Risk Category II values only, and
 * no primary document in this repository gives the other maps county by county, so the other categories are
 * derived from the Risk Category II value by a stated method that errs high, and always labelled an estimate.
 */

export const RISK_CATEGORIES = ['I', 'II', 'III', 'IV'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** The ASCE 7-10 figure of each category's map. */
export const RISK_CATEGORY_FIGURE: Readonly<Record<RiskCategory, string>> = {
  I: 'ASCE 7-10 Fig. 26.5-1C',
  II: 'ASCE 7-10 Fig. 26.5-1A',
  III: 'ASCE 7-10 Fig. 26.5-1B',
  IV: 'ASCE 7-10 Fig. 26.5-1B',
};

/**
 * III and IV: the interior ratio of the two maps (120/115, Fig. 26.5-1B over 26.5-1A) where the Risk Category II
 * value is 115 mph or less; in the hurricane regions above 115 mph, where speeds grow faster with the return period
 * (1,700 against 700 years), a deliberately larger ratio of 1.11. Rounded up to 5 mph.
 */
const INTERIOR = 115;
const III_IV_INTERIOR_RATIO = 120 / 115;
const III_IV_HURRICANE_RATIO = 1.11;
/**
 * I: the larger of the interior ratio (105/115, Fig. 26.5-1C over 26.5-1A) and the II value less 10 mph: in the
 * hurricane regions the maps lie closer together than inland, so the smaller reduction is taken.
 */
const I_INTERIOR_RATIO = 105 / 115;
const I_REDUCTION = 10;

const CONFIRM = 'confirm at ATC Hazards by Location';

export interface RiskCategorySpeed {
  /** mph for the category. */
  windSpeed: number;
  /** False for Risk Category II (the table's own value); true for every derived value. */
  derived: boolean;
  /** How the value was found, in words ("" for Risk Category II). */
  method: string;
}

const roundUpTo5 = (mph: number) => Math.ceil(mph / 5 - 1e-9) * 5;

/** The basic wind speed for `category` from the site's Risk Category II value (mph). */
export function windSpeedForRiskCategory(riskCategoryII: number, category: RiskCategory): RiskCategorySpeed {
  if (category === 'II') return { windSpeed: riskCategoryII, derived: false, method: '' };
  if (category === 'I') {
    const windSpeed = Math.min(
      riskCategoryII,
      Math.max(riskCategoryII - I_REDUCTION, roundUpTo5(riskCategoryII * I_INTERIOR_RATIO)),
    );
    return {
      windSpeed,
      derived: true,
      method:
        `Estimate for Risk Category I (${RISK_CATEGORY_FIGURE.I}): the larger of the Risk Category II ` +
        `${riskCategoryII} mph less ${I_REDUCTION} mph and × 105/115 (the maps' interior ratio), rounded up to 5 mph; ` +
        `${CONFIRM}.`,
    };
  }
  const hurricane = riskCategoryII > INTERIOR;
  const ratio = hurricane ? III_IV_HURRICANE_RATIO : III_IV_INTERIOR_RATIO;
  const windSpeed = Math.max(riskCategoryII, roundUpTo5(riskCategoryII * ratio));
  return {
    windSpeed,
    derived: true,
    method:
      `Estimate for Risk Category ${category} (${RISK_CATEGORY_FIGURE[category]}): the Risk Category II ` +
      `${riskCategoryII} mph × ${hurricane ? `${III_IV_HURRICANE_RATIO} (a hurricane region: a larger ratio than inland)` : "120/115 (the maps' interior ratio)"}, ` +
      `rounded up to 5 mph; ${CONFIRM}.`,
  };
}
