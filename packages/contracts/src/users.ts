import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { BLANK, bodyObjectError, listQuery, queryText, recordId, requiredEmail, requiredText } from './fields.js';
import { catalogRecord } from './records.js';

/**
 * The three roles (docs/api.md, "Users and roles"): an administrator may do everything but approve reviews (unless
 * it also has an engineer profile); a reseller user is bound to one reseller and may use only that reseller's
 * branding form, its reseller mounts and its searches; an engineer reviews results and edits nothing else.
 */
export const USER_ROLES = ['administrator', 'reseller_user', 'engineer'] as const;
export const userRole = z.enum(USER_ROLES, { error: 'must be administrator, reseller_user or engineer' });
export type UserRole = z.infer<typeof userRole>;
export const ROLE_LABELS: Record<UserRole, string> = {
  administrator: 'Administrator',
  reseller_user: 'Reseller User',
  engineer: 'Engineer',
};

/** The reseller fields a reseller user may change on its own reseller (docs/api.md, "Users and roles"). */
export const RESELLER_USER_FIELDS = [
  'name',
  'logo_url',
  'hero_image_url',
  'website_url',
  'contact_email',
  'notify_new_leads',
] as const;

export const NEEDS_RESELLER = 'must be given for a reseller user';
export const NO_RESELLER_FOR_ADMINISTRATOR = 'must be empty for an administrator';
export const NO_RESELLER_FOR_ENGINEER = 'must be empty for an engineer';
export const CURRENT_PASSWORD_WRONG = 'is not your current password';
/** A user created without a password when the server sends no mail: no invitation could let it set one. */
export const PASSWORD_NEEDED_WITHOUT_MAIL = "can't be blank: this server sends no e-mail, so no invitation can set it";
export const NOT_YOURSELF = "can't be changed on your own account";
export const ACCOUNT_DISABLED = 'Your account is disabled. Ask an administrator to enable it.';
export const FORBIDDEN = 'You are not allowed to do this.';

const EMAIL_MAX = 320;
const nullableReseller = z.preprocess((value) => (value === '' ? null : value), recordId.nullable().optional());

/** The role and reseller pair: a reseller user names its reseller, an administrator none. */
function checkRoleReseller(
  value: { role?: UserRole | undefined; reseller_id?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.role === 'reseller_user' && (value.reseller_id === null || value.reseller_id === undefined))
    ctx.addIssue({ code: 'custom', path: ['reseller_id'], message: NEEDS_RESELLER });
  if (value.role === 'administrator' && value.reseller_id !== null && value.reseller_id !== undefined)
    ctx.addIssue({ code: 'custom', path: ['reseller_id'], message: NO_RESELLER_FOR_ADMINISTRATOR });
  if (value.role === 'engineer' && value.reseller_id !== null && value.reseller_id !== undefined)
    ctx.addIssue({ code: 'custom', path: ['reseller_id'], message: NO_RESELLER_FOR_ENGINEER });
}

const userFields = {
  email: requiredEmail(EMAIL_MAX),
  name: requiredText(),
  role: userRole,
  reseller_id: nullableReseller,
};

/**
 * POST /api/users: an administrator creates the account; the server also refuses common passwords. The first password
 * is optional: without one the user sets it from the invitation e-mail (a blank one counts as none).
 */
export const userCreateRequest = z
  .object(
    { ...userFields, password: z.preprocess((value) => (value === '' ? undefined : value), passwordSchema.optional()) },
    bodyObjectError,
  )
  .superRefine(checkRoleReseller);
/** PUT /api/users/{id}: name, e-mail, role and reseller; the ones not sent stay (the pair is checked as saved). */
export const userUpdateRequest = z.object(userFields, bodyObjectError).partial();
export type UserCreate = z.output<typeof userCreateRequest>;
export type UserUpdate = z.output<typeof userUpdateRequest>;

/** A user as the user calls answer it; `deleted_at` is when the account was disabled (null while enabled). */
export const user = catalogRecord({
  email: z.string(),
  name: z.string().nullable(),
  role: userRole,
  reseller_id: z.number().int().nullable(),
});
export type User = z.infer<typeof user>;
export const userList = z.array(user);
/** How many users a search by `q` answers at most, and the longest `q`. */
export const USER_SEARCH_LIMIT = 20;
export const USER_SEARCH_MAX_LENGTH = 100;
/**
 * GET /api/users?include_inactive=&q=: with `q`, only the users whose name or e-mail contains it (any case), the
 * first USER_SEARCH_LIMIT by e-mail: what a user picker asks as one types.
 */
export const userListQuery = listQuery.extend({
  q: z.preprocess((value) => (value === '' ? undefined : value), queryText(USER_SEARCH_MAX_LENGTH).optional()),
});

/** GET /api/users/me: the signed-in user, with its reseller's name (reseller users). */
export const currentUser = user.extend({ reseller_name: z.string().nullable() });
export type CurrentUser = z.infer<typeof currentUser>;

/** PUT /api/users/{id}/password: an administrator sets a new password; the user's sessions end. */
export const passwordResetRequest = z.object({ password: passwordSchema }, bodyObjectError);

/** PUT /api/users/me/password: the signed-in user changes its own password; the current one is required. */
export const passwordChangeRequest = z.object(
  { current_password: z.string({ error: BLANK }).min(1, BLANK), password: passwordSchema },
  bodyObjectError,
);
export type PasswordChange = z.output<typeof passwordChangeRequest>;

/** 200 of the password calls. */
export const passwordChanged = z.object({ success: z.literal(true) });

/** 200 of signing a user out everywhere: how many signed-in clients (devices, browsers) were signed out. */
export const sessionsEnded = z.object({ signed_out: z.number().int().nonnegative() });
export type SessionsEnded = z.infer<typeof sessionsEnded>;
