import type { SessionsEnded, User } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

/** /api/users (administrators). */
export const userEntity = adminEntity<User>('User', API_PATHS.users, 'users', paths.admin.users);

/** PUT /api/users/{id}/password: an administrator sets a user's password; the user's sessions end. */
export const resetUserPassword = (id: number, password: string) =>
  api<{ success: true }>(API_PATHS.userPassword(id), { method: 'PUT', body: { password } });

/** DELETE /api/users/{id}/sessions: an administrator signs a user out on every device and browser. */
export const signUserOutEverywhere = (id: number) =>
  api<SessionsEnded>(API_PATHS.userSessions(id), { method: 'DELETE' });

/** PUT /api/users/me/password: the signed-in user changes its own password. */
export const changeOwnPassword = (body: { current_password: string; password: string }) =>
  api<{ success: true }>(API_PATHS.myPassword, { method: 'PUT', body });

/** GET /api/users?q=: the first users whose name or e-mail contains the text (a user picker's options). */
export const searchUsers = (q: string, signal?: AbortSignal) =>
  api<User[]>(API_PATHS.users, { query: { include_inactive: true, q }, ...(signal ? { signal } : {}) });
