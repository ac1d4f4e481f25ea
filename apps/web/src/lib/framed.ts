import { isFramed } from './isFramed';
import { isAdminPath } from './paths';

/**
 * The calculator inside a reseller's embed frame on another site (public/embed.js; decisions/0055). The page tells
 * the embedding page its height, so the frame grows and shrinks with it, and opens whatever is not a calculator
 * page (the report PDF, the calculation text, e-mail links, other sites) in a new top-level tab rather than inside
 * the frame. Only pages on the reseller's embed origins can frame it (the server's CSP frame-ancestors), so the
 * height, a number, is posted to whichever of them is the parent.
 */
export const EMBED_HEIGHT_MESSAGE = 'nprm-calculator:height';

/** A link that leaves the calculator's own pages: another site, mailto:, an API file, the admin or a download. */
export function leavesCalculator(anchor: HTMLAnchorElement, here: Location = window.location): boolean {
  const href = anchor.getAttribute('href');
  if (href === null || href.startsWith('#')) return false;
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return true;
  return url.pathname.startsWith('/api/') || isAdminPath(url.pathname) || anchor.hasAttribute('download');
}

function openOutside(event: MouseEvent, win: Window): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor) return;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return;
  if (!leavesCalculator(anchor, win.location)) return;
  event.preventDefault();
  win.open(anchor.href, '_blank', 'noopener');
}

/**
 * Inside a frame: reports the page's height to the parent on every change (and whether the page changed since the
 * last report), and opens outside links in a new tab.
 */
export function startFramedPage(win: Window = window): void {
  if (!isFramed(win)) return;
  const root = win.document.documentElement;
  root.classList.add('nprm-framed');
  let posted = 0;
  let address = win.location.href;
  const postHeight = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === posted || height <= 0) return;
    posted = height;
    // Another page (the results, the form again): the embedding page brings the frame's top into view. Only that
    // it changed is said, never the address (a result's token).
    const navigated = win.location.href !== address;
    address = win.location.href;
    win.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height, navigated }, '*');
  };
  new (win as Window & typeof globalThis).ResizeObserver(postHeight).observe(root);
  win.addEventListener('load', postHeight);
  // Capture, before the public pages' links handle the click.
  win.document.addEventListener('click', (event) => openOutside(event, win), true);
}
