import { describe, expect, it } from 'vitest';
import { storedSheet } from './stored-sheet.js';

// Rows stored by engine 1.x (their words and group) read back in migrations.test.ts, "migration 0012".
describe("storedSheet: a stored calculation sheet in the answer's form", () => {
  // Engine 2 until decision 0057: the engine's doubles and every input's ref.
  const before0057 = [
    { symbol: 'V', value: 115, unit: 'mph', ref: 'input' },
    { symbol: 'K_z,a', value: 1.0021608002195512, expression: '2.01·(z_a/z_g)^(2/α)', ref: 'ASCE 7-10 Table 29.3-1' },
  ];

  it("reads the rows stored before decision 0057 and today's back as stored", () => {
    // Today: values as printed, no ref on an input's row.
    const today = [
      { symbol: 'V', value: 115, unit: 'mph' },
      { ...before0057[1]!, value: 1.002161 },
    ];
    expect(storedSheet(before0057)).toEqual(before0057);
    expect(storedSheet(today)).toEqual(today);
  });

  it('keeps the ref an engine 1.x row was stored with, and makes none up', () => {
    const engine1 = { section: 'inputs', description: 'basic wind speed', expression: '', note: null };
    expect(storedSheet([{ ...before0057[0]!, ...engine1 }])).toEqual([before0057[0]]);
    const { ref: _ref, ...withoutRef } = before0057[0]!;
    expect(storedSheet([{ ...withoutRef, ...engine1 }])).toEqual([withoutRef]);
  });
});
