/**
 * The two messages (docs/product.md, "E-mail"), written when they are sent from the stored search and its
 * reseller: a plain-text part and an HTML part. Everything a visitor or an administrator typed is escaped in the
 * HTML part, so it always shows as text, never as markup.
 */
import { formatNumber } from '@nprm/calc';
import { resultReference } from '@nprm/contracts';
import type { StoredSearch } from '../mount-search/index.js';
import type { MailReseller } from './mail.repository.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a message is written from: the search, its reseller (null: none), and the result's page (null: no fit). */
export interface MessageSource {
  search: StoredSearch;
  reseller: MailReseller | null;
  resultUrl: string | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Header lines (CR, LF) would let a typed name add headers of its own; nodemailer folds them too. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

const BRAND_FALLBACK = 'Ballast Calculator';

function brandName(reseller: MailReseller | null): string {
  return reseller ? oneLine(reseller.name) : BRAND_FALLBACK;
}

/** The rows both messages list: the inputs, then what was found. */
function searchRows({ search }: MessageSource): [string, string][] {
  const { display, design } = search;
  const rows: [string, string][] = [
    ['Reference', resultReference(search.token)],
    ['Antenna', `${display.antenna.make} ${display.antenna.model}`],
    ['Location', search.location ?? 'Not given'],
    ['Building height', `${search.buildingHeight} ft`],
    ['Roof type', display.roofType.name],
    ['Ridge mount', search.ridgeMount ? 'Yes' : 'No'],
    ['Wind exposure', search.windExposure],
    ['Wind speed', `${search.wind.speed} mph`],
  ];
  if (design && display.mount) {
    rows.push(
      ['Recommended mount', `${display.mount.name} (part number ${display.mount.part_number})`],
      ['Ballast', `${formatNumber(design.ballastWeight, 0)} lbs`],
      ['Roof load', `${formatNumber(design.roofLoad, 1, 1)} psf`],
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
  const { reseller, resultUrl } = source;
  const logo = reseller
    ? `<p><img src="${escapeHtml(reseller.logo_url)}" alt="${escapeHtml(reseller.name)}" style="max-height:60px"></p>`
    : '';
  const table = rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const link = resultUrl
    ? `<p><a href="${escapeHtml(resultUrl)}">View the result online</a></p>`
    : '<p>No fit: there is no result page to open.</p>';
  return [
    '<!doctype html><html><body style="font-family:sans-serif">',
    logo,
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

/** To the reseller's contact address: who asked, what for, and the link (no link when nothing fits). */
export function newLeadMessage(source: MessageSource): MailContent {
  const { search, reseller } = source;
  const { name, email, company } = search.customer;
  const lead = oneLine(company) === '' ? oneLine(name) : `${oneLine(name)} (${oneLine(company)})`;
  const fit = search.design !== null;
  const rows: [string, string][] = [['Name', name], ['E-mail', email], ['Company', company], ...searchRows(source)];
  const intro = [`A new search on the ${brandName(reseller)} ballast calculator${fit ? '' : ' found no fit'}.`];
  const outro = [...linkLines(source.resultUrl)];
  return {
    subject: `${brandName(reseller)}: new lead from ${lead}${fit ? '' : ' (no fit)'}`,
    text: textBody(intro, rows, outro),
    html: htmlBody(source, intro, rows, outro),
  };
}

/** To the visitor: the recommendation under the reseller's brand, with the link and the reseller's contact. */
export function resultReportMessage(source: MessageSource): MailContent {
  const { search, reseller } = source;
  const brand = brandName(reseller);
  const antenna = `${search.display.antenna.make} ${search.display.antenna.model}`;
  const intro = [
    `Hello ${oneLine(search.customer.name)},`,
    `here is your mount recommendation from ${brand} for the ${antenna}${search.location ? ` in ${search.location}` : ''}.`,
  ];
  const contact = reseller?.contact_email ? [`Questions? Write to ${reseller.contact_email}.`] : [];
  const outro = [...linkLines(source.resultUrl), ...contact, `${brand}`];
  return {
    subject: oneLine(`Your mount recommendation from ${brand}: ${antenna}`),
    text: textBody(intro, searchRows(source), outro),
    html: htmlBody(source, intro, searchRows(source), outro),
  };
}
