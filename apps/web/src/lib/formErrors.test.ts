import { describe, expect, it } from 'vitest';
import { diagnosticsQuery, mountCreateRequest, mountSearchRequest } from '@nprm/contracts';
import { ApiRequestError } from './api';
import { fieldError, formPath, schemaErrors, serverFieldErrors, type FormWording } from './formErrors';

/** A public form's wording (the calculator's names for the fields it shows). */
const PUBLIC: FormWording = {
  style: 'sentence',
  names: { customer_name: 'Full name', customer_email: 'Email', building_height: 'Building height' },
};
const unprocessable = (fieldErrors: Record<string, string[]>) =>
  new ApiRequestError(422, 'Unprocessable Entity', 'x', fieldErrors);

describe('the admin forms: "Field Name message" in start case (docs/product.md, X-03, X-04)', () => {
  it('puts field names in start case, or the label the form shows', () => {
    expect(fieldError('half_base_width', "can't be blank")).toBe("Half Base Width can't be blank");
    expect(fieldError('logo_url', 'is too long (maximum is 2048 characters)')).toBe(
      'Logo Url is too long (maximum is 2048 characters)',
    );
    expect(fieldError('isBaird', 'must be true or false')).toBe('Is Baird must be true or false');
    expect(fieldError('mount_id', "can't be blank", { names: { mount_id: 'Mount' } })).toBe("Mount can't be blank");
  });

  it('maps nested and list paths onto the form field they belong to', () => {
    expect(formPath('mount_images[1].image_url')).toBe('mount_images.1.image_url');
    expect(formPath('mount_ids.3')).toBe('mount_ids');
    expect(fieldError('mount_images.0.image_url', "can't be blank")).toBe("Image Url can't be blank");
  });

  it("validates with the contracts' schema and words, first message per field", () => {
    const errors = schemaErrors(mountCreateRequest, {
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

  it('shows 422 field errors the same way, first message per field; nothing for other failures', () => {
    expect(
      serverFieldErrors(
        unprocessable({
          domain: ['has already been taken', 'is odd'],
          'mount_images[0].image_url': ["can't be blank"],
        }),
      ),
    ).toEqual({
      domain: 'Domain has already been taken',
      'mount_images.0.image_url': "Image Url can't be blank",
    });
    expect(serverFieldErrors(unprocessable({ base: ['is in use by 2 resellers'] }))).toEqual({
      base: 'is in use by 2 resellers',
    });
    expect(serverFieldErrors(new ApiRequestError(500, 'Internal Server Error', 'x'))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});

describe('the public forms: the name the form shows, in its words (docs/product.md, validation)', () => {
  it("brings the schema's message to the field it belongs to (V-01..V-08, V-15)", () => {
    const errors = schemaErrors(
      mountSearchRequest,
      { customer_name: ' ', customer_email: 'ada@example', building_height: 501 },
      PUBLIC,
    );
    expect(errors).toMatchObject({
      customer_name: 'Full name is required',
      customer_email: 'Email must be a valid email address',
      building_height: 'Building height must be between 1 and 500 feet',
    });
  });

  it("words a server's 422 as the schema's message on the same field", () => {
    const fromSchema = schemaErrors(mountSearchRequest, { customer_name: '' }, PUBLIC).customer_name;
    const fromServer = serverFieldErrors(unprocessable({ customer_name: ["can't be blank"] }), PUBLIC).customer_name;
    expect(fromServer).toBe('Full name is required');
    expect(fromSchema).toBe(fromServer);
    expect(serverFieldErrors(unprocessable({ building_height: ['must be between 1 and 500 feet'] }), PUBLIC)).toEqual({
      building_height: 'Building height must be between 1 and 500 feet',
    });
  });

  it('puts a message on the whole request under the field the form names', () => {
    const errors = schemaErrors(diagnosticsQuery, { building_height: 30 }, { ...PUBLIC, rootKey: 'wind_speed' });
    expect(errors.wind_speed).toBe('Either wind speed or location must be given');
  });
});
