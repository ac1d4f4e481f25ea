import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { parseRecordId } from '@nprm/contracts';
import { schemaErrors, serverFieldErrors, type FormSchema } from '../../../lib/formErrors';
import { isUnauthorized } from './notify';
import { adminKeys } from './queryKeys';
import type { Resource } from './resource';
import { recordState, type RecordState } from './EntityFormLayout';
import { useEntityActions } from './useEntityActions';
import { useLeaveGuard, type LeaveGuard } from './useLeaveGuard';
import { clearDraft, keepDraftOnSessionEnd, readDraft, writeDraft } from './draft';
import { conflictOf, type Conflict } from './conflict';

/**
 * Loads the record a form route names. `rawId` undefined means the "new" route; an id that cannot name a record
 * fails with the resource's "Missing … id" message (docs/product.md, error catalogue).
 */
export function useRecord<T>(resource: Resource<T>, entityKey: string, rawId: string | undefined) {
  const isNew = rawId === undefined;
  const id = isNew ? null : parseRecordId(rawId);
  const query = useQuery({
    queryKey: adminKeys.record(entityKey, rawId ?? 'new'),
    queryFn: () => resource.get(id),
    enabled: !isNew,
    staleTime: 0,
    retry: false,
    gcTime: 0,
  });
  const loadError = query.error && !isUnauthorized(query.error) ? query.error.message : null;
  return { isNew, id, record: query.data, loading: !isNew && query.isPending, loadError };
}

/** What every edited record has: its id, its active state and the version a save names (docs/api.md). */
type EditedRecord = { id: number; deleted_at: string | null; lock_version?: number };

interface EntityFormOptions<T extends EditedRecord, V extends Record<string, unknown>> {
  resource: Resource<T>;
  record: T | undefined;
  listPath: string;
  initialValues: V;
  /** The request body (before the schema trims and coerces it) the form's values stand for. */
  toInput(this: void, values: V): unknown;
  /** The contracts' create-request schema: the form shows the same rules and words as the server. */
  schema: FormSchema;
  /** Nested paths that have an input of their own ("mount_images.0.image_url"); top-level fields always do. */
  nestedField?: RegExp;
  /** Labels that differ from the field's start-case name, so its errors name it the same way. */
  labels?: Readonly<Record<string, string>>;
  /** True while the record loads: a kept draft is put back once the form shows the record. */
  loading?: boolean;
}

export interface EntityForm<V extends Record<string, unknown>> {
  form: UseFormReturnType<V>;
  state: RecordState;
  layout: {
    state: RecordState;
    busy: boolean;
    formErrors: string[];
    /** The form shows a draft kept when the session ended (L-14). */
    draftRestored: boolean;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onDeactivate(): void;
    onActivate(): void;
    leaveGuard: LeaveGuard;
    /** Set when a save was refused because someone else saved first (409): shown above the form. */
    conflict: { conflict: Conflict; onReload(): void; onReapply(): void } | null;
  };
}

/**
 * A Mantine form bound to a contracts schema, with Create / Save / Deactivate / Activate (docs/product.md: states,
 * validation, error catalogue).
 */
export function useEntityForm<T extends EditedRecord, V extends Record<string, unknown>>(
  options: EntityFormOptions<T, V>,
): EntityForm<V> {
  const { resource, record, listPath, initialValues, toInput, schema, nestedField, labels, loading = false } = options;
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // The form element of the last submit: where a failed one looks for its first error.
  const formElement = useRef<HTMLFormElement | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The version the next save names: the record's, or the newer one the user chose to save over (re-apply).
  const [version, setVersion] = useState(record?.lock_version);
  const queryClient = useQueryClient();
  const page = useLocation().pathname;
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaErrors(schema, toInput(values), { names: labels }),
    validateInputOnBlur: true,
  });
  const state = recordState(record, record === undefined);
  // Set once an action succeeded: its return to the list is not "leaving with unsaved edits".
  const done = useRef(false);
  const leaveGuard = useLeaveGuard(() => !done.current && form.isDirty());

  // L-14: a 401 keeps the unsaved values of this page; after login they come back here.
  useEffect(
    () =>
      keepDraftOnSessionEnd(() => {
        if (!form.isDirty()) return null;
        writeDraft(page, form.getValues());
        return page;
      }),
    [form, page],
  );
  // Read once, when the form first shows its record (the form is mounted afresh then; RecordRoute).
  const [draft] = useState(() => (loading ? null : readDraft<V>(page)));
  useEffect(() => {
    if (!draft) return;
    form.setValues(draft);
    clearDraft(page);
    // Once: the draft is put back when the form mounts, never again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const actions = useEntityActions({
    resource,
    id: record?.id ?? null,
    listPath,
    onDone() {
      done.current = true;
    },
    onActionError(reason) {
      setFormErrors([reason]);
    },
    onSaveError(error) {
      const refused = conflictOf(error, record);
      setConflict(refused);
      if (refused) return;
      const errors = serverFieldErrors(error, { names: labels });
      // Errors on a field the form shows go on that field; the rest (base, an image id) above the form.
      const known = Object.keys(errors).filter((path) => path in form.values || (nestedField?.test(path) ?? false));
      form.setErrors(Object.fromEntries(known.map((path) => [path, errors[path]])));
      setFormErrors(
        Object.keys(errors)
          .filter((path) => !known.includes(path))
          .map((path) => errors[path] ?? ''),
      );
      showFirstError(formElement.current);
    },
  });

  const save = (values: V, lockVersion: number | undefined) => {
    setFormErrors([]);
    const body = requestBody(schema, toInput(values));
    actions.save.mutate(lockVersion === undefined ? body : { ...(body as object), lock_version: lockVersion });
  };
  const submit = form.onSubmit(
    (values) => save(values, version),
    (_errors, _values, event) => showFirstError(event?.currentTarget ?? null),
  );
  const conflictView = conflict && {
    conflict,
    // The record query refetched: RecordRoute mounts the form afresh on the newer version, with its values.
    onReload: () => {
      done.current = true;
      void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
    },
    // The user's values, knowingly saved over the newer record.
    onReapply: () => {
      const newer = typeof conflict.current.lock_version === 'number' ? conflict.current.lock_version : version;
      setVersion(newer);
      setConflict(null);
      save(form.getValues(), newer);
    },
  };

  return {
    form,
    state,
    layout: {
      state,
      busy: actions.busy,
      formErrors,
      draftRestored: draft !== null,
      onSubmit: (event) => {
        formElement.current = event.currentTarget;
        submit(event);
      },
      onDeactivate: () => actions.deactivate.mutate(),
      onActivate: () => actions.activate.mutate(),
      leaveGuard,
      conflict: conflictView,
    },
  };
}

/** The request body the schema makes of the form's values (trimmed text, blank → null, numbers read). */
function requestBody(schema: FormSchema, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error('The form has invalid values');
  return result.data;
}

/**
 * A failed submit brings its first error into view (on a long form the errors would be below the fold): the
 * alert above the form, else the first invalid input, which also takes the focus. After React shows the errors.
 */
function showFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[role="alert"], [aria-invalid="true"]');
    if (!target) return;
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (target.getAttribute('aria-invalid') === 'true') target.focus({ preventScroll: true });
  });
}
