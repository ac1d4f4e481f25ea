import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_HEIGHT_MESSAGE } from './framed';

/** The reseller's embed script as it is served (/embed.js: apps/web/public, copied into the build as it is). */
const EMBED_SCRIPT = readFileSync(join(dirname(import.meta.filename), '../../public/embed.js'), 'utf8');
const CALCULATOR = 'https://shop.example.com';

describe('embed.js (decisions/0055)', () => {
  const windows: Window[] = [];
  afterEach(async () => {
    for (const win of windows.splice(0)) await win.happyDOM.close();
  });

  /** A partner's page with the snippet: the script element, the placeholders, then the script run. */
  function partnerPage(body: string) {
    const win = new Window({
      url: 'https://partner.example.org/products',
      settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
    });
    windows.push(win);
    const { document } = win;
    document.body.innerHTML = `${body}<script src="${CALCULATOR}/embed.js" async></script>`;
    win.eval(EMBED_SCRIPT);
    const frames = () => [...document.querySelectorAll('iframe')];
    /** A message as the browser delivers it: its origin, the window that sent it. */
    const post = (data: unknown, origin: string, source: unknown) =>
      win.dispatchEvent(new win.MessageEvent('message', { data, origin, source: source as never }));
    return { win, document, frames, post };
  }

  it('puts the calculator of its own origin in every placeholder, once, and nowhere else', () => {
    const page = partnerPage('<div data-nprm-calculator></div><p>Text</p><section data-nprm-calculator></section>');
    const frames = page.frames();
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(frame.getAttribute('src')).toBe(`${CALCULATOR}/`);
      expect(frame.getAttribute('title')).toBe('Ballast calculator');
      expect(frame.getAttribute('allow')).toBe('clipboard-write');
      expect(frame.style.height).toBe('640px');
      expect(frame.style.width).toBe('100%');
    }
    expect(page.document.querySelector('p iframe')).toBeNull();
    // The snippet pasted twice: still one frame a placeholder.
    page.win.eval(EMBED_SCRIPT);
    expect(page.frames()).toHaveLength(2);
  });

  it('sizes a frame to the height its calculator posts, believing only that frame on that origin', () => {
    const page = partnerPage('<div data-nprm-calculator></div><div data-nprm-calculator></div>');
    const [first, second] = page.frames();
    const calculatorWindow = {};
    Object.defineProperty(first, 'contentWindow', { value: calculatorWindow });
    Object.defineProperty(second, 'contentWindow', { value: {} });

    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 1234.2 }, CALCULATOR, calculatorWindow);
    expect(first!.style.height).toBe('1235px');
    expect(second!.style.height).toBe('640px');

    // Another origin, another window, no window, another message, or a height that is none: ignored.
    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 99 }, 'https://evil.example.net', calculatorWindow);
    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 99 }, CALCULATOR, {});
    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 99 }, CALCULATOR, null);
    page.post({ type: 'other', height: 99 }, CALCULATOR, calculatorWindow);
    for (const height of [-5, 0, 'tall', Number.NaN, Number.POSITIVE_INFINITY])
      page.post({ type: EMBED_HEIGHT_MESSAGE, height }, CALCULATOR, calculatorWindow);
    page.post('nprm-calculator:height', CALCULATOR, calculatorWindow);
    expect(first!.style.height).toBe('1235px');

    // After another page of the calculator, a frame whose top is scrolled past comes back into view; not otherwise.
    const scrolled = vi.fn();
    Object.defineProperty(first, 'scrollIntoView', { value: scrolled });
    let top = -300;
    const frame = first!;
    vi.spyOn(frame, 'getBoundingClientRect').mockImplementation(
      () => ({ top }) as unknown as ReturnType<typeof frame.getBoundingClientRect>,
    );
    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 1300, navigated: false }, CALCULATOR, calculatorWindow);
    expect(scrolled).not.toHaveBeenCalled();
    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 1400, navigated: true }, CALCULATOR, calculatorWindow);
    expect(scrolled).toHaveBeenCalledTimes(1);
    top = 120;
    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 1500, navigated: true }, CALCULATOR, calculatorWindow);
    expect(scrolled).toHaveBeenCalledTimes(1);

    // A runaway height is capped.
    page.post({ type: EMBED_HEIGHT_MESSAGE, height: 5e9 }, CALCULATOR, calculatorWindow);
    expect(first!.style.height).toBe('100000px');
  });

  it('does nothing without its own script element (no origin to frame)', () => {
    const win = new Window({
      url: 'https://partner.example.org/',
      settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
    });
    windows.push(win);
    win.document.body.innerHTML = '<div data-nprm-calculator></div>';
    win.eval(EMBED_SCRIPT);
    expect(win.document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
