import { describe, expect, it } from 'vitest';
import type { MountSearchResult } from '@nprm/contracts';
import { concurrencyLimit, createReportPdfs, reportEtag, type ReportPdfInput } from './report-cache.js';

const input = (token: string, name = 'Acme'): ReportPdfInput => ({
  result: { token } as MountSearchResult,
  branding: { name, domain: 'acme.example.com', logo: null },
  options: {},
});

/** A render that waits until the test lets it finish, counting how many run at once. */
function controlledRender() {
  let running = 0;
  let most = 0;
  const pending: (() => void)[] = [];
  const render = async (result: MountSearchResult) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => pending.push(resolve));
    running -= 1;
    return Buffer.from(`pdf of ${result.token}`);
  };
  /** Lets every render finish, those that start meanwhile too, until `settled` has settled. */
  const finishAll = async (settled: Promise<unknown>) => {
    let done = false;
    void settled.finally(() => (done = true));
    while (!done) {
      pending.splice(0).forEach((resolve) => resolve());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { render, finishAll, most: () => most, running: () => running };
}

describe('report PDFs: bounded concurrency and a cache keyed by content', () => {
  it('renders 60 different PDFs at most 8 at a time, each once, the rest waiting their turn', async () => {
    const renderer = controlledRender();
    const pdfs = createReportPdfs(8, renderer.render);
    const all = Promise.all(Array.from({ length: 60 }, (_, i) => pdfs.pdf(input(`t${i}`))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(renderer.running()).toBe(8);
    await renderer.finishAll(all);
    const bytes = await all;
    expect(bytes.map(String)).toEqual(Array.from({ length: 60 }, (_, i) => `pdf of t${i}`));
    expect(renderer.most()).toBe(8);
    expect(pdfs.renders).toBe(60);
  });

  it('renders a PDF asked for many times at once only once, and serves it from memory after', async () => {
    const renderer = controlledRender();
    const pdfs = createReportPdfs(2, renderer.render);
    const asked = Promise.all(Array.from({ length: 20 }, () => pdfs.pdf(input('same'))));
    await renderer.finishAll(asked);
    expect(new Set((await asked).map(String))).toEqual(new Set(['pdf of same']));
    expect(String(await pdfs.pdf(input('same')))).toBe('pdf of same');
    expect(pdfs.renders).toBe(1);
  });

  it('keys by everything the PDF shows: another branding or paper is another tag', () => {
    expect(reportEtag(input('a'))).toBe(reportEtag(input('a')));
    expect(reportEtag(input('a', 'Other name'))).not.toBe(reportEtag(input('a')));
    expect(reportEtag({ ...input('a'), options: { paper: 'a4' } })).not.toBe(reportEtag(input('a')));
    expect(reportEtag({ ...input('a'), options: { timeZone: 'America/Chicago' } })).not.toBe(reportEtag(input('a')));
  });

  it('lets a failed render be tried again, and passes a slot on when a task fails', async () => {
    let attempts = 0;
    const pdfs = createReportPdfs(1, () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('boom')) : Promise.resolve(Buffer.from('ok'));
    });
    await expect(pdfs.pdf(input('x'))).rejects.toThrow('boom');
    expect(String(await pdfs.pdf(input('x')))).toBe('ok');
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limit(() => Promise.resolve(7))).toBe(7);
  });
});
