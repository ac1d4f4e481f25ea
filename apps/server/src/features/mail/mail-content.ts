/**
 * The two messages (docs/product.md, "E-mail"), written when they are sent from the stored search and its
 * reseller: a plain-text part and an HTML part. Everything a visitor or an administrator typed is escaped in the
 * HTML part, so it always shows as text, never as markup.
 */
import { formatNumber } from '@nprm/calc';
import { antennasText, codeBasisText, PLANNING_ONLY_TITLE, resultReference, windSpeedWords } from '@nprm/contracts';
import { isFit, type SavedResult } from '../mount-search/index.js';
import { billOfMaterialsRows } from './bill-of-materials-rows.js';
import { oneLine, type MailLogo } from './mail-brand.js';
import type { MailReseller } from './mail.repository.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * What a message is written from: the search, its reseller (null: none), the result's page (null: no fit) and the
 * origin of the admin pages (the reseller's domain, as the result's page), which a search without a fit links to
 * instead of a result page it does not have; `logo` is the reseller's as mail can show it (mail-brand.ts).
 */
export interface MessageSource {
  search: SavedResult;
  reseller: MailReseller | null;
  logo: MailLogo | null;
  resultUrl: string | null;
  adminOrigin: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const BRAND_FALLBACK = 'Ballast Calculator';

export function brandName(reseller: MailReseller | null): string {
  return reseller ? oneLine(reseller.name) : BRAND_FALLBACK;
}

/** The top of a reseller's message: its logo, or its name as text where mail cannot show the logo. */
export function brandHeader({ reseller, logo }: Pick<MessageSource, 'reseller' | 'logo'>): string {
  if (!reseller) return '';
  const name = escapeHtml(brandName(reseller));
  return logo
    ? `<p><img src="${escapeHtml(logo.src)}" alt="${name}" style="max-height:60px"></p>`
    : `<p style="font-size:20px"><strong>${name}</strong></p>`;
}

/**
 * Visitor-typed text on one line with anything a mail client could turn into a link defanged (`http://x.example` →
 * `http[:]//x[.]example`), in every message, the reseller's too: a visitor's link must never be one click away in
 * mail that comes from us. Defanging rather than zero-width characters: some clients' linkifiers skip those and a
 * copy keeps them, while no client links `x[.]example`, in the plain-text part or the HTML one.
 */
export function defanged(text: string): string {
  return oneLine(text)
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}_-])/gu, '$1[.]');
}

/**
 * Visitor-typed text as quoted data in a message to a visitor's address: defanged, in quotes. Whoever runs a search
 * chooses the address and the text, so the text must not read as our words or as a link.
 */
export function quotedTyped(text: string): string {
  return `"${defanged(text)}"`;
}

/**
 * The wind speed as page 1 says it, "100 mph, given, below the mapped 115 mph: <reason>" when a lower speed was
 * given with its reason (the reason shown through `typed`: the visitor wrote it), else the speed and its source.
 */
function windSpeedRow(search: SavedResult, typed: (text: string) => string): string {
  const reason = search.wind_speed_source === 'given' ? search.wind_speed_reason : null;
  const words = windSpeedWords({ ...search, wind_speed_reason: reason === null ? null : typed(reason) });
  return `${formatNumber(search.wind_speed, 1)} mph, ${words}`;
}

/**
 * The rows both messages list: the inputs, the code basis and risk category, then what was found; `typed` shows
 * what the visitor wrote (the location, a wind speed's reason).
 */
function searchRows({ search }: MessageSource, typed: (text: string) => string): [string, string][] {
  const rows: [string, string][] = [
    ['Reference', resultReference(search.token)],
    // The project's words are the visitor's: shown as typed data like the location (quoted to a visitor).
    ...(search.project_name ? [['Project', typed(search.project_name)] as [string, string]] : []),
    ...(search.site_address ? [['Site address', typed(search.site_address)] as [string, string]] : []),
    [search.antennas.length > 1 ? 'Antennas' : 'Antenna', antennasText(search)],
    ['Location', search.location ? typed(search.location) : 'Not given'],
    ['Building height', `${search.building_height} ft`],
    ['Roof type', search.roof_type.name],
    ['Ridge mount', search.ridge_mount ? 'Yes' : 'No'],
    ['Wind exposure', search.wind_exposure],
    ['Risk category', search.code_basis.risk_category],
    ['Wind speed', windSpeedRow(search, typed)],
    ...(search.wind_speed_source === 'given'
      ? [
          ['Wind speed source', search.wind_speed_citation ? typed(search.wind_speed_citation) : 'not given'] as [
            string,
            string,
          ],
        ]
      : []),
    ['Code basis', codeBasisText(search.code_basis)],
    // A planning estimate says so in every place the result is shown, with each reason.
    ...(search.planning_only
      ? [[PLANNING_ONLY_TITLE, search.planning_reasons.map((reason) => reason.text).join(' ')] as [string, string]]
      : []),
    ['Seismic', search.seismic.statement],
  ];
  if (isFit(search)) {
    rows.push(
      ['Recommended mount', `${search.mount.name} (part number ${search.mount.part_number})`],
      ['Ballast', `${formatNumber(search.ballast_weight, 0)} lbs`],
      ['Roof load', `${formatNumber(search.roof_load, 1, 1)} psf`],
      ...billOfMaterialsRows(search.bill_of_materials),
    );
  } else {
    rows.push(['Result', 'No fit: no compatible mount fits these inputs']);
  }
  return rows;
}

function textBody(intro: string[], rows: [string, string][], outro: string[]): string {
  return [...intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', ...outro].join('\n') + '\n';
}

function htmlBody(source: MessageSource, intro: string[], rows: [string, string][], outro: string[]): string {
  const { resultUrl } = source;
  const table = rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const link = resultUrl
    ? `<p><a href="${escapeHtml(resultUrl)}">View the result online</a></p>`
    : '<p>No fit: there is no result page to open.</p>';
  return [
    '<!doctype html><html><body style="font-family:sans-serif">',
    brandHeader(source),
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<table cellpadding="4">${table}</table>`,
    link,
    ...outro.filter((line) => !line.startsWith('View the result')).map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
}

function linkLines(resultUrl: string | null): string[] {
  return resultUrl ? [`View the result online: ${resultUrl}`] : ['No fit: there is no result page to open.'];
}

/**
 * To the reseller's contact address: who asked, what for, and the link (no link when nothing fits). What the visitor
 * typed is shown defanged; the e-mail address stays as given (it passed the address rule, and the reseller replies).
 */
export function newLeadMessage(source: MessageSource): MailContent {
  const { search, reseller } = source;
  const { customer_name: name, customer_email: email, customer_company: company } = search;
  const lead = oneLine(company) === '' ? defanged(name) : `${defanged(name)} (${defanged(company)})`;
  const fit = isFit(search);
  const rows: [string, string][] = [
    ['Name', defanged(name)],
    ['E-mail', email],
    ['Company', defanged(company)],
    ...searchRows(source, defanged),
  ];
  const intro = [`A new search on the ${brandName(reseller)} ballast calculator${fit ? '' : ' found no fit'}.`];
  const outro = [...linkLines(source.resultUrl)];
  return {
    subject: `${brandName(reseller)}: new lead from ${lead}${fit ? '' : ' (no fit)'}`,
    text: textBody(intro, rows, outro),
    html: htmlBody(source, intro, rows, outro),
  };
}

/**
 * To the visitor's address (the search's own, never one a request names): the recommendation under the reseller's
 * brand, with the link and the reseller's contact. Whoever ran the search chose that address and typed the name,
 * company and location, so the greeting names nobody and that text appears only as quoted data (quotedTyped).
 */
export function resultReportMessage(source: MessageSource): MailContent {
  const { search, reseller } = source;
  const brand = brandName(reseller);
  const antenna = antennasText(search);
  const intro = [
    'Hello,',
    `here is the mount recommendation for the ${antenna} that was asked for on the ${brand} ballast calculator.`,
    'This address was entered with that search. If that was not you, ignore this e-mail.',
  ];
  const rows: [string, string][] = [
    ['Name given', quotedTyped(search.customer_name)],
    ['Company given', quotedTyped(search.customer_company)],
    ...searchRows(source, quotedTyped),
  ];
  const contact = reseller?.contact_email ? [`Questions? Write to ${reseller.contact_email}.`] : [];
  const outro = [...linkLines(source.resultUrl), ...contact, `${brand}`];
  return {
    subject: oneLine(`Your mount recommendation from ${brand}: ${antenna}`),
    text: textBody(intro, rows, outro),
    html: htmlBody(source, intro, rows, outro),
  };
}
