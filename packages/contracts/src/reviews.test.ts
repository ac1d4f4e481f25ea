import { describe, expect, it } from 'vitest';
import { approvalLine, engineerWithCredential } from './reviews.js';

describe('the engineer named with the credential once', () => {
  it.each([
    ['Erin Engineer', 'Erin Engineer, P.E.'],
    ['Erin Engineer, P.E.', 'Erin Engineer, P.E.'],
    ['Erin Engineer P.E.', 'Erin Engineer P.E.'],
    ['Erin Engineer, PE', 'Erin Engineer, PE'],
    ['  Erin Engineer, p.e. ', 'Erin Engineer, p.e.'],
    ['Pete', 'Pete, P.E.'],
    ['Jo Ape', 'Jo Ape, P.E.'],
  ])('%s → %s', (name, printed) => {
    expect(engineerWithCredential(name)).toBe(printed);
  });

  it('prints "P.E." once on the approval line', () => {
    const line = approvalLine('Erin Engineer, P.E.', { state: 'IL', number: '062-071234' }, 'November 29, 2026');
    expect(line).toBe('Reviewed and approved by Erin Engineer, P.E. (IL No. 062-071234), November 29, 2026');
  });
});
