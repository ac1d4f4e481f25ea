/**
 * Report PDFs at a bounded cost (GET …/report.pdf at /api/docs): each PDF is named by an ETag that hashes
 * everything its bytes depend on (the layout's version, the saved result as the API shows it, the reseller's
 * branding, the paper and the time zone), so a client that has it gets 304 without a render, and a cache in this
 * process can never serve stale content: a changed result or branding is a new key, never an old entry. Renders run
 * at most `concurrency` at a time; the rest wait their turn, so a burst of PDFs cannot starve other requests.
 */
import { createHash } from 'node:crypto';
import type { MountSearchResult } from '@nprm/contracts';
import type { SavedResult } from '../mount-search/index.js';
import type { Db } from '../../db/client.js';
import type { ReportBranding } from './layout.js';
import { resellerLogo } from './logo.js';
import { renderReportPdf, reportBranding, type ReportPdfOptions } from './report-pdf.js';
import { loadReportReview, reviewEtagPart } from './review-stamp.js';

/** Bump when the PDF's layout or wording changes: every ETag changes with it. */
export const REPORT_LAYOUT_VERSION = 3;
/** PDFs kept in memory (a report is some tens of KB). */
const CACHED_PDFS = 64;

export interface ReportPdfInput {
  result: MountSearchResult;
  branding: ReportBranding;
  options: ReportPdfOptions;
}

/** Where the report reads what is not in the result: the database (the reseller's logo) and the web app's files. */
export interface ReportSources {
  db: Db;
  webDist: string | undefined;
}

/**
 * What a saved result's PDF is made from: its answer, its branding (the reseller's current logo with it) and the
 * options asked for; a result stored before the calculation sheet prints the text stored
 * with it. The download and the e-mail's attachment both use it, so they are the same bytes.
 */
export async function reportPdfInput(
  sources: ReportSources,
  saved: SavedResult,
  result: MountSearchResult,
  { timeZone, paper }: Pick<ReportPdfOptions, 'timeZone' | 'paper'> = {},
): Promise<ReportPdfInput> {
  const [logo, review] = await Promise.all([
    resellerLogo(sources.db, sources.webDist, result.reseller_id),
    loadReportReview(sources.db, saved),
  ]);
  return {
    result,
    branding: reportBranding(result, logo),
    options: { timeZone, paper, calculationsText: saved.calculations_text, review },
  };
}

/** A strong ETag of the PDF `input` renders to. */
export function reportEtag({ result, branding, options }: ReportPdfInput): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        REPORT_LAYOUT_VERSION,
        result,
        // The logo by its digest: the bytes themselves are not hashed on every request.
        { ...branding, logo: branding.logo?.digest ?? null },
        options.paper ?? 'letter',
        options.timeZone,
        options.calculationsText ?? null,
        // The review changes the PDF: everything it prints, its (never changing) seal by its id.
        reviewEtagPart(options.review ?? null),
      ]),
    )
    .digest('base64url');
  return `"${hash.slice(0, 32)}"`;
}

/** Runs at most `limit` tasks at once, the others in order of arrival. */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes to the next waiter as it is, or is given back. The next waiter starts from setImmediate,
      // not from this promise chain, so the requests that arrived during this render are read first.
      const next = waiting.shift();
      if (next) setImmediate(next);
      else running -= 1;
    }
  };
}

export interface ReportPdfs {
  /** The PDF's bytes: from the cache, from a render already under way for the same ETag, or rendered in turn. */
  pdf(input: ReportPdfInput, etag?: string): Promise<Buffer>;
  /** Renders started (the tests count them). */
  readonly renders: number;
}

export function createReportPdfs(concurrency: number, render = renderReportPdf): ReportPdfs {
  const limit = concurrencyLimit(concurrency);
  // Insertion order is recency: a hit is moved to the end, the oldest entry is dropped first.
  const cache = new Map<string, Promise<Buffer>>();
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    pdf(input, etag = reportEtag(input)) {
      const cached = cache.get(etag);
      if (cached) {
        cache.delete(etag);
        cache.set(etag, cached);
        return cached;
      }
      const rendering = limit(() => {
        renders += 1;
        return render(input.result, input.branding, input.options);
      });
      cache.set(etag, rendering);
      rendering.catch(() => cache.delete(etag));
      while (cache.size > CACHED_PDFS) cache.delete(cache.keys().next().value!);
      return rendering;
    },
  };
}
