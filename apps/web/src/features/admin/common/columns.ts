import { formatNumber } from '@nprm/calc/number-format';
import { fieldDecimals } from '@nprm/contracts/wording';
import { adminColumnHelper } from './DataTable';
import { isActive } from './resource';

/** "Yes"/"No" for boolean columns, so they sort and filter as text. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** The status column's value. */
export function statusText(record: { deleted_at: string | null }): string {
  return isActive(record) ? 'Active' : 'Inactive';
}

/** The "ID" column every list but the resellers' starts with (the lists sort by it, newest first). */
export function idColumn<T extends { id: number }>() {
  return adminColumnHelper<T>().accessor((row) => row.id, { id: 'id', header: 'ID' });
}

/** The "Status" column: Active, or Inactive once deactivated. */
export function statusColumn<T extends { deleted_at: string | null }>() {
  return adminColumnHelper<T>().accessor((row) => statusText(row), { id: 'status', header: 'Status' });
}

/**
 * A number field's column, shown at the field's precision with comma thousands (fieldDecimals: 0.30000000000000004
 * reads 0.3); it sorts by the value. A missing value is blank.
 */
export function numberColumn<T extends object>(field: keyof T & string, header: string) {
  return adminColumnHelper<T>().accessor((row) => row[field] as number | null, {
    id: field,
    header,
    cell: (info) => {
      const value = info.getValue();
      return typeof value === 'number' ? formatNumber(value, fieldDecimals(field)) : '';
    },
  });
}
