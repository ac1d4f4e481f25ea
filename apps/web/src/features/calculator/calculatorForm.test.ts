import { mountSearchRequest } from '@nprm/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/formErrors';
import { CALCULATOR_FIELD_NAMES, mountSearchRequestErrors } from './calculatorForm';

/** A request the form could send with every field valid. */
const VALID = {
  antenna: '3',
  location: 'Chicago, IL, United States',
  location_latitude: 41.88,
  location_longitude: -87.63,
  building_height: 30,
  roof_type: '2',
  ridge_mount: false,
  wind_exposure: 'C',
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  customer_company: 'Analytical Engines',
};

/** Values for each field, good and bad, in every shape the form (or a hand-made request) can give. */
const SAMPLES: Record<string, unknown[]> = {
  reseller_id: [undefined, null, '', 4, '4', 0, -1, 1.5, 'x', 2_147_483_648],
  antenna: [undefined, null, '', '  ', '3', 3, '0', '-2', '1.5', 'abc', '1e3', '0x10', 2_147_483_648, Number.NaN],
  location: [undefined, null, '', '   ', 'Chicago', ' Chicago ', 'x'.repeat(200), 'x'.repeat(201), 'a\u0000b', 12],
  location_latitude: [undefined, null, '', 0, 90, 90.1, -90.1, '45', 'north', Number.NaN],
  location_longitude: [undefined, null, 180, 180.5, -181, '-87.6', 'west'],
  building_height: [undefined, null, '', 0, 1, 30, 500, 501, -5, '30', ' 30 ', 'ten', Number.NaN, 1.5],
  roof_type: [undefined, '', '2', 0, 'flat'],
  ridge_mount: [undefined, true, false, 'true', '0', 'yes', 1],
  wind_exposure: [undefined, null, '', 'B', 'C', 'D', 'E', 'c', 3],
  block_type: [undefined, null, '', '5', 0, 'heavy'],
  wind_speed: [undefined, null, '', 0, 1, 115, 1000, 1001, -3, '90', 'fast', Number.NaN],
  customer_name: [undefined, '', ' ', 'Ada', 'x'.repeat(201), 'A\u0000'],
  customer_email: [
    undefined,
    '',
    ' ',
    'ada@example.com',
    ' ada@example.com ',
    'ada@example',
    'ada.example.com',
    'a..b@example.com',
    "o'brien+tag@mail.example.co",
    'ada@-example.com',
    'ada@example.c',
    `${'a'.repeat(250)}@b.co`,
  ],
  customer_company: [undefined, '', 'Engines', 'y'.repeat(200), 'y'.repeat(201)],
  project_name: [undefined, null, '', '  ', 'Tower 7', 'p'.repeat(120), 'p'.repeat(121), 'T\u0000', 'T\uD800', 7],
  site_address: [undefined, null, '', '12 Main St', 's'.repeat(200), 's'.repeat(201), 'S\u0000'],
  code_edition: [undefined, null, '', 'ASCE 7-10', 'ASCE 7-16', 'ASCE 7-22', 'ASCE 7-05', 'asce 7-16', 7],
  ground_elevation: [undefined, null, '', -300, -301, 0, 5280, 15_000, 15_001, '5280', 'high', Number.NaN],
  wind_speed_citation: [undefined, null, '', '  ', 'ASCE Hazard Tool, 2026-11-20', 'c'.repeat(500), 'c'.repeat(501)],
  seismic_sds: [undefined, null, '', 0, 1.5, 5, 5.01, -0.1, '0.856', 'g', Number.NaN],
  seismic_sd1: [undefined, null, '', 0, 0.6, 5.5, -1, '0.5', 'x'],
  seismic_source: [undefined, null, '', 'USGS report', 's'.repeat(501)],
};

const schemaVerdict = (request: unknown) =>
  schemaErrors(mountSearchRequest, request, CALCULATOR_FIELD_NAMES, 'location');

describe('the calculator form checks without zod, as the contract schema does', () => {
  it('passes the valid request, as the schema does', () => {
    expect(schemaVerdict(VALID)).toEqual({});
    expect(mountSearchRequestErrors(VALID)).toEqual({});
  });

  for (const [field, samples] of Object.entries(SAMPLES)) {
    it.each(samples.map((value) => [String(value).slice(0, 24), value]))(
      `gives ${field} = %s the schema's message`,
      (_label, value) => {
        const request = { ...VALID, [field]: value };
        expect(mountSearchRequestErrors(request)).toEqual(schemaVerdict(request));
        // …and with a latitude alone, where the schema's rule across fields runs only after some field messages.
        const halfPlace = { ...request, location_latitude: 41.88, location_longitude: undefined };
        if (field !== 'location_latitude' && field !== 'location_longitude')
          expect(mountSearchRequestErrors(halfPlace)).toEqual(schemaVerdict(halfPlace));
      },
    );
  }

  it('gives every field of an empty request the schema’s message', () => {
    expect(mountSearchRequestErrors({})).toEqual(schemaVerdict({}));
    expect(mountSearchRequestErrors({ ridge_mount: false })).toEqual(schemaVerdict({ ridge_mount: false }));
  });
});
