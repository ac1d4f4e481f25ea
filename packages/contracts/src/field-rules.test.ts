import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as light from './field-rules.js';
import { flag, numberField, numberMessage, optionalRecordId, recordId, requiredEmail, requiredText } from './fields.js';
import { BUILDING_HEIGHT_RANGE } from './wording.js';

/** The zod field's first message for a value, or undefined when it passes. */
function zodVerdict(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const NUMBERS = [undefined, null, '', '  ', 0, 1, -1, 0.5, 2_147_483_647, 2_147_483_648, '12', ' 7 ', '-0.5', '.5'];
const NOT_NUMBERS = ['1e3', '0x10', 'Infinity', 'abc', '1,000', Number.NaN, Number.POSITIVE_INFINITY, true, {}, []];
const TEXTS = [undefined, null, '', '   ', 'a', ' padded ', 'x'.repeat(10), 'x'.repeat(11), 'nul\u0000', 5, false];
const EMAILS = ['a@example.com', ' a@example.com ', 'a@b', 'not an address', 'a@example.com\u0000', 'x@y.co'];
const FLAGS = [undefined, null, '', true, false, 'true', 'false', '1', '0', 'yes', 'No', ' TRUE ', 'maybe', 1, 0];

describe('the light field checks give the zod field’s first message for every value', () => {
  it.each([...NUMBERS, ...NOT_NUMBERS].map((value) => [value]))('recordId(%j)', (value) => {
    expect(light.recordId()(value)).toBe(zodVerdict(recordId, value));
    expect(light.recordId({ optional: true })(value)).toBe(zodVerdict(optionalRecordId, value));
  });

  it.each([...NUMBERS, ...NOT_NUMBERS].map((value) => [value]))('numberInRange(%j)', (value) => {
    // What search.ts builds building_height from.
    const field = numberField(
      z.number({ error: numberMessage }).min(1, BUILDING_HEIGHT_RANGE).max(500, BUILDING_HEIGHT_RANGE),
    );
    expect(light.numberInRange(1, 500, BUILDING_HEIGHT_RANGE)(value)).toBe(zodVerdict(field, value));
  });

  it.each([...TEXTS, ...EMAILS].map((value) => [value]))('requiredText / requiredEmail(%j)', (value) => {
    expect(light.requiredText(10)(value)).toBe(zodVerdict(requiredText(10), value));
    expect(light.requiredEmail(20)(value)).toBe(zodVerdict(requiredEmail(20), value));
  });

  it.each(FLAGS.map((value) => [value]))('flag(%j)', (value) => {
    expect(light.flag(value)).toBe(zodVerdict(flag, value));
  });
});
