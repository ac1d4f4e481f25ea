import { z } from 'zod';
import { errorBody } from './errors.js';
import { BLANK, blankOrText } from './fields.js';

/** The five devise_token_auth headers a signed-in client sends and a sign-in answer carries (docs/api.md). */
export const AUTH_HEADER_NAMES = ['access-token', 'token-type', 'client', 'expiry', 'uid'] as const;
type AuthHeaderName = (typeof AUTH_HEADER_NAMES)[number];
/** The auth record the web app keeps in local storage (docs/product.md). */
export type AuthHeaders = Record<AuthHeaderName, string>;

const PASSWORD_MIN_LENGTH = 12;
/** Tokens stay valid this long after sign-in (devise_token_auth's token_lifespan). */
export const TOKEN_LIFESPAN_SECONDS = 14 * 24 * 60 * 60;
/** Signed-in clients kept per user; signing in an eleventh evicts the oldest. */
export const MAX_CLIENTS_PER_USER = 10;

export const SIGN_IN_FAILED = 'Invalid login credentials. Please try again.';
export const TOKEN_INVALID = 'Invalid login credentials';
export const SIGN_OUT_FAILED = 'User was not found or was not logged in.';
export const UNAUTHENTICATED = 'You need to sign in or sign up before continuing.';

/**
 * POST /api/auth/sign_in: the login form (docs/product.md: both required). The route reads the body itself and
 * answers any bad pair, a malformed one included, with 401, never 422; the form validates with this schema.
 */
export const signInRequest = z.object({
  email: z.string({ error: BLANK }).trim().min(1, BLANK),
  password: z.string({ error: BLANK }).min(1, BLANK),
});

/**
 * GET /api/auth/validate_token also takes uid, client and access-token as query parameters (devise_token_auth).
 * The route reads them itself: anything unusable is a 401, never a 422.
 */
export const validateTokenQuery = z.object({
  uid: z.string().optional(),
  client: z.string().optional(),
  'access-token': z.string().optional(),
});

const PASSWORD_MAX_LENGTH = 256;

/**
 * A new or changed password (command line, bootstrap): 12 to 256 characters and not only spaces. The server adds
 * "not a common password" (its password rule), which needs a word list the browser should not download.
 */
export const passwordSchema = z
  .string({ error: blankOrText })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`)
  .refine((password) => password.trim() !== '', BLANK);

export const authUser = z.object({
  id: z.number().int(),
  email: z.string(),
  uid: z.string(),
  provider: z.literal('email'),
  name: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUser>;

/** 200 of POST /api/auth/sign_in. */
export const signInResponse = z.object({ data: authUser });
export type SignInResponse = z.infer<typeof signInResponse>;

/** 200 of GET /api/auth/validate_token. */
export const validateTokenResponse = z.object({ success: z.literal(true), data: authUser });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponse>;

/** 200 of DELETE /api/auth/sign_out. */
export const signOutResponse = z.object({ success: z.literal(true) });

/** 401/404/429 of the auth calls. */
export const authErrorBody = z.object({ success: z.literal(false), errors: z.array(z.string()) });
/** 429: the sign-in limiter's auth body, or the API-wide rate limit's plain error body. */
export const authTooManyBody = z.union([authErrorBody, errorBody]);
