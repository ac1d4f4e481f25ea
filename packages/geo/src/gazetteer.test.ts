import { describe, expect, it } from 'vitest';
import { readDataFile } from './data-files.js';
import { foldName, nameKeys } from './fold.js';
import { loadGazetteer } from './gazetteer.js';

/**
 * loadGazetteer reads data/places.tsv.gz in place, field by field (so that the first place look-up does not grow the
 * heap by a split copy of the whole file): every row and key is what splitting the file into lines and fields gives.
 */
describe('loadGazetteer', () => {
  it('holds every row of the file, field for field, and every search key once, sorted', () => {
    const rows = readDataFile('places.tsv.gz')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split('\t'))
      .filter((f) => f[0] !== 'C' && f[0] !== 'A');
    const g = loadGazetteer();

    expect(g.ids.length).toBe(rows.length);
    // Whole columns at once: one comparison each, not one per row.
    expect([...g.ids]).toEqual(rows.map((f) => Number(f[0])));
    expect(g.cities).toEqual(rows.map((f) => f[1]));
    expect(g.countries).toEqual(rows.map((f) => f[2]));
    expect([...g.population]).toEqual(rows.map((f) => Number(f[4])));
    expect([...g.latitude]).toEqual(rows.map((f) => Number(f[5])));
    expect([...g.longitude]).toEqual(rows.map((f) => Number(f[6])));
    expect(g.admin1[rows.findIndex((f) => f[2] === 'US' && f[3] === 'IL')]).toBe('IL');
    expect(g.countryNames.get('US')).toBe('United States');

    const expected = rows
      .flatMap(([, city = ''], row) => nameKeys(foldName(city)).map((key) => ({ key, row })))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row - b.row));
    expect(g.keys).toEqual(expected.map((k) => k.key));
    expect([...g.keyPlace]).toEqual(expected.map((k) => k.row));
    // Every row of the gazetteer compared: generous on a busy machine.
  }, 60_000);
});
