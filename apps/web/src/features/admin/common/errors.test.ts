import { describe, expect, it } from 'vitest';
import { mountCreateRequest } from '@nprm/contracts';
import { ApiRequestError } from '../../../lib/api';
import { fieldMessage, formErrorsFromFields, formPath, serverFormErrors, startCase, validateWith } from './errors';
import { requireId } from './resource';

describe('field error wording (docs/product.md)', () => {
  it('puts field names in start case (X-04)', () => {
    expect(startCase('half_base_width')).toBe('Half Base Width');
    expect(startCase('logo_url')).toBe('Logo Url');
    expect(startCase('isBaird')).toBe('Is Baird');
  });

  it('maps nested and list paths onto the form field they belong to', () => {
    expect(formPath('mount_images[1].image_url')).toBe('mount_images.1.image_url');
    expect(formPath('mount_ids.3')).toBe('mount_ids');
    expect(fieldMessage('mount_images.0.image_url', "can't be blank")).toBe("Image Url can't be blank");
  });

  it('shows 422 field errors as "Field name message", first message per field (X-03)', () => {
    expect(
      formErrorsFromFields({
        domain: ['has already been taken', 'is odd'],
        'mount_images[0].image_url': ["can't be blank"],
      }),
    ).toEqual({
      domain: 'Domain has already been taken',
      'mount_images.0.image_url': "Image Url can't be blank",
    });
    expect(
      serverFormErrors(new ApiRequestError(422, 'Unprocessable Entity', 'x', { name: ["can't be blank"] })),
    ).toEqual({ name: "Name can't be blank" });
    expect(serverFormErrors(new ApiRequestError(500, 'Internal Server Error', 'x'))).toEqual({});
  });

  it("validates with the contracts' schema and words", () => {
    const errors = validateWith(mountCreateRequest, {
      part_number: ' ',
      weight: -1,
      mount_images: [{ image_url: '' }],
    });
    expect(errors).toMatchObject({
      part_number: "Part Number can't be blank",
      weight: 'Weight must be greater than or equal to 0',
      'mount_images.0.image_url': "Image Url can't be blank",
    });
  });

  it('names the missing id (X-11..X-13)', () => {
    expect(() => requireId(undefined, 'Missing reseller id')).toThrow('Missing reseller id');
    expect(() => requireId(0, 'Missing antenna id')).toThrow('Missing antenna id');
    expect(requireId(7, 'Missing reseller mount id')).toBe(7);
  });
});
