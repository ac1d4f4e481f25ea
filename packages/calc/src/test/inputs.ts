/** Builders of engine inputs for tests: a plain site, antenna and mount with per-test overrides. */
import type { AntennaInput, DesignInput, MountInput, SearchInput, SiteInput } from '../inputs.js';

export function site(overrides: Partial<SiteInput> = {}): SiteInput {
  return { windSpeed: 115, exposure: 'C', buildingHeight: 30, ...overrides };
}

export function antenna(overrides: Partial<AntennaInput> = {}): AntennaInput {
  return {
    weight: 10,
    mastDiameter: 2.375,
    mastLength: 0,
    squareFootage: 1.5,
    additionalHeightToCenterline: 0,
    ...overrides,
  };
}

export function mount(overrides: Partial<MountInput> = {}): MountInput {
  return {
    id: 1,
    name: 'Test mount',
    weight: 90,
    halfBaseWidth: 2,
    heightToAntennaCenterline: 5,
    mastDiameter: 2.375,
    mastLength: 6,
    squareFootage: 2,
    maxRoofLoad: 150,
    minimumBallastWeight: 0,
    ...overrides,
  };
}

export function search(overrides: Partial<SearchInput> = {}): SearchInput {
  return { site: site(), antenna: antenna(), frictionCoefficient: 0.4, ...overrides };
}

export function designInput(overrides: Partial<DesignInput> = {}): DesignInput {
  return { ...search(), mount: mount(), ...overrides };
}
