import type { User } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';

/** /api/users (administrators). */
export const userEntity = adminEntity<User>('User', '/api/users', 'users', paths.admin.users);

/** PUT /api/users/{id}/password: an administrator sets a user's password; the user's sessions end. */
export const resetUserPassword = (id: number, password: string) =>
  api<{ success: true }>(`/api/users/${id}/password`, { method: 'PUT', body: { password } });

/** PUT /api/users/me/password: the signed-in user changes its own password. */
export const changeOwnPassword = (body: { current_password: string; password: string }) =>
  api<{ success: true }>('/api/users/me/password', { method: 'PUT', body });
