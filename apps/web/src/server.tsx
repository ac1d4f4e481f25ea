import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { App } from './app/App';
import { drawnOnServer, prefetchPublicPage } from './app/PublicLayout';
import { setApiTransport, type ApiTransport } from './lib/api';
import { renderAt } from './lib/navigation';
import { DRAWN_PAGE_STATE_ID, type DrawnPageState } from './lib/drawnPage';

/*
 * The public pages drawn on the server (docs/architecture.md, public pages): on a phone's slow link the browser
 * shows the page as soon as the HTML and its stylesheet are in, seconds before the scripts arrive, and React then
 * takes the drawn page over (main.tsx). The server's web plugin imports this module from the build (dist-server/)
 * and hands each page request's API calls to its own routes.
 */

/** The API transport of the page being drawn: each page request answers its own page's calls. */
const requests = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => (requests.getStore() ?? fetch)(url, init));

/** What the server puts into index.html for a drawn page. */
export interface DrawnPage {
  /** The page's markup, for inside `<div id="root">`. */
  html: string;
  /** The data the page was drawn with, as a `<script type="application/json">` for the browser to start from. */
  stateScript: string;
}

/**
 * Draws the public page at `href` (its path and query) with the data `transport` answers, or undefined where the
 * browser draws the page: one the server does not draw (drawnOnServer: the admin app, No Results, an unknown path),
 * or one whose call failed.
 */
export async function drawPublicPage(href: string, transport: ApiTransport): Promise<DrawnPage | undefined> {
  const location = new URL(href, 'http://page.invalid');
  if (!drawnOnServer(location)) return undefined;
  // A client of its own, with no retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  await requests.run(transport, () => prefetchPublicPage(location, queryClient));
  // A call that failed (a share link's result not found, a database away) leaves the page to the browser: it shows
  // what it shows for that failure, and the page it takes over must be the one it would draw.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return undefined;
  const html = renderAt(`${location.pathname}${location.search}`, () =>
    renderToString(<App queryClient={queryClient} />),
  );
  const state: DrawnPageState = { queries: dehydrate(queryClient) };
  queryClient.clear();
  return { html, stateScript: stateScript(state) };
}

/**
 * The state as JSON inside a script element: `<` is written as \u003c, so no text in it (a reseller's name, a
 * site address) can close the element or open a comment.
 */
function stateScript(state: DrawnPageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DRAWN_PAGE_STATE_ID}">${json}</script>`;
}
