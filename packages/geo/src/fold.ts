// Letters that Unicode decomposition does not reduce to an ASCII base letter.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ı: 'i',
  ə: 'e',
  đ: 'd',
  ð: 'd',
  œ: 'oe',
  ø: 'o',
  æ: 'ae',
  þ: 'th',
  ł: 'l',
  ħ: 'h',
};
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/**
 * Folds a place name or a query to its search form: lower case, accents removed ("San José" → "san jose"),
 * apostrophes dropped ("St. John's" → "st johns"), other punctuation as spaces, single spaces, trimmed.
 */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(SPECIAL_RE, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .replace(/['‘’`´"“”]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Abbreviations that people type either way. Both spellings are indexed, so "st louis" and "saint louis" both
// reach "St. Louis".
const FIRST_WORD_ALIASES: Record<string, string> = {
  st: 'saint',
  saint: 'st',
  ste: 'sainte',
  sainte: 'ste',
  ft: 'fort',
  fort: 'ft',
  mt: 'mount',
  mount: 'mt',
};

/** The folded name plus its spellings with a swapped leading abbreviation (St/Saint, Ste/Sainte, Ft/Fort, Mt/Mount). */
export function nameKeys(folded: string): string[] {
  const space = folded.indexOf(' ');
  if (space < 0) return [folded];
  const alias = FIRST_WORD_ALIASES[folded.slice(0, space)];
  return alias ? [folded, alias + folded.slice(space)] : [folded];
}
