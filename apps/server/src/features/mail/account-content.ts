/**
 * The account messages (docs/product.md, "Users, roles and activity"): a new user's invitation and the
 * "Forgot password?" link. Written when sent, from the user, with a link made at that moment; the link carries its
 * token after `#`, so it never reaches a server's logs or another site's Referer.
 */
import type { PasswordLinkPurpose } from '@nprm/contracts';
import { passwordLinkHref } from '@nprm/contracts/paths';
import { escapeHtml, type MailContent } from './mail-content.js';

export interface AccountMessageSource {
  purpose: PasswordLinkPurpose;
  user: { email: string; name: string | null };
  /** The site the user signs in on: its reseller's domain for a reseller user, else the default domain. */
  origin: string;
  /** The name the site goes by (the reseller's, or the product's). */
  brand: string;
  token: string;
  expiresAt: Date;
  lifetimeMs: number;
}

/** "72 hours", "60 minutes": how long the link works, as the message says it. */
function lifetimeText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export function accountMessage(source: AccountMessageSource): MailContent {
  const link = passwordLinkHref(source.origin, source.token);
  const lifetime = lifetimeText(source.lifetimeMs);
  const greeting = source.user.name ? `Hello ${source.user.name.replace(/[\r\n]+/g, ' ').trim()},` : 'Hello,';
  const invitation = source.purpose === 'invitation';
  const lines = invitation
    ? [
        greeting,
        `an administrator made you an account on the ${source.brand} ballast calculator's admin, for ${source.user.email}.`,
        `Choose your password here (the link works once, for ${lifetime}):`,
        link,
        `Then sign in at ${source.origin}/admin/login.`,
        'If you did not expect this e-mail, ignore it.',
      ]
    : [
        greeting,
        `someone asked to set a new password for ${source.user.email} on the ${source.brand} ballast calculator's admin.`,
        `Set it here (the link works once, for ${lifetime}; it signs you out everywhere):`,
        link,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ];
  const html = lines
    .map((line) =>
      line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`,
    )
    .join('');
  return {
    subject: invitation ? `Your account on the ${source.brand} ballast calculator` : 'Set a new password',
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">${html}</body></html>`,
  };
}
