import { describe, expect, it } from 'vitest';
import {
  ASCE7_EDITIONS,
  CODE_ADOPTION_COLUMNS,
  NOT_CONFIRMED,
  codeInForce,
  isIsoDate,
  loadCodeAdoptions,
} from './code-adoption.js';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import { US_STATE_NAMES, US_TERRITORY_NAMES } from './us-states.js';

const rawRows = parseCsvRecords(readDataFile('code-adoption.csv'), CODE_ADOPTION_COLUMNS);
const jurisdictions = [...Object.keys(US_STATE_NAMES), ...Object.keys(US_TERRITORY_NAMES)];

/** The ASCE 7 edition each IBC edition references (IBC chapter 35); older editions reference none this product models. */
const IBC_EDITION: Record<string, string> = {
  '2012 IBC': 'ASCE 7-10',
  '2015 IBC': 'ASCE 7-10',
  '2018 IBC': 'ASCE 7-16',
  '2021 IBC': 'ASCE 7-16',
  '2024 IBC': 'ASCE 7-22',
};

describe('code-adoption.csv', () => {
  it('parses, with at least one row for every state, DC and territory and none for anything else', () => {
    const loaded = loadCodeAdoptions();
    expect([...loaded.keys()].sort()).toEqual([...jurisdictions].sort());
    expect(jurisdictions).toHaveLength(56);
  });

  it('holds only known editions, real dates and a source for every row', () => {
    for (const r of rawRows) {
      expect(['', ...ASCE7_EDITIONS], r.state).toContain(r.asce7_edition);
      if (r.effective !== '') expect(isIsoDate(r.effective), `${r.state} ${r.effective}`).toBe(true);
      expect(isIsoDate(r.read_on), `${r.state} ${r.read_on}`).toBe(true);
      expect(r.source.trim(), r.state).not.toBe('');
      expect(r.code.trim(), r.state).not.toBe('');
    }
  });

  it('gives each IBC-based code the edition that IBC references; only the Florida Building Code names its own', () => {
    for (const r of rawRows) {
      if (r.based_on !== '') expect(r.asce7_edition, `${r.state} ${r.code}`).toBe(IBC_EDITION[r.based_on] ?? '');
      else if (r.asce7_edition !== '') expect(r.code).toMatch(/^Florida Building Code/);
    }
  });

  it('leaves the edition empty for local adoption and for rows without a source', () => {
    for (const r of rawRows) {
      if (r.note.startsWith('local adoption') || r.source === NOT_CONFIRMED) expect(r.asce7_edition, r.state).toBe('');
    }
  });

  it('keeps no two rows of a state on the same effective date', () => {
    for (const rows of loadCodeAdoptions().values()) {
      const dates = rows.map((row) => row.effective ?? 'undated');
      expect(new Set(dates).size, rows[0]?.state).toBe(dates.length);
    }
  });
});

describe('codeInForce', () => {
  it('picks the row in force on the date, so a later adoption waits for its effective date', () => {
    expect(codeInForce('CA', '2025-12-31')).toMatchObject({ edition: 'ASCE 7-16', effective: '2023-01-01' });
    expect(codeInForce('CA', '2026-01-01')).toMatchObject({ edition: 'ASCE 7-22', effective: '2026-01-01' });
    expect(codeInForce('FL', '2026-11-29')).toMatchObject({
      code: 'Florida Building Code, 8th Edition (2023)',
      edition: 'ASCE 7-22',
    });
    // The 9th edition takes effect at the end of 2026 and its ASCE 7 edition is not confirmed: unknown, not guessed.
    expect(codeInForce('FL', '2026-12-31')).toMatchObject({ effective: '2026-12-31', edition: null });
    expect(codeInForce('IL', '2024-06-30')).toMatchObject({
      edition: null,
      note: expect.stringMatching(/^local adoption/),
    });
    expect(codeInForce('IL', '2025-01-01')?.edition).toBe('ASCE 7-22');
  });

  it('reads the state code in any case and with spaces, and gives null for an unknown one', () => {
    expect(codeInForce(' ma ', '2026-11-29')).toMatchObject({ state: 'MA', edition: 'ASCE 7-16' });
    expect(codeInForce('PR', '2026-11-29')).toMatchObject({ state: 'PR', edition: 'ASCE 7-16' });
    expect(codeInForce('ZZ', '2026-11-29')).toBeNull();
    expect(codeInForce('', '2026-11-29')).toBeNull();
    expect(codeInForce('California', '2026-11-29')).toBeNull();
  });

  it('reports local adoption and an unconfirmed source as an unknown edition', () => {
    expect(codeInForce('TX', '2026-11-29')).toMatchObject({
      edition: null,
      note: expect.stringMatching(/^local adoption/),
    });
    expect(codeInForce('WY', '2026-11-29')).toMatchObject({ edition: null, source: NOT_CONFIRMED });
    expect(codeInForce('AS', '2026-11-29')?.edition).toBeNull();
  });

  it('answers "not recorded" with an unknown edition before the earliest recorded adoption', () => {
    const early = codeInForce('LA', '2019-06-01');
    expect(early).toMatchObject({ state: 'LA', code: 'Not recorded', edition: null, source: NOT_CONFIRMED });
    expect(early?.note).toContain('takes effect 2020-01-01');
  });

  it('refuses a date that is not YYYY-MM-DD rather than guessing one', () => {
    for (const bad of ['2026-13-01', '2026-02-30', '2026-2-1', 'tomorrow', '']) {
      expect(() => codeInForce('CA', bad), bad).toThrow(RangeError);
    }
  });

  it('defaults to today', () => {
    expect(codeInForce('CA')).toEqual(codeInForce('CA', new Date().toISOString().slice(0, 10)));
  });
});
