import { formatNumber } from '@nprm/calc/number-format';

/** 1234.4 → "1,234" (docs/product.md, constants: thousands separators are commas). */
export function formatWhole(value: number): string {
  return Number.isFinite(value) ? formatNumber(value, 0) : '–';
}

/** 23.456 → "23.5". */
export function formatOneDecimal(value: number): string {
  return Number.isFinite(value) ? formatNumber(value, 1, 1) : '–';
}
