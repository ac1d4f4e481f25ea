import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { listHref } from './listParams';
import { adminKeys } from './queryKeys';
import type { Resource } from './resource';
import {
  failureReason,
  isUnauthorized,
  notifyFailure,
  notifySuccess,
  SOMETHING_WENT_WRONG,
  type EntityAction,
} from './notify';

interface EntityActionsOptions<T> {
  resource: Resource<T>;
  /** null for a new record. */
  id: number | null;
  /** Where every successful action returns (docs/product.md, states and transitions). */
  listPath: string;
  /** A failed create/update: the form shows the 422 field errors. */
  onSaveError?(this: void, error: unknown): void;
  /** A failed deactivate/activate: the form shows the server's reason ("Your account can't be changed…"). */
  onActionError?(this: void, reason: string): void;
  /** Called just before a successful action returns to the list (the form stops guarding its unsaved edits). */
  onDone?(this: void): void;
}

/**
 * Create / Save / Deactivate / Activate with the toasts of docs/product.md's error catalogue: success → "Created Mount"
 * etc. and back to the list; failed create/update → the server's messages joined by commas; failed deactivate/activate
 * → the server's reason, or "Something went wrong" when it gave none.
 */
export function useEntityActions<T>(options: EntityActionsOptions<T>) {
  const { resource, id, listPath, onSaveError, onActionError, onDone } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const succeed = (action: EntityAction) => {
    notifySuccess(action, resource.label);
    onDone?.();
    void navigate(listHref(listPath));
    void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
  };
  const fail = (message: string) => (error: unknown) => {
    if (!isUnauthorized(error)) notifyFailure(message || SOMETHING_WENT_WRONG);
  };
  const failAction = (error: unknown) => {
    if (isUnauthorized(error)) return;
    const reason = failureReason(error);
    notifyFailure(reason);
    onActionError?.(reason);
  };

  const save = useMutation({
    mutationFn: (body: unknown) => (id === null ? resource.create(body) : resource.update(id, body)),
    onSuccess: () => succeed(id === null ? 'Created' : 'Updated'),
    onError: (error) => {
      onSaveError?.(error);
      fail(error instanceof Error ? error.message : SOMETHING_WENT_WRONG)(error);
    },
  });
  const deactivate = useMutation({
    mutationFn: () => resource.remove(id),
    onSuccess: () => succeed('Deactivated'),
    onError: failAction,
  });
  const activate = useMutation({
    mutationFn: () => resource.reactivate(id),
    onSuccess: () => succeed('Activated'),
    onError: failAction,
  });

  return { save, deactivate, activate, busy: save.isPending || deactivate.isPending || activate.isPending };
}
