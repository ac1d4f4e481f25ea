import { describe, expect, it } from 'vitest';
import { requireId } from './resource';

describe('record ids', () => {
  it('names the missing id (X-11..X-13)', () => {
    expect(() => requireId(undefined, 'Missing reseller id')).toThrow('Missing reseller id');
    expect(() => requireId(0, 'Missing antenna id')).toThrow('Missing antenna id');
    expect(requireId(7, 'Missing reseller mount id')).toBe(7);
  });
});
