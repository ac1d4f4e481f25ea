import { z } from 'zod';
import { BLANK } from './admin-fields.js';

/** The five devise_token_auth headers a signed-in client sends and a sign-in answer carries (API.md). */
export const AUTH_HEADER_NAMES = ['access-token', 'token-type', 'client', 'expiry', 'uid'] as const;
export type AuthHeaderName = (typeof AUTH_HEADER_NAMES)[number];
/** The auth record the web app keeps in local storage (SPEC.md §3). */
export type AuthHeaders = Record<AuthHeaderName, string>;

export const PASSWORD_MIN_LENGTH = 12;
/** Tokens stay valid this long after sign-in (devise_token_auth's token_lifespan). */
export const TOKEN_LIFESPAN_SECONDS = 14 * 24 * 60 * 60;
/** Signed-in clients kept per user; signing in an eleventh evicts the oldest. */
export const MAX_CLIENTS_PER_USER = 10;

export const SIGN_IN_FAILED = 'Invalid login credentials. Please try again.';
export const TOKEN_INVALID = 'Invalid login credentials';
export const SIGN_OUT_FAILED = 'User was not found or was not logged in.';
export const UNAUTHENTICATED = 'You need to sign in or sign up before continuing.';

/** The login form (SPEC.md §5: both required). The server answers any bad pair with 401, never 422. */
export const signInRequest = z.object({
  email: z.string({ error: BLANK }).trim().min(1, BLANK),
  password: z.string({ error: BLANK }).min(1, BLANK),
});
export type SignInRequest = z.input<typeof signInRequest>;

/** A new or changed password (command line, bootstrap). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'is too long (maximum is 1024 characters)');

export interface AuthUser {
  id: number;
  email: string;
  uid: string;
  provider: 'email';
  name: string | null;
}

/** 200 of POST /api/auth/sign_in. */
export interface SignInResponse {
  data: AuthUser;
}

/** 200 of GET /api/auth/validate_token. */
export interface ValidateTokenResponse {
  success: true;
  data: AuthUser;
}

/** 401/404/429 of the auth calls. */
export interface AuthErrorResponse {
  success: false;
  errors: string[];
}
