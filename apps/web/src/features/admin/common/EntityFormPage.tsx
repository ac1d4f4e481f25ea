import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormSchema } from '../../../lib/formErrors';
import { EntityFormLayout } from './EntityFormLayout';
import { fieldInput, fieldLabels, fieldValues, FormField, type FieldSpec } from './fields';
import type { AdminEntity } from './resource';
import { RecordHistory } from './RecordHistory';
import { RecordRoute, type RecordFormProps } from './RecordRoute';
import { useEntityForm } from './useEntityForm';

type Entity = { id: number; deleted_at: string | null };

/** An entity form's inputs: its fields by type, and any it lays out itself (the mount's images). */
export interface EntityFormFields<T extends Entity, V extends Record<string, unknown>> {
  /** Fields side by side in two columns (one on a phone)… */
  columns?: readonly FieldSpec<V>[];
  /** …then fields a row each. */
  rows?: readonly FieldSpec<V>[];
  /** Values no field above holds (the mount's images), from the record or for a new one. */
  otherValues?(this: void, record: T | undefined): Partial<V>;
  /** The request body's part for those values. */
  otherInput?(this: void, values: V): Record<string, unknown>;
  /** Inputs of their own after the fields (the mount's images). */
  otherInputs?(this: void, form: UseFormReturnType<V>): ReactNode;
  /** Nested paths that have an input of their own ("mount_images.0.image_url"). */
  nestedField?: RegExp;
}

interface EntityFormPageProps<T extends Entity, V extends Record<string, unknown>> {
  /** Its record calls, query key, and the list the form goes back to. */
  entity: AdminEntity<T>;
  /** The contracts' create-request schema: the form shows the same rules and words as the server. */
  schema: FormSchema;
  fields: EntityFormFields<T, V>;
  /** False hides Deactivate (a reseller user's own reseller). */
  canDeactivate?: boolean;
  /** The heading in place of "Edit {entity}", with no link back to a list (a reseller user's "Branding"). */
  title?: string;
  /** What deactivating the record changes beyond its list (the reseller's domain): confirmed first when given. */
  deactivateWarning?(this: void, record: T): ReactNode;
  /** A notice on the stored record, above its fields (an antenna without a wind area); null for none. */
  notice?(this: void, record: T): ReactNode;
}

/** The new and edit routes of an entity (/admin/antenna/new, /admin/antenna/{id}): its form, from its fields. */
export function EntityFormPage<T extends Entity, V extends Record<string, unknown>>(props: EntityFormPageProps<T, V>) {
  return (
    <RecordRoute resource={props.entity.resource} entityKey={props.entity.key}>
      {(state) => <EntityFormBody {...props} {...state} />}
    </RecordRoute>
  );
}

function EntityFormBody<T extends Entity, V extends Record<string, unknown>>(
  props: EntityFormPageProps<T, V> & RecordFormProps<T>,
) {
  const { entity, schema, record, loading, loadError, deactivateWarning, notice } = props;
  const { resource } = entity;
  const listPath = entity.routes.list.href();
  const { columns = [], rows = [], otherValues, otherInput, otherInputs, nestedField } = props.fields;
  const fields = [...columns, ...rows];
  const { form, layout } = useEntityForm<T, V>({
    resource,
    record,
    listPath,
    initialValues: { ...fieldValues(fields, record), ...otherValues?.(record) } as V,
    toInput: (values) => ({ ...fieldInput(fields, values), ...otherInput?.(values) }),
    schema,
    nestedField,
    labels: fieldLabels(fields),
    loading,
  });
  const field = (spec: FieldSpec<V>) => <FormField key={spec.name} form={form} {...spec} />;
  return (
    <EntityFormLayout
      entityName={resource.label}
      listPath={listPath}
      listLabel={entity.plural}
      loading={loading}
      loadError={loadError}
      canDeactivate={props.canDeactivate}
      title={props.title}
      withBackLink={props.title === undefined}
      history={record ? <RecordHistory entity={resource.historyEntity} id={record.id} /> : null}
      deactivateWarning={record && deactivateWarning ? deactivateWarning(record) : undefined}
      {...layout}
    >
      {record && notice ? notice(record) : null}
      {columns.length > 0 ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{columns.map(field)}</SimpleGrid> : null}
      {rows.map(field)}
      {otherInputs?.(form)}
    </EntityFormLayout>
  );
}
