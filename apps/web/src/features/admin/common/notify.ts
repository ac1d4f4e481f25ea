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

/**
 * What a failed call tells the user: the API's own reason when it gave one (a 422's full messages, a 403's or 409's
 * sentence), else "Something went wrong" (docs/product.md, error catalogue). Never hides a reason the server gave.
 */
export function failureReason(error: unknown): string {
  // A 5xx's "Internal server error" is no reason a user can act on.
  if (!(error instanceof ApiRequestError) || error.status >= 500) return SOMETHING_WENT_WRONG;
  if (error.fullMessages.length > 0) return error.fullMessages.join(', ');
  return error.serverMessage ?? SOMETHING_WENT_WRONG;
}

/** A 401 already sends the user to /admin/login; a toast on top of that says nothing new. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
