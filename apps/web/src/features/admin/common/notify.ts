import { notifications } from '@mantine/notifications';
import { ApiRequestError } from '../../../lib/api';
import type { EntityLabel } from './resource';

export type EntityAction = 'Created' | 'Updated' | 'Deactivated' | 'Activated';

/** docs/product.md, error catalogue: the generic toast for failed delete, activate and list calls. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * docs/product.md, constants: toasts top-right, 3000 ms (the slide comes with the position; the 60 px offset is in
 * admin.css).
 */
const TOAST = {
  position: 'top-right',
  autoClose: 3000,
  withCloseButton: true,
  closeButtonProps: { 'aria-label': 'Close notification' },
} as const;

/** "Created Mount", "Deactivated Reseller Mount", … */
export function notifySuccess(action: EntityAction, label: EntityLabel): void {
  notifications.show({ ...TOAST, color: 'green', message: `${action} ${label}` });
}

/** A success that is not one of the four record actions ("Password changed"). */
export function notifyDone(message: string): void {
  notifications.show({ ...TOAST, color: 'green', message });
}

export function notifyFailure(message: string): void {
  notifications.show({ ...TOAST, color: 'red', message });
}

/** A 401 already sends the user to /admin/login; a toast on top of that says nothing new. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
