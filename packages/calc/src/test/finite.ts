import { expect } from 'vitest';

/** Every number reachable in a design (its trace included) is finite. */
export function expectAllNumbersFinite(design: unknown): void {
  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'number') expect(Number.isFinite(value), path).toBe(true);
    else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${path}[${i}]`));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) visit(v, `${path}.${key}`);
    }
  };
  visit(design, 'design');
}
