import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Resource } from './resource';
import { useRecord } from './useEntityForm';

/** A newer version of the record (someone else's save, reloaded after a conflict) is a fresh form too. */
function versionOf(record: object): string {
  return 'lock_version' in record ? String(record.lock_version) : '';
}

/** What a form body gets: the record (undefined while loading or for a new one) and how loading went. */
export interface RecordFormProps<T> {
  record: T | undefined;
  loading: boolean;
  loadError: string | null;
}

interface RecordRouteProps<T extends { id: number; deleted_at: string | null }> {
  resource: Resource<T>;
  /** The entity's key under the admin's (adminKeys.entity: "mounts"). */
  entityKey: string;
  /** The route parameter naming the record; absent on the "new" route. */
  param?: string;
  /** The form body (an element whose component holds the form's state). */
  children(this: void, props: RecordFormProps<T>): ReactNode;
}

/**
 * A form route (/admin/mount/new, /admin/mount/{id}): loads the record and mounts the form afresh once it (its
 * active state or its version) changes, so the form starts from the record's values.
 */
export function RecordRoute<T extends { id: number; deleted_at: string | null }>({
  resource,
  entityKey,
  param = 'id',
  children,
}: RecordRouteProps<T>) {
  const params = useParams();
  const { record, loading, loadError } = useRecord(resource, entityKey, params[param]);
  return (
    <Fragment key={record ? `${record.id}-${record.deleted_at ?? ''}-${versionOf(record)}` : 'new'}>
      {children({ record, loading, loadError })}
    </Fragment>
  );
}
