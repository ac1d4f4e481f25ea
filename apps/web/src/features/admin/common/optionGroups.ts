import type { ComboboxItem, ComboboxItemGroup, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { naturalCompare } from './naturalSort';

/** An option and the heading it is listed under (an antenna's make, a mount's kind). */
export interface GroupedOption extends ComboboxItem {
  group: string;
}

/** Options under their headings, headings and the options under each in alphabetical order (numbers by value). */
export function groupOptions(options: readonly GroupedOption[]): ComboboxItemGroup<ComboboxItem, string>[] {
  const groups = new Map<string, ComboboxItem[]>();
  for (const { group, ...item } of options) {
    const items = groups.get(group);
    if (items) items.push(item);
    else groups.set(group, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => naturalCompare(a, b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => naturalCompare(a.label, b.label)) }));
}

/** The words of a search, lower case ("  ubi  5AC" → ["ubi", "5ac"]). */
export function searchWordsOf(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/** True when every word appears somewhere in the text, case ignored. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * docs/product.md, forms: a select's search keeps the options whose label or heading holds every word typed, in any
 * order ("ridge 2x" finds the ridge mounts with 2x in their name; "ubiquiti 5ac" the Ubiquiti antennas named 5AC);
 * a heading stays while one of its options does.
 */
export const searchOptions: OptionsFilter = ({ options, search }) => {
  const words = searchWordsOf(search);
  if (words.length === 0) return options;
  const kept: ComboboxParsedItem[] = [];
  for (const option of options) {
    if ('group' in option) {
      const heading = typeof option.group === 'string' ? option.group : '';
      const items = option.items.filter((item) => matchesWords(`${heading} ${item.label}`, words));
      if (items.length > 0) kept.push({ group: option.group, items });
    } else if (matchesWords(option.label, words)) {
      kept.push(option);
    }
  }
  return kept;
};
