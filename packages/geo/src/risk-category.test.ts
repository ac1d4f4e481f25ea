import { describe, expect, it } from 'vitest';
import { windSpeedForRiskCategory } from './risk-category.js';
import { windSpeedAt } from './wind.js';

describe('windSpeedForRiskCategory', () => {
  it('keeps the Risk Category II value as it is', () => {
    expect(windSpeedForRiskCategory(175, 'II')).toEqual({ windSpeed: 175, derived: false, method: '' });
  });

  it('gives the interior values of the other maps: 105 for I, 120 for III and IV', () => {
    expect(windSpeedForRiskCategory(115, 'I').windSpeed).toBe(105);
    expect(windSpeedForRiskCategory(115, 'III').windSpeed).toBe(120);
    expect(windSpeedForRiskCategory(115, 'IV').windSpeed).toBe(120);
  });

  it('raises a hurricane-coast value for III and IV, never below the II value, and says how', () => {
    const miami = windSpeedForRiskCategory(175, 'IV');
    expect(miami.windSpeed).toBe(195);
    expect(miami.derived).toBe(true);
    expect(miami.method).toContain('Estimate for Risk Category IV (ASCE 7-10 Fig. 26.5-1B)');
    expect(miami.method).toContain('confirm at ATC Hazards by Location');
    for (const v of [100, 110, 115, 117, 130, 150, 175, 195, 200]) {
      expect(windSpeedForRiskCategory(v, 'III').windSpeed).toBeGreaterThanOrEqual(v);
      expect(windSpeedForRiskCategory(v, 'IV').windSpeed).toBeGreaterThanOrEqual((v * 120) / 115);
    }
  });

  it('lowers Risk Category I by less than the interior ratio would, never above the II value', () => {
    expect(windSpeedForRiskCategory(175, 'I').windSpeed).toBe(165);
    for (const v of [110, 115, 130, 175, 195]) {
      const one = windSpeedForRiskCategory(v, 'I').windSpeed;
      expect(one).toBeLessThanOrEqual(v);
      expect(one).toBeGreaterThanOrEqual((v * 105) / 115);
    }
  });
});

describe('special wind regions: the flag and the text agree', () => {
  it('flags Hawaii, whose own basis calls it a special wind region', () => {
    const honolulu = windSpeedAt(21.3069, -157.8583);
    expect(honolulu.basis).toMatch(/special wind region/i);
    expect(honolulu.specialWindRegion).toBe(true);
  });
});
