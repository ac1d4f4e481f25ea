import { describe, expect, it } from 'vitest';
import { resultReference } from './report.js';

describe('resultReference', () => {
  it('is short, grouped and free of letters that are misread', () => {
    const reference = resultReference('Zm9vYmFyYmF6cXV4cXV1eHp6eg');
    expect(reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('is the same for the same token and differs when the first characters differ', () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAAAA';
    expect(resultReference(token)).toBe('R-0000-0000');
    expect(resultReference(token)).toBe(resultReference(token));
    expect(resultReference('_______AAAAAAAAAAAAAAAAA')).toBe('R-ZZZZ-ZZZZ');
    expect(resultReference('BAAAAAAAAAAAAAAAAAAAAAAA')).not.toBe(resultReference(token));
  });
});
