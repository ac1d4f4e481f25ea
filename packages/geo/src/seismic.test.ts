import { describe, expect, it } from 'vitest';
import { ASCE7_EDITIONS } from './code-adoption.js';
import { parseCsvRecords } from './csv.js';
import { readDataFile } from './data-files.js';
import {
  CERTAINTIES,
  SEISMIC_BASES,
  SEISMIC_REFERENCE_COLUMNS,
  SEISMIC_STATE_COLUMNS,
  listSeismicReferenceValues,
  seismicDesignCategoryDPossible,
  seismicReferenceValues,
} from './seismic.js';
import { usJurisdictionCode } from './us-states.js';

describe('seismic-states.csv and seismicDesignCategoryDPossible', () => {
  const rows = parseCsvRecords(readDataFile('seismic-states.csv'), SEISMIC_STATE_COLUMNS);

  it('lists known jurisdictions once each, each with a basis and a source', () => {
    expect(new Set(rows.map((r) => r.state)).size).toBe(rows.length);
    for (const r of rows) {
      expect(usJurisdictionCode(r.state), r.state).toBe(r.state);
      expect(SEISMIC_BASES, r.state).toContain(r.basis);
      expect(r.source.trim(), r.state).not.toBe('');
    }
  });

  it('flags the western states, the New Madrid states, Charleston and the islands', () => {
    for (const state of ['CA', 'WA', 'OR', 'AK', 'HI', 'UT', 'IL', 'KY', 'TN', 'MO', 'AR', 'SC', 'PR', 'GU']) {
      expect(seismicDesignCategoryDPossible(state)?.possible, state).toBe(true);
    }
    expect(seismicDesignCategoryDPossible('sc')).toMatchObject({ state: 'SC', basis: 'listed' });
  });

  it('answers no, without a source, for a state the table does not list, and null for an unknown code', () => {
    expect(seismicDesignCategoryDPossible('FL')).toEqual({
      state: 'FL',
      possible: false,
      basis: null,
      source: null,
      note: null,
    });
    expect(seismicDesignCategoryDPossible('XX')).toBeNull();
    expect(seismicDesignCategoryDPossible('')).toBeNull();
  });
});

describe('seismic-reference.csv and seismicReferenceValues', () => {
  const raw = parseCsvRecords(readDataFile('seismic-reference.csv'), SEISMIC_REFERENCE_COLUMNS);
  const rows = listSeismicReferenceValues();

  it('parses every row with a known edition, certainty, state, a point in the US and a source', () => {
    expect(rows).toHaveLength(raw.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const where = `${row.place}, ${row.state}`;
      expect(ASCE7_EDITIONS, where).toContain(row.edition);
      expect(CERTAINTIES, where).toContain(row.certainty);
      expect(usJurisdictionCode(row.state), where).toBe(row.state);
      expect(['A', 'B', 'C', 'D', 'E'], where).toContain(row.siteClass);
      expect(row.sds, where).toBeGreaterThan(0);
      expect(row.sd1, where).toBeGreaterThan(0);
      expect(row.latitude, where).toBeGreaterThan(13);
      expect(row.longitude, where).toBeLessThan(-60);
      expect(row.source.trim(), where).not.toBe('');
    }
  });

  it('finds a city by name, with or without its state, ignoring case', () => {
    const santaAna = seismicReferenceValues('Santa Ana');
    expect(santaAna.length).toBeGreaterThan(0);
    expect(santaAna.every((row) => row.place === 'Santa Ana' && row.state === 'CA')).toBe(true);
    expect(seismicReferenceValues('  santa ana , ca ')).toEqual(santaAna);
    // The USGS design service's own expected values (ASCE 7-16): S_DS = 2/3 S_MS, S_D1 = 2/3 S_M1.
    expect(seismicReferenceValues('Los Angeles, CA')).toEqual([
      expect.objectContaining({ edition: 'ASCE 7-16', siteClass: 'C', sds: 1.576, sd1: 0.655, certainty: 'secondary' }),
    ]);
    expect(seismicReferenceValues('Eugene, OR')).toEqual([
      expect.objectContaining({ edition: 'ASCE 7-22', siteClass: 'D', sds: 0.74, sd1: 0.53 }),
    ]);
  });

  it('gives nothing, never an estimate, for a city without a sourced row or a query it cannot read', () => {
    expect(seismicReferenceValues('Santa Ana, OR')).toEqual([]);
    expect(seismicReferenceValues('Denver, CO')).toEqual([]);
    expect(seismicReferenceValues('Eugene, Oregonia')).toEqual([]);
    expect(seismicReferenceValues('Eugene, OR, US')).toEqual([]);
    expect(seismicReferenceValues('')).toEqual([]);
    expect(seismicReferenceValues(' , ')).toEqual([]);
  });
});
