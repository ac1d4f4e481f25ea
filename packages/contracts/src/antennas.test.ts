import { CalcInputError, selectMount } from '@nprm/calc';
import { describe, expect, it } from 'vitest';
import { ANTENNA_EPA_MAX, antennaCreateRequest, antennaUpdateRequest, hasWindArea } from './antennas.js';

const valid = { make: 'Prodelin', model: '1.2 m', mast_diameter: 2.875, square_footage: 13 };

/** The message zod gives square_footage for `value`, or undefined when it is accepted. */
function squareFootageMessage(schema: typeof antennaCreateRequest | typeof antennaUpdateRequest, body: object) {
  const result = schema.safeParse(body);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'square_footage')?.message;
}

describe('antenna square_footage (EPA): required and above 0', () => {
  it.each([
    ['missing', undefined, "can't be blank"],
    ['null', null, "can't be blank"],
    ['blank', ' ', "can't be blank"],
    ['0', 0, 'must be greater than 0'],
    ['"0"', '0', 'must be greater than 0'],
    ['negative', -1.5, 'must be greater than 0'],
    ['non-numeric', 'big', 'is not a number'],
    ['"NaN"', 'NaN', 'is not a number'],
    ['NaN', Number.NaN, 'is not a number'],
    ['"Infinity"', 'Infinity', 'is not a number'],
    ['Infinity', Infinity, 'is not a number'],
    ['above the engine limit', ANTENNA_EPA_MAX * 2, `must be less than or equal to ${ANTENNA_EPA_MAX}`],
  ])('refuses %s on create', (_name, value, message) => {
    expect(squareFootageMessage(antennaCreateRequest, { ...valid, square_footage: value })).toBe(message);
  });

  it('accepts a positive number, from JSON or text, up to the limit', () => {
    expect(antennaCreateRequest.parse({ ...valid, square_footage: '13' }).square_footage).toBe(13);
    expect(antennaCreateRequest.parse({ ...valid, square_footage: 0.01 }).square_footage).toBe(0.01);
    expect(antennaCreateRequest.parse({ ...valid, square_footage: ANTENNA_EPA_MAX }).square_footage).toBe(
      ANTENNA_EPA_MAX,
    );
  });

  it('an update may leave it out (kept as stored) but not clear it or set it to 0', () => {
    expect(antennaUpdateRequest.parse({ model: 'x' })).toEqual({ model: 'x' });
    expect(squareFootageMessage(antennaUpdateRequest, { square_footage: null })).toBe("can't be blank");
    expect(squareFootageMessage(antennaUpdateRequest, { square_footage: '' })).toBe("can't be blank");
    expect(squareFootageMessage(antennaUpdateRequest, { square_footage: 0 })).toBe('must be greater than 0');
  });

  it('the limit is the engine’s own domain of the antenna EPA A_a', () => {
    // selectMount checks the site and the antenna before any candidate: none are needed here.
    const search = (squareFootage: number) =>
      selectMount(
        {
          site: { windSpeed: 115, exposure: 'C', buildingHeight: 30 },
          antenna: { weight: 10, mastDiameter: 2.375, mastLength: 0, squareFootage, additionalHeightToCenterline: 0 },
          frictionCoefficient: 0.4,
        },
        [],
      );
    expect(() => search(ANTENNA_EPA_MAX)).not.toThrow();
    expect(() => search(ANTENNA_EPA_MAX * 1.000001)).toThrow(CalcInputError);
  });
});

describe('hasWindArea', () => {
  it.each([
    [13, true],
    [0.01, true],
    [0, false],
    [-1, false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Infinity, false],
  ])('%s → %s', (area, expected) => {
    expect(hasWindArea({ square_footage: area })).toBe(expected);
  });
});
