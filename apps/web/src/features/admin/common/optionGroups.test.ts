import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { groupOptions, matchesWords, searchOptions, searchWordsOf } from './optionGroups';

const option = (value: string, label: string, group: string) => ({ value, label, group });

describe('grouped options and their search (docs/product.md, forms)', () => {
  it('lists headings and options in alphabetical order, numbers by value, case ignored', () => {
    expect(
      groupOptions([
        option('1', 'Model 10', 'ubiquiti'),
        option('2', 'Model 9', 'Ubiquiti'),
        option('3', 'dish 1.2 m', 'Prodelin'),
        option('4', 'Model 2', 'ubiquiti'),
      ]),
    ).toEqual([
      { group: 'Prodelin', items: [{ value: '3', label: 'dish 1.2 m' }] },
      {
        group: 'ubiquiti',
        items: [
          { value: '4', label: 'Model 2' },
          { value: '1', label: 'Model 10' },
        ],
      },
      { group: 'Ubiquiti', items: [{ value: '2', label: 'Model 9' }] },
    ]);
  });

  it('matches every word typed, in any order, in the option or its heading', () => {
    expect(searchWordsOf('  Ubi   5AC ')).toEqual(['ubi', '5ac']);
    expect(matchesWords('Ubiquiti NanoStation 5AC', ['5ac', 'ubi'])).toBe(true);
    expect(matchesWords('Ubiquiti NanoStation 5AC', ['5ac', 'dish'])).toBe(false);
    const options: ComboboxParsedItem[] = [
      {
        group: 'Ridge mounts (peaked roofs)',
        items: [
          { value: '1', label: 'RG-1 Bravo' },
          { value: '2', label: 'RG-2 Echo' },
        ],
      },
      { group: 'Flat-roof mounts', items: [{ value: '3', label: 'SL-3 Echo sled' }] },
      { value: '4', label: 'Loose Echo' },
    ];
    const search = (text: string) => searchOptions({ options, search: text, limit: Infinity });
    expect(search('')).toBe(options);
    expect(search('echo')).toEqual([
      { group: 'Ridge mounts (peaked roofs)', items: [{ value: '2', label: 'RG-2 Echo' }] },
      { group: 'Flat-roof mounts', items: [{ value: '3', label: 'SL-3 Echo sled' }] },
      { value: '4', label: 'Loose Echo' },
    ]);
    expect(search('peaked echo')).toEqual([
      { group: 'Ridge mounts (peaked roofs)', items: [{ value: '2', label: 'RG-2 Echo' }] },
    ]);
    expect(search('zulu')).toEqual([]);
  });
});
