/**
 * How mail about a reseller's search arrives as that reseller's (docs/product.md, "E-mail"): the sender's name is the
 * reseller's (the address stays MAIL_FROM's: we cannot send as the reseller's domain), replies go to its contact
 * address, and its logo is one that mail clients show. A logo that is a file on this site and a PNG or JPEG is sent
 * inside the message (an inline attachment: it shows without the client fetching anything); an absolute http(s) URL
 * of a PNG, JPEG or GIF is linked as it is. Mail clients do not show SVG (Gmail and Outlook drop it) and a relative
 * URL means nothing in a mailbox, so an SVG logo, or one we cannot tell, is left out: the reseller's name stands in
 * its place as text.
 */
import { readLogo } from '../report/index.js';
import type { MailReseller } from './mail.repository.js';
import type { MailAttachment, OutgoingMail } from './transport.js';

/** Header lines (CR, LF) would let a typed name add headers of its own; nodemailer folds them too. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/** Where the HTML part's image comes from, and the inline attachment it names (none for a linked URL). */
export interface MailLogo {
  src: string;
  attachment?: MailAttachment;
}

const LOGO_CID = 'reseller-logo';
const RASTER_PATH = /\.(png|jpe?g|gif)$/i;

function absoluteRasterUrl(logoUrl: string): string | null {
  if (!/^https?:\/\//i.test(logoUrl)) return null;
  try {
    return RASTER_PATH.test(new URL(logoUrl).pathname) ? logoUrl : null;
  } catch {
    return null;
  }
}

/** The reseller's logo as mail shows it, or null: the name stands in for it. */
export async function mailLogo(webDist: string | undefined, reseller: MailReseller | null): Promise<MailLogo | null> {
  if (!reseller) return null;
  const url = absoluteRasterUrl(reseller.logo_url);
  if (url) return { src: url };
  const logo = await readLogo(webDist, reseller.logo_url);
  if (!logo || logo.format === 'svg') return null;
  const attachment = {
    filename: `logo.${logo.format === 'png' ? 'png' : 'jpg'}`,
    content: logo.bytes,
    contentType: `image/${logo.format}`,
    cid: LOGO_CID,
  };
  return { src: `cid:${LOGO_CID}`, attachment };
}

/** The reseller's name as the sender's and its contact address as Reply-To; without a contact address, none. */
export function resellerSender(reseller: MailReseller | null): Pick<OutgoingMail, 'fromName' | 'replyTo'> {
  if (!reseller) return {};
  const replyTo = reseller.contact_email?.trim();
  return { fromName: oneLine(reseller.name), ...(replyTo ? { replyTo } : {}) };
}
