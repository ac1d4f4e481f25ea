import type { PasswordLinkInfo } from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api } from '../../../../lib/api';

/** POST /api/auth/password: "Forgot password?"; the answer's message is the same for any address. */
export const askPasswordReset = (email: string) =>
  api<{ message: string }>(API_PATHS.password, { method: 'POST', body: { email } });

/** POST /api/auth/password/link: whose link this is and what for (404 never issued, 410 used or expired). */
export const readPasswordLink = (token: string) =>
  api<PasswordLinkInfo>(API_PATHS.passwordLink, { method: 'POST', body: { token } });

/** PUT /api/auth/password: sets the password with the link (once). */
export const setPasswordWithLink = (token: string, password: string) =>
  api<{ success: true; email: string }>(API_PATHS.password, { method: 'PUT', body: { token, password } });

/** POST /api/users/{id}/invitation: an administrator e-mails the user a new invitation. */
export const sendInvitation = (userId: number) =>
  api<{ queued: true }>(API_PATHS.userInvitation(userId), { method: 'POST' });
