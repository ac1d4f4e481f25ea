import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_HEIGHT_MESSAGE, startFramedPage } from './framed';
import { isFramed } from './isFramed';

describe('the calculator inside an embed frame (decisions/0055)', () => {
  const windows: Window[] = [];
  afterEach(async () => {
    for (const win of windows.splice(0)) await win.happyDOM.close();
  });

  /** The calculator's page at shop.example.com, framed (a parent window of its own) or not. */
  function calculatorPage(framed: boolean) {
    const win = new Window({ url: 'https://shop.example.com/results?t=abc' });
    windows.push(win);
    const parent = { postMessage: vi.fn() };
    if (framed) {
      Object.defineProperty(win, 'top', { value: parent });
      Object.defineProperty(win, 'parent', { value: parent });
    }
    // window.open is also how happy-dom follows a link the page left alone ("_self"): only new tabs count here.
    const opened = vi.fn();
    Object.defineProperty(win, 'open', {
      value: (href: string, target: string, features: string) => {
        if (target === '_blank') opened(href, target, features);
      },
    });
    const page = win as unknown as typeof globalThis.window;
    return { win, page, parent, open: opened };
  }

  it('posts its height to the parent when it changes, and only then', () => {
    const { win, page, parent } = calculatorPage(true);
    expect(isFramed(page)).toBe(true);
    let height = 812.4;
    vi.spyOn(win.document.documentElement, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as unknown as ReturnType<typeof win.document.documentElement.getBoundingClientRect>,
    );
    startFramedPage(page);
    expect(win.document.documentElement.classList.contains('nprm-framed')).toBe(true);
    win.dispatchEvent(new win.Event('load'));
    win.dispatchEvent(new win.Event('load'));
    height = 1500;
    win.dispatchEvent(new win.Event('load'));
    // Another page of the calculator: the next height says so, and only that (not the address).
    win.history.pushState(null, '', '/?edit=abc');
    height = 1900;
    win.dispatchEvent(new win.Event('load'));
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: EMBED_HEIGHT_MESSAGE, height: 813, navigated: false }, '*'],
      [{ type: EMBED_HEIGHT_MESSAGE, height: 1500, navigated: false }, '*'],
      [{ type: EMBED_HEIGHT_MESSAGE, height: 1900, navigated: true }, '*'],
    ]);
  });

  it('opens the report, the calculation text, e-mail links and other sites in a new tab; calculator pages stay', () => {
    const { win, page, open } = calculatorPage(true);
    startFramedPage(page);
    win.document.body.innerHTML = `
      <a id="pdf" href="/api/mount_search_results/token/abc/report.pdf" download>Download PDF</a>
      <a id="text" href="/api/mount_search_results/token/abc/calculations.txt">Text</a>
      <a id="share" href="mailto:?subject=Mount%20Recommendation">Share</a>
      <a id="site" href="https://example.com/northwind">Website</a>
      <a id="admin" href="/admin">Admin</a>
      <a id="edit" href="/?edit=abc">Edit</a>
      <a id="results" href="/results?t=abc">Results</a>
      <a id="buy" href="https://store.example.com/x" target="_blank">Buy</a>`;
    const click = (id: string) => {
      const event = new win.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      win.document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    for (const id of ['pdf', 'text', 'share', 'site', 'admin']) expect(click(id), id).toBe(true);
    expect(open.mock.calls).toEqual([
      ['https://shop.example.com/api/mount_search_results/token/abc/report.pdf', '_blank', 'noopener'],
      ['https://shop.example.com/api/mount_search_results/token/abc/calculations.txt', '_blank', 'noopener'],
      ['mailto:?subject=Mount%20Recommendation', '_blank', 'noopener'],
      ['https://example.com/northwind', '_blank', 'noopener'],
      ['https://shop.example.com/admin', '_blank', 'noopener'],
    ]);
    // Calculator pages are the public navigation's; a link with its own target is the browser's.
    for (const id of ['edit', 'results', 'buy']) expect(click(id), id).toBe(false);
    expect(open.mock.calls.filter(([, , features]) => features === 'noopener')).toHaveLength(5);
  });

  it('changes nothing on a page that is not framed', () => {
    const { win, page, parent, open } = calculatorPage(false);
    expect(isFramed(page)).toBe(false);
    startFramedPage(page);
    expect(win.document.documentElement.classList.contains('nprm-framed')).toBe(false);
    win.document.body.innerHTML = '<a id="pdf" href="/api/x.pdf" download>PDF</a>';
    win.document.getElementById('pdf')!.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    win.dispatchEvent(new win.Event('load'));
    expect(open).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
