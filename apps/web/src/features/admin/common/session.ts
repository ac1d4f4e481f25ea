import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthUser, SessionsEnded, SignInResponse, ValidateTokenResponse } from '@nprm/contracts';
import { api, apiResponse, ApiRequestError } from '../../../lib/api';
import { authFromHeaders, clearAuth, readAuth, writeAuth } from '../../../lib/auth';
import { API_PATHS } from '@nprm/contracts/paths';
import { paths } from '../../../lib/paths';
import { adminKeys } from './queryKeys';

/** docs/product.md, error catalogue: a login failure without a server error. */
export const LOGIN_FAILED = 'Something went wrong while logging in';
/** docs/product.md, validation: the login form's rule. */
export const LOGIN_REQUIRED = 'Email and password are both required.';

/**
 * POST /api/auth/sign_in. Success keeps the auth record the answer's headers carry (docs/product.md, admin
 * sign-in); failure throws the server's first error, or LOGIN_FAILED when the answer has none. Sent past the api
 * client's hooks: a 401 here is a wrong password, not an expired session, and no stored record goes with it.
 */
export async function signIn(email: string, password: string): Promise<AuthUser> {
  let response: Response;
  try {
    response = await apiResponse(API_PATHS.signIn, {
      method: 'POST',
      body: { email, password },
      withoutHooks: true,
    });
  } catch (error) {
    throw new Error((error instanceof ApiRequestError && error.serverMessage) || LOGIN_FAILED, { cause: error });
  }
  const body = (await response.json().catch(() => undefined)) as SignInResponse | undefined;
  const record = authFromHeaders(response.headers, null);
  const user = body?.data;
  if (!record || !user) throw new Error(LOGIN_FAILED);
  writeAuth(record);
  return user;
}

/** GET /api/auth/validate_token with the stored record; a failed validation clears it (docs/product.md, login). */
export async function validateToken(): Promise<AuthUser> {
  if (!readAuth()) throw new Error('Not signed in');
  try {
    const answer = await api<ValidateTokenResponse>(API_PATHS.validateToken);
    return answer.data;
  } catch (error) {
    // The server said no (401, or any other answer): the record is no good. A network failure proves nothing.
    if (error instanceof ApiRequestError) clearAuth();
    throw error;
  }
}

/** DELETE /api/auth/sign_out; the record is cleared whether the call succeeds or fails (docs/product.md, login). */
export async function signOut(): Promise<void> {
  try {
    await api<unknown>(API_PATHS.signOut, { method: 'DELETE' });
  } catch {
    // Signing out must always work locally: the server may already have forgotten this token.
  } finally {
    clearAuth();
  }
}

/**
 * DELETE /api/users/me/sessions: the caller's every session ends, this one included, so the record is cleared too;
 * a failed call keeps it (the sessions may still be open) and throws.
 */
export async function signOutEverywhere(): Promise<void> {
  await api<SessionsEnded>(API_PATHS.mySessions, { method: 'DELETE' });
  clearAuth();
}

/** After signing out: nothing of the admin stays cached, and the login page replaces the current one. */
export function useLeaveAdmin(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.removeQueries({ queryKey: adminKeys.all() });
    queryClient.removeQueries({ queryKey: adminKeys.session() });
    await navigate(paths.admin.login.href(), { replace: true });
  };
}

/** The signed-in user: validated once per page load (or taken from the sign-in answer). */
export function useSessionUser(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.session(),
    queryFn: validateToken,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** How the header names the user. */
export function displayName(user: AuthUser): string {
  return user.name?.trim() || user.email;
}
