import type { CalculationStep, WhatIfAnswer } from '@nprm/contracts';

/** A few rows of a calculation sheet, one section each kind the tests need, one governing row. */
export const sheetSteps: CalculationStep[] = [
  step({
    section: 'inputs',
    symbol: 'V',
    description: 'basic wind speed',
    value: 115,
    unit: 'mph',
    ref: 'ASCE 7-10 §26.5.1',
  }),
  step({
    section: 'wind_pressure',
    symbol: 'q_z',
    description: 'velocity pressure at the antenna',
    expression: '0.00256·K_z·K_zt·K_d·V²',
    substituted: '0.00256·1.04·1·0.95·115²',
    value: 33.48,
    unit: 'psf',
    ref: 'ASCE 7-10 Eq. 29.3-1',
  }),
  step({
    section: 'wind_pressure',
    symbol: 'K_z',
    description: 'exposure coefficient',
    value: 1.04,
    ref: 'ASCE 7-10 Table 29.3-1',
  }),
  step({
    section: 'ballast',
    symbol: 'B_ot',
    description: 'ballast against overturning',
    expression: '(M_ot − φ_D·M_mount)/(φ_D·b)',
    substituted: '(5,000 − 0.9·1,200)/(0.9·2)',
    value: 1230,
    unit: 'lb',
    ref: 'method step 6',
    note: 'rounded up to whole blocks',
    governing: true,
  }),
];

function step(
  fields: Partial<CalculationStep> & Pick<CalculationStep, 'section' | 'symbol' | 'value'>,
): CalculationStep {
  return {
    description: '',
    expression: '',
    substituted: '',
    unit: '',
    ref: '',
    note: null,
    governing: false,
    ...fields,
  };
}

/** The what-if of savedResult: its own case, two that fit and one where the mount stops fitting. */
export const whatIf: WhatIfAnswer = {
  token: 'tok_ABC-123',
  mount_id: 5,
  max_roof_load: 40,
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
