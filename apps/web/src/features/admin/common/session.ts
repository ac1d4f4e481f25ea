import { useQuery } from '@tanstack/react-query';
import type { AuthUser, SignInResponse, ValidateTokenResponse } from '@nprm/contracts';
import { api, ApiRequestError } from '../../../lib/api';
import { authFromHeaders, clearAuth, readAuth, writeAuth } from '../../../lib/auth';

/** SPEC.md §8: a login failure without a server error. */
export const LOGIN_FAILED = 'Something went wrong while logging in';
/** SPEC.md §5: the login form's rule. */
export const LOGIN_REQUIRED = 'username and password both required';

/** The signed-in user, kept apart from the admin data so refreshing lists never re-validates the token. */
export const SESSION_QUERY_KEY = ['admin-session', 'user'] as const;

function firstServerError(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && typeof errors[0] === 'string' && errors[0].trim()) return errors[0];
  if (errors && typeof errors === 'object') {
    const full = (body as { full_messages?: unknown }).full_messages;
    if (Array.isArray(full) && typeof full[0] === 'string') return full[0];
  }
  return undefined;
}

/**
 * POST /api/auth/sign_in. Success keeps the auth record the answer's headers carry (SPEC.md §4); failure throws
 * the first server error, or LOGIN_FAILED when the answer has none. Sent without the api client's hooks: a 401
 * here is a wrong password, not an expired session.
 */
export async function signIn(email: string, password: string): Promise<AuthUser> {
  let response: Response;
  try {
    response = await fetch('/api/auth/sign_in', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(LOGIN_FAILED);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) throw new Error(firstServerError(body) ?? LOGIN_FAILED);
  const record = authFromHeaders(response.headers, null);
  const user = (body as SignInResponse | undefined)?.data;
  if (!record || !user) throw new Error(LOGIN_FAILED);
  writeAuth(record);
  return user;
}

/** GET /api/auth/validate_token with the stored record; a failed validation clears it (SPEC.md §4). */
export async function validateToken(): Promise<AuthUser> {
  if (!readAuth()) throw new Error('Not signed in');
  try {
    const answer = await api<ValidateTokenResponse>('/api/auth/validate_token');
    return answer.data;
  } catch (error) {
    // The server said no (401, or any other answer): the record is no good. A network failure proves nothing.
    if (error instanceof ApiRequestError) clearAuth();
    throw error;
  }
}

/** DELETE /api/auth/sign_out; the record is cleared whether the call succeeds or fails (SPEC.md §4). */
export async function signOut(): Promise<void> {
  try {
    await api<unknown>('/api/auth/sign_out', { method: 'DELETE' });
  } catch {
    // Signing out must always work locally: the server may already have forgotten this token.
  } finally {
    clearAuth();
  }
}

/** The signed-in user: validated once per page load (or taken from the sign-in answer). */
export function useSessionUser(enabled: boolean) {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: validateToken, enabled, staleTime: Infinity, gcTime: Infinity, retry: false });
}

/** How the header names the user. */
export function displayName(user: AuthUser): string {
  return user.name?.trim() || user.email;
}
