import { useMemo, useSyncExternalStore, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { isAdminPath } from './paths';

/**
 * How the public pages move between each other (docs/decisions/0034-public-page-first-load.md): the browser's history,
 * one entry per page, and nothing else. Every public navigation goes through `navigate` or `Link` here; the admin app
 * (below /admin) has its own router in its own chunk, and going between the two is a full page load.
 *
 * Each history entry this module makes carries `{ key, usr }`: a key of its own (the calculator remembers its form
 * per entry) and the state a page handed over (No Results' reason). A document's first entry has no key of its own:
 * it is `FIRST_ENTRY_KEY`, as with react-router, which the admin app uses.
 */
export interface PublicLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** This history entry's key: `FIRST_ENTRY_KEY` for the entry a document opened on. */
  readonly key: string;
  /** What the page that navigated here handed over (`navigate(href, { state })`), else null. */
  readonly state: unknown;
}

export const FIRST_ENTRY_KEY = 'default';

interface EntryState {
  key?: unknown;
  usr?: unknown;
}

let current: PublicLocation | undefined;

/** The location now, the same object while nothing changed (useSyncExternalStore's contract). */
export function currentLocation(): PublicLocation {
  const entry = window.history.state as EntryState | null;
  const key = typeof entry?.key === 'string' ? entry.key : FIRST_ENTRY_KEY;
  const { pathname, search, hash } = window.location;
  if (current?.key !== key || current.pathname !== pathname || current.search !== search || current.hash !== hash) {
    current = { pathname, search, hash, key, state: entry?.usr ?? null };
  }
  return current;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Loads another document (the admin app, another site); an object, so tests can watch it. */
export const pageLoad = {
  assign: (href: string): void => window.location.assign(href),
  replace: (href: string): void => window.location.replace(href),
};

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (Back then skips the page left). */
  replace?: boolean;
  /** Handed to the next page in the history entry, never in the URL. */
  state?: unknown;
}

/**
 * Goes to `href`: a public page in this document (a new history entry, or the current one replaced), an admin page
 * by a full page load.
 */
export function navigate(href: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || isAdminPath(url.pathname)) {
    if (replace) pageLoad.replace(url.href);
    else pageLoad.assign(url.href);
    return;
  }
  const entry: EntryState = { key: newKey(), usr: state };
  if (replace) window.history.replaceState(entry, '', url.href);
  else window.history.pushState(entry, '', url.href);
  notify();
}

/** The page the server is drawing (server.tsx), while it draws it; undefined in the browser. */
let drawnOnServer: PublicLocation | undefined;

/**
 * Draws the page at `href` (path and query) on the server: `render` must be synchronous (renderToString), so no other
 * page's drawing can run in between.
 */
export function renderAt<T>(href: string, render: () => T): T {
  const url = new URL(href, 'http://page.invalid');
  drawnOnServer = { pathname: url.pathname, search: url.search, hash: '', key: FIRST_ENTRY_KEY, state: null };
  try {
    return render();
  } finally {
    drawnOnServer = undefined;
  }
}

/** The current location; the component renders again when it changes (a navigation, Back or Forward). */
export function useLocation(): PublicLocation {
  // In the browser, hydrating the page the server drew starts from the browser's own location: the server drew the
  // same one.
  return useSyncExternalStore(subscribe, currentLocation, () => drawnOnServer ?? currentLocation());
}

/** The current query parameters. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** A plain click that the page may handle: not a new tab or window, a download, or another frame. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/** A link to `href` (usable as Mantine's `component`): a plain click navigates here, anything else is the browser's. */
export function Link({ onClick, ...props }: ComponentPropsWithRef<'a'> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(props.href);
      }}
    />
  );
}
