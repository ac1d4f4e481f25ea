/**
 * Links that set a password (docs/api.md, "Authentication"): the invitation an administrator's new user receives and
 * the link "Forgot password?" sends. Each works once and expires; only the e-mail carries the token.
 */
import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { BLANK, blankOrText, bodyObjectError, requiredEmail } from './fields.js';

export const PASSWORD_LINK_PURPOSES = ['invitation', 'password_reset'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** 410: the link was used already or is past its time. */
export const PASSWORD_LINK_GONE =
  'This link was already used or has expired. Ask for a new one with "Forgot password?" on the sign-in page.';
/** 404: no link was ever made with this token (mistyped, cut short). */
export const PASSWORD_LINK_UNKNOWN = 'This link is not valid. Check that it was copied whole, or ask for a new one.';
/** 202 of a reset request, the same whether or not an account uses the address. */
export const PASSWORD_RESET_ASKED =
  'If an account uses this address, an e-mail with a link to set a new password is on its way. The link works once.';

/**
 * The token as the link carries it (base64url of 32 random bytes): anything longer, or with a character base64url
 * never has (a control character, a lone surrogate), is no token of ours.
 */
const token = z
  .string({ error: blankOrText })
  .min(1, BLANK)
  .max(128, 'is not a valid link')
  .regex(/^[A-Za-z0-9_-]*$/, 'is not a valid link');

/** POST /api/auth/password: "Forgot password?". */
export const passwordResetAsk = z.object({ email: requiredEmail(320) }, bodyObjectError);
export const passwordResetAsked = z.object({ message: z.string() });

/** POST /api/auth/password/link: what a link is for, before the page asks for a password. */
export const passwordLinkCheck = z.object({ token }, bodyObjectError);
export const passwordLinkInfo = z.object({
  email: z.string(),
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
  expires_at: z.string(),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfo>;

/** PUT /api/auth/password: the link's token and the new password (the rule of every password). */
export const passwordLinkUse = z.object({ token, password: passwordSchema }, bodyObjectError);
export type PasswordLinkUse = z.infer<typeof passwordLinkUse>;
export const passwordLinkUsed = z.object({ success: z.literal(true), email: z.string() });

/** POST /api/users/{id}/invitation: queued (the link goes out with the e-mail). */
export const invitationQueued = z.object({ queued: z.literal(true) });
