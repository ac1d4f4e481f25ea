import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PATHS, CALCULATOR_PAGE_DATA, SHARED_RESULT_PARAM } from '@nprm/contracts/paths';

/**
 * Link preload hints sent with a public page's HTML, so that on a slow connection the browser fetches what the page
 * waits on while its scripts arrive, not after they have run: the calculator's data; for a share link
 * (/results?t=…), the reseller, the saved result and the results page's own scripts and stylesheet. The page's
 * requests then take the preloaded answers: the API client sends no header a preload lacks.
 */

/** One entry of the web build's manifest (apps/web/vite.config.ts writes it). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The web build's results page chunk. */
const RESULTS_PAGE_SOURCE = 'src/features/results/ResultsPage.tsx';
export const MANIFEST_FILE = join('.vite', 'manifest.json');

/** The results page's scripts and stylesheets beyond those the entry script loads anyway (paths from the site's root). */
export interface ResultsPageAssets {
  scripts: string[];
  stylesheets: string[];
}

/** The results page's own assets, from the build's manifest; none when the build has no manifest or no such page. */
export function resultsPageAssets(webDist: string): ResultsPageAssets {
  const none = { scripts: [], stylesheets: [] };
  const file = join(webDist, MANIFEST_FILE);
  if (!existsSync(file)) return none;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const page = manifest[RESULTS_PAGE_SOURCE];
  if (!page) return none;
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedFirst = new Set<string>();
  for (const entry of entries) closure(entry, loadedFirst);
  const wanted = [...closure(RESULTS_PAGE_SOURCE, new Set())].filter((key) => !loadedFirst.has(key));
  const styles = new Set([...loadedFirst].flatMap((key) => manifest[key]!.css ?? []));
  return {
    scripts: wanted.map((key) => `/${manifest[key]!.file}`),
    stylesheets: wanted
      .flatMap((key) => manifest[key]!.css ?? [])
      .filter((css) => !styles.has(css))
      .map((css) => `/${css}`),
  };
}

const fetchHint = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;

/** The public page at `url` (path and query) the hints know: the calculator, a share link (with its token), else none. */
function hintedPage(url: string): { page: 'calculator' } | { page: 'share link'; token: string } | undefined {
  const parsed = new URL(url, 'http://page.invalid');
  // The web app matches its pages whatever their case and trailing slash (PublicLayout's publicPage).
  const page = parsed.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (page === '/') return { page: 'calculator' };
  const token = parsed.searchParams.get(SHARED_RESULT_PARAM);
  return page === '/results' && token ? { page: 'share link', token } : undefined;
}

/**
 * The Link header for the page at `url` (path and query), or undefined when it has nothing to hint. A page drawn on
 * the server (page-drawing.ts) carries its data and stylesheets in the HTML: only the code it waits on is hinted.
 */
export function pageLinkHeader(
  url: string,
  resultsAssets: ResultsPageAssets,
  { drawn }: { drawn: boolean },
): string | undefined {
  const hinted = hintedPage(url);
  const hints: string[] = [];
  if (hinted?.page === 'calculator' && !drawn) hints.push(...CALCULATOR_PAGE_DATA.map(fetchHint));
  if (hinted?.page === 'share link') {
    if (!drawn) hints.push(fetchHint(API_PATHS.resellerInit), fetchHint(API_PATHS.savedResult(hinted.token)));
    hints.push(...resultsAssets.scripts.map((path) => `<${path}>; rel=modulepreload`));
    if (!drawn) hints.push(...resultsAssets.stylesheets.map((path) => `<${path}>; rel=preload; as=style; crossorigin`));
  }
  return hints.length > 0 ? hints.join(', ') : undefined;
}

/** The stylesheets the page at `url` needs beyond the entry's, for its HTML when the server draws it. */
export function pageStylesheets(url: string, resultsAssets: ResultsPageAssets): string[] {
  return hintedPage(url)?.page === 'share link' ? resultsAssets.stylesheets : [];
}
