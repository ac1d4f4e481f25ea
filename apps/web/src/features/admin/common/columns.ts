import { isActive } from './resource';

/** "Yes"/"No" for boolean columns, so they sort and filter as text. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** The status column's value. */
export function statusText(record: { deleted_at: string | null }): string {
  return isActive(record) ? 'Active' : 'Inactive';
}
