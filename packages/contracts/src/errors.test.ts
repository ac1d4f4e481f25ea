import { GOVERNING_CASES } from '@nprm/calc';
import { EXPOSURE_CATEGORIES } from '@nprm/calc/exposure';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldErrorText,
  fieldName,
  flag,
  fullMessages,
  governingCase,
  listQuery,
  optionalFlag,
  windExposureType,
  wholeNumber,
} from './index.js';

describe('the "Field name message" wording', () => {
  it('names fields in title case for the API and the admin forms, sentence case for the public forms', () => {
    expect(fieldName('building_height')).toBe('Building Height');
    expect(fieldName('building_height', 'sentence')).toBe('Building height');
    // A field whose start case is not words has its plain name.
    expect(fieldName('fips')).toBe('County FIPS Code');
    expect(fieldName('fips', 'sentence')).toBe('County FIPS code');
    expect(fieldName('mount_images.0.image_url')).toBe('Mount Images Image Url');
    expect(fieldName('isBaird')).toBe('Is Baird');
  });

  it('puts the name in front of the message; a message on the whole request stands alone', () => {
    expect(fieldErrorText('building_height', 'must be between 1 and 500 feet', { style: 'sentence' })).toBe(
      'Building height must be between 1 and 500 feet',
    );
    expect(fieldErrorText('customer_name', "can't be blank", { style: 'sentence', name: 'Full name' })).toBe(
      "Full name can't be blank",
    );
    expect(fieldErrorText('base', 'either wind speed or location must be given')).toBe(
      'either wind speed or location must be given',
    );
    expect(fieldErrorText('', 'either wind speed or location must be given', { style: 'sentence' })).toBe(
      'Either wind speed or location must be given',
    );
  });

  it("builds a 422 body's full_messages, field by field", () => {
    expect(fullMessages({ half_base_width: ['must be greater than or equal to 0'], base: ['Try another'] })).toEqual([
      'Half Base Width must be greater than or equal to 0',
      'Try another',
    ]);
  });
});

describe('field primitives', () => {
  it('read yes/no the same way everywhere: booleans, true/yes/1 and false/no/0 in any case, blank as not given', () => {
    for (const [given, expected] of [
      [true, true],
      ['1', true],
      ['true', true],
      ['TRUE', true],
      [' Yes ', true],
      [false, false],
      ['0', false],
      ['FALSE', false],
      ['no', false],
      ['False', false],
      ['', false],
      [undefined, false],
    ] as const) {
      expect(flag.parse(given)).toBe(expected);
    }
    expect(optionalFlag.parse(null)).toBeUndefined();
    expect(flag.safeParse('maybe').error?.issues[0]?.message).toBe('must be true or false');
    expect(listQuery.parse({})).toEqual({ include_inactive: false });
    expect(listQuery.parse({ include_inactive: 'true' })).toEqual({ include_inactive: true });
  });

  it('read whole numbers with a fallback and one range message when given', () => {
    const limit = wholeNumber(1, 20, { fallback: 8, range: 'must be a whole number from 1 to 20' });
    expect(limit.parse(undefined)).toBe(8);
    expect(limit.parse(' 3 ')).toBe(3);
    expect(limit.safeParse('x').error?.issues[0]?.message).toBe('is not a number');
    expect(limit.safeParse('21').error?.issues[0]?.message).toBe('must be a whole number from 1 to 20');
  });
});

describe('domain lists', () => {
  it("take the engine's exposure categories and governing cases", () => {
    expect(windExposureType.options).toEqual([...EXPOSURE_CATEGORIES]);
    expect(governingCase.options).toEqual([...GOVERNING_CASES]);
    expect(z.safeParse(windExposureType, 'E').error?.issues[0]?.message).toBe('must be B, C or D');
  });
});
