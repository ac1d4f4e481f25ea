/**
 * The quote request's two messages (docs/product.md, "Quote requests"): the reseller's notice, with the report PDF
 * attached, and the visitor's confirmation. Written when sent, from the search and its latest quote request.
 * What the visitor typed (the note, the name) is escaped in the HTML part and defanged in both; to the visitor's
 * address it appears only as quoted data (decision 0038).
 */
import { antennasText, resultReference, type QuoteRequest } from '@nprm/contracts';
import { oneLine } from './mail-brand.js';
import {
  brandHeader,
  brandName,
  defanged,
  escapeHtml,
  quotedTyped,
  type MailContent,
  type MessageSource,
} from './mail-content.js';

/** Lines of text, under the reseller's logo or name in the HTML part. */
function compose(source: MessageSource, subject: string, lines: string[]): MailContent {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject: oneLine(subject),
    text: `${lines.join('\n')}\n`,
    html: `<!doctype html><html><body>${brandHeader(source)}${body}</body></html>`,
  };
}

const sites = (quantity: number) => `${quantity.toLocaleString('en-US')} site${quantity === 1 ? '' : 's'}`;

/**
 * To the reseller: who asks, for how many sites, the note, the result and the lead's own page in the pipeline; the
 * report is attached (a search without a fit has no result page or report).
 */
export function quoteRequestMessage(source: MessageSource, quote: QuoteRequest): MailContent {
  const { search } = source;
  const reference = resultReference(search.token);
  const lead = `${source.adminOrigin}/admin/lead/${search.id}`;
  return compose(source, `Quote request: ${sites(quote.quantity)}, ${reference}`, [
    `A quote was requested for ${sites(quote.quantity)} from the result ${reference}.`,
    `Name: ${defanged(search.customer_name)}`,
    `E-mail: ${search.customer_email}`,
    `Company: ${defanged(search.customer_company)}`,
    `${search.antennas.length > 1 ? 'Antennas' : 'Antenna'}: ${antennasText(search)}`,
    ...(search.mount ? [`Recommended mount: ${search.mount.name} (part number ${search.mount.part_number})`] : []),
    ...(search.no_fit ? [`No mount fitted: ${search.no_fit.message}`] : []),
    `Note: ${quote.note ? defanged(quote.note) : 'none'}`,
    ...(source.resultUrl ? [`The result: ${source.resultUrl}`] : []),
    `The lead in your pipeline: ${lead}`,
    ...(source.resultUrl ? ['The calculation report is attached.'] : []),
  ]);
}

/** To the search's own address: the request was passed on; the note only as quoted data. */
export function quoteConfirmationMessage(source: MessageSource, quote: QuoteRequest): MailContent {
  const reference = resultReference(source.search.token);
  const brand = brandName(source.reseller);
  const contact = source.reseller?.contact_email ? [`Questions? Write to ${source.reseller.contact_email}.`] : [];
  return compose(source, `Your quote request to ${brand}: ${reference}`, [
    'Hello,',
    `your request for a quote for ${sites(quote.quantity)} from the result ${reference} was passed on to ${brand}.`,
    'This address was entered with that search. If that was not you, ignore this e-mail.',
    `Note given: ${quote.note ? quotedTyped(quote.note) : 'none'}`,
    ...(source.resultUrl ? [`The result: ${source.resultUrl}`] : []),
    ...contact,
  ]);
}
