import { describe, expect, it } from 'vitest';
import { antennaCreateRequest, antennaUpdateRequest } from './antennas.js';
import { mountCreateRequest, mountUpdateRequest } from './mounts.js';
import { resellerCreateRequest, resellerUpdateRequest } from './resellers.js';
import { roofTypeCreateRequest } from './roof-types.js';
import { optionalNumber, parseRecordId, recordId, requiredNumber, type BLANK } from './fields.js';

function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const blank: typeof BLANK = "can't be blank";

describe('admin form schemas', () => {
  it('require fields with Rails-style messages', () => {
    expect(errors(resellerCreateRequest.safeParse({}))).toEqual({ name: blank, domain: blank, logo_url: blank });
    expect(errors(antennaCreateRequest.safeParse({ make: ' ', model: null }))).toEqual({
      make: blank,
      model: blank,
      mast_diameter: blank,
      square_footage: blank,
    });
  });

  it('coerce numeric strings and name non-numbers and negatives', () => {
    const parsed = antennaCreateRequest.parse({
      make: 'A',
      model: 'B',
      mast_diameter: '2.5',
      square_footage: '1.2',
      weight: '',
      additional_height_to_centerline: '-1.5',
    });
    expect(parsed).toMatchObject({ mast_diameter: 2.5, weight: undefined, additional_height_to_centerline: -1.5 });
    expect(
      errors(
        antennaCreateRequest.safeParse({ make: 'A', model: 'B', mast_diameter: 'wide', square_footage: 1, weight: -1 }),
      ),
    ).toEqual({
      mast_diameter: 'is not a number',
      weight: 'must be greater than or equal to 0',
    });
  });

  it('checks the friction coefficient range', () => {
    expect(errors(roofTypeCreateRequest.safeParse({ name: 'X', friction_coefficient: 0 }))).toEqual({
      friction_coefficient: 'must be greater than 0',
    });
    expect(errors(roofTypeCreateRequest.safeParse({ name: 'X', friction_coefficient: '1.01' }))).toEqual({
      friction_coefficient: 'must be less than or equal to 1',
    });
    expect(errors(roofTypeCreateRequest.safeParse({ name: 'X' }))).toEqual({ friction_coefficient: blank });
    // The source is optional: left out, it is none.
    expect(roofTypeCreateRequest.parse({ name: ' X ', friction_coefficient: '1' })).toEqual({
      name: 'X',
      friction_coefficient: 1,
      friction_coefficient_source: null,
    });
  });

  it('leave unsent fields out of updates and blank optional text becomes null', () => {
    expect(resellerUpdateRequest.parse({ website_url: '  ' })).toEqual({ website_url: null });
    expect(antennaUpdateRequest.parse({})).toEqual({});
    expect(mountUpdateRequest.parse({ ridge_mount: 'true' })).toEqual({ ridge_mount: true });
  });

  it('accept http(s) URLs and site paths only, and e-mail addresses', () => {
    const base = { name: 'R', domain: 'Shop.Example.com', logo_url: '/logo.svg' };
    expect(resellerCreateRequest.parse(base)).toMatchObject({
      domain: 'shop.example.com',
      hero_image_url: null,
      contact_email: null,
    });
    expect(
      errors(resellerCreateRequest.safeParse({ ...base, logo_url: 'javascript:alert(1)', contact_email: 'nope' })),
    ).toEqual({
      logo_url: 'must be an http(s) URL or a path starting with /',
      contact_email: 'is not an e-mail address',
    });
    expect(errors(resellerCreateRequest.safeParse({ ...base, domain: 'https://shop.example.com/' }))).toHaveProperty(
      'domain',
    );
  });

  it('needs a url on every kept image entry, not on removed ones', () => {
    const mount = {
      part_number: 'P',
      name: 'N',
      weight: 1,
      half_base_width: 1,
      height_to_antenna_centerline: 1,
      mast_diameter: 1,
      mast_length: 1,
      max_roof_load: 1,
      square_footage: 1,
      product_url: 'https://example.com/p',
    };
    expect(
      errors(mountCreateRequest.safeParse({ ...mount, mount_images: [{ image_url: '/a.png' }, { image_url: '' }] })),
    ).toEqual({
      'mount_images.1.image_url': blank,
    });
    expect(mountUpdateRequest.parse({ mount_images: [{ id: '4', _destroy: true }] })).toEqual({
      mount_images: [{ id: 4, image_url: null, _destroy: true }],
    });
  });

  it('refuses NUL characters and impossible ids', () => {
    expect(errors(roofTypeCreateRequest.safeParse({ name: 'a\u0000b', friction_coefficient: 0.5 }))).toEqual({
      name: 'contains an invalid character',
    });
    expect(parseRecordId('12')).toBe(12);
    expect(parseRecordId('0')).toBeNull();
    expect(parseRecordId('abc')).toBeNull();
    expect(parseRecordId('99999999999')).toBeNull();
  });

  it('reads numbers from JSON numbers and plain decimal strings only', () => {
    const number = requiredNumber();
    for (const [input, expected] of [
      [12, 12],
      ['12', 12],
      ['  12 ', 12],
      ['-0.5', -0.5],
      ['+3', 3],
      ['.5', 0.5],
      ['2.', 2],
      ['1e3', 1000],
      ['1E-2', 0.01],
    ] as const) {
      expect(number.parse(input)).toBe(expected);
    }
    for (const input of [
      '0x10',
      '0X1f',
      '0b11',
      '0o17',
      'Infinity',
      '-Infinity',
      'NaN',
      '1e',
      '1_000',
      '1,5',
      '.',
      '+',
    ]) {
      expect(number.safeParse(input).error?.issues[0]?.message).toBe('is not a number');
    }
    expect(number.safeParse('1e999').error?.issues[0]?.message).toBe('is not a number');
    expect(optionalNumber().parse('   ')).toBeUndefined();
    expect(recordId.safeParse('0x10').success).toBe(false);
  });
});
