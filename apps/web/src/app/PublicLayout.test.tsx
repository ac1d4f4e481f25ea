import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAt, renderWithProviders, LocationProbe } from '../test/renderPage';
import { formRoutes } from '../test/calculatorForm';
import { CalculatorPage } from '../features/calculator/CalculatorPage';
import { PublicLayout, publicPage } from './PublicLayout';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  openAt(path);
  return renderWithProviders(
    <>
      <LocationProbe />
      <PublicLayout />
    </>,
  );
}

describe('public pages', () => {
  it('match their path whatever its case and trailing slash', () => {
    expect(publicPage('/')?.type).toBe(CalculatorPage);
    expect(publicPage('/RESULTS/')).toBe(publicPage('/results'));
    expect(publicPage('/Results')?.type).not.toBe(publicPage('/diagnostics')?.type);
    expect(publicPage('/nowhere')).toBeUndefined();
  });

  it('show the calculator for an unknown address, in place of its history entry', async () => {
    formRoutes();
    const length = window.history.length;
    renderAt('/nowhere?x=1');
    expect(await screen.findByRole('button', { name: 'Calculate' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.history.length).toBe(length);
  });

  it('load the other pages when opened', async () => {
    formRoutes();
    renderAt('/error');
    expect(await screen.findByRole('heading', { name: '500 Error' })).toBeInTheDocument();
  });
});
