import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewForces, type CalculationStep } from '@nprm/contracts';
import { savedResult } from '../../test/publicFixtures';
import { openResult } from './openResult';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The sheet's rows page 1 and the results page read the forces from (engine steps 5 and 7). */
const steps: CalculationStep[] = [
  { symbol: 'F_H', value: 200.7264, unit: 'lb', expression: 'F_a + F_p + F_f', substituted: '1 + 2 + 3', ref: 'x' },
  { symbol: 'F_v', value: 14.2, unit: 'lb', expression: 'q_h·GCr,v·A_r', substituted: '1·1.5·1', ref: 'x' },
  { symbol: 'M_d', value: 500.43, unit: 'ft·lb', expression: 'γ_W·(M_OT + F_v·b)', substituted: '1', ref: 'x' },
  { symbol: 'M_R', value: 848.7, unit: 'ft·lb', expression: 'φ_D·(W_self + B)·b', substituted: '1', ref: 'x' },
  { symbol: 'U_ot', value: 58.96, unit: '%', expression: 'M_d/M_R·100', substituted: '1', ref: 'x' },
  { symbol: 'F_sl', value: 200.7264, unit: 'lb', expression: 'γ_W·F_H', substituted: '1', ref: 'x' },
  { symbol: 'F_fr', value: 205.1, unit: 'lb', expression: 'μ·(…)', substituted: '1', ref: 'x' },
  { symbol: 'U_sl', value: 97.87, unit: '%', expression: 'F_sl/F_fr·100', substituted: '1', ref: 'x' },
];

describe('the project and the forces on the results page', () => {
  it('shows the project name and site address as typed, as text', async () => {
    openResult({ ...savedResult, project_name: 'Tower <b>7</b>', site_address: '12 Main St, Chicago, IL' });
    const project = await screen.findByRole('region', { name: 'Project' });
    expect(within(project).getByTestId('project-name')).toHaveTextContent('Tower <b>7</b>');
    expect(within(project).getByTestId('site-address')).toHaveTextContent('12 Main St, Chicago, IL');
    expect(project.querySelector('b')).toBeNull();
  });

  it('shows no project block when neither was given', async () => {
    openResult({ ...savedResult, project_name: null, site_address: null });
    await screen.findByRole('region', { name: 'Forces and checks' });
    expect(screen.queryByTestId('project-facts')).toBeNull();
  });

  it('shows the forces and checks with their utilisations, as the report does, the governing one marked', async () => {
    openResult({ ...savedResult, governing: 'sliding', calculation_steps: steps });
    const forces = await screen.findByRole('region', { name: 'Forces and checks' });
    const same = reviewForces(steps);
    expect(within(forces).getByTestId('force-lateral')).toHaveTextContent(`F_H ${same.lateral!.text}`);
    expect(within(forces).getByTestId('force-lateral')).toHaveTextContent('F_H 200.7 lb');
    expect(within(forces).getByTestId('force-uplift')).toHaveTextContent('F_v 14.2 lb');
    expect(within(forces).getByTestId('check-overturning')).toHaveTextContent(
      'Overturning moment M_d 500.4 ft·lb against resisting moment M_R 848.7 ft·lb: 59 %',
    );
    expect(within(forces).getByTestId('check-sliding')).toHaveTextContent(
      'Sliding demand F_sl 200.7 lb against friction capacity F_fr 205.1 lb: 98 % (governs)',
    );
    expect(within(forces).getByTestId('check-roof-load')).toHaveTextContent(/psf allowable: \d+ %$/);
  });

  it('says a result saved before the checks has them in its sheet only', async () => {
    openResult({ ...savedResult, calculation_steps: [] });
    const forces = await screen.findByRole('region', { name: 'Forces and checks' });
    expect(forces).toHaveTextContent('saved before the forces and checks were kept with it');
    expect(within(forces).queryByTestId('check-sliding')).toBeNull();
  });
});
