// The report PDFs read back with poppler's tools, as a reader's viewer would show them (test-only).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the PDFs go: one folder for the worker's run. */
const dir = mkdtempSync(join(tmpdir(), 'nprm-pdf-'));
let files = 0;

/** Writes the PDF to a file of its own (the tools read files) and answers its path. */
export function pdfFile(pdf: Buffer): string {
  const file = join(dir, `report-${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/**
 * Runs a poppler tool (pdftotext, pdfinfo, pdffonts, pdfimages) over the PDF, or over a file pdfFile wrote, and
 * answers what it prints: pdftotext prints the text.
 */
export function poppler(pdf: Buffer | string, tool: string, ...args: string[]): string {
  const file = typeof pdf === 'string' ? pdf : pdfFile(pdf);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}

/**
 * Each page's text, page 1 first, from one pdftotext run (it ends each page with a form feed); `-layout` as
 * printed, else in reading order. A planning estimate's diagonal mark is left out (`-nodiag`): its letters would
 * land among the page's words (planningMarkShare sees it).
 */
export function pdfPages(pdf: Buffer | string, ...args: string[]): string[] {
  return poppler(pdf, 'pdftotext', '-nodiag', ...args).split('\f');
}

/** One page rendered by pdftoppm (`-png`, `-gray`, a resolution: `args`), as the bytes of the picture. */
export function pagePicture(pdf: Buffer | string, page: number, ...args: string[]): Buffer {
  const file = typeof pdf === 'string' ? pdf : pdfFile(pdf);
  return execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), ...args, file]);
}

/** Text with its runs of white space as one space: words wrapped over lines or spread over columns read as one. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');
