import type { CalculationStep, WhatIfAnswer } from '@nprm/contracts';

/**
 * A few rows of a calculation sheet as a result carries them (decision 0057: computed values as printed, no ref on
 * an input's row): an input, a formula, its operand, one governing row.
 */
export const sheetSteps: CalculationStep[] = [
  { symbol: 'V', value: 115, unit: 'mph' },
  {
    symbol: 'q_z,a',
    value: 32.63446,
    unit: 'psf',
    expression: '0.00256·K_z,a·K_zt·K_d·V²',
    substituted: '0.00256·1.014652·1·0.95·115²',
    ref: 'ASCE 7-10 Eq. 29.3-1',
  },
  { symbol: 'K_d', value: 0.95, ref: 'ASCE 7-10 Table 26.6-1' },
  {
    symbol: 'B_req',
    value: 1229.512,
    unit: 'lb',
    expression: 'max(B_ot, B_sl, B_min, 0)',
    substituted: 'max(1229.512, 980.1, 0, 0)',
    ref: 'method step 7',
    note: 'overturning governs',
    governing: true,
  },
  { symbol: 'w', value: 30, unit: 'lb', ref: 'method step 7' },
];

/** The same rows as a result stored before decision 0057 carries them: the engine's doubles, and ref "input". */
export const sheetStepsBefore0057: CalculationStep[] = sheetSteps.map((step) =>
  step.symbol === 'V'
    ? { ...step, ref: 'input' }
    : step.symbol === 'q_z,a'
      ? { ...step, value: 32.63446324020028 }
      : step.symbol === 'B_req'
        ? { ...step, value: 1229.512345 }
        : step,
);

/** The what-if of savedResult: its own case, two that fit and one where the mount stops fitting. */
export const whatIf: WhatIfAnswer = {
  token: 'tok_ABC-123',
  mount_id: 5,
  max_roof_load: 40,
  roof_allowable_load: null,
  cases: [
    whatIfCase({
      factor: 'wind_exposure',
      label: 'Exposure B',
      wind_exposure: 'B',
      ballast_weight: 900,
      roof_load: 19.1,
    }),
    whatIfCase({
      factor: 'wind_exposure',
      label: 'Exposure C',
      is_current: true,
      ballast_weight: 1230,
      roof_load: 23.5,
    }),
    whatIfCase({
      factor: 'wind_speed',
      label: 'Wind speed 125 mph (+10)',
      wind_speed: 125,
      ballast_weight: 1470,
      roof_load: 27.2,
    }),
    whatIfCase({
      factor: 'building_height',
      label: 'Building height 80 ft (doubled)',
      building_height: 80,
      fits: false,
      ballast_weight: null,
      roof_load: null,
      governing: null,
      no_fit_reason: 'roof_load',
      no_fit_message: 'The roof load would be 44.2 psf, above the mount’s 40 psf.',
    }),
  ],
};

function whatIfCase(
  fields: Partial<WhatIfAnswer['cases'][number]> & { factor: WhatIfAnswer['cases'][number]['factor']; label: string },
) {
  return {
    is_current: false,
    wind_exposure: 'C' as const,
    wind_speed: 115,
    building_height: 40,
    fits: true,
    ballast_weight: 1230,
    roof_load: 23.5,
    governing: 'overturning' as const,
    no_fit_reason: null,
    no_fit_message: null,
    ...fields,
  };
}
