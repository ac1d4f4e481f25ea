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
