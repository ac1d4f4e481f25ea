import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoFile, logoFormat, readLogo } from './logo.js';

/** The reseller's logo is read from the web app's files only, and only when it is an image. */
const root = mkdtempSync(join(tmpdir(), 'logo-root-'));
mkdirSync(join(root, 'brand'));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
writeFileSync(join(root, 'brand', 'logo.png'), PNG);
writeFileSync(join(root, 'brand', 'logo.svg'), '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(root, 'brand', 'notes.txt'), 'not an image');
writeFileSync(join(root, 'brand', 'huge.png'), Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]));

describe('the report logo', () => {
  it('tells PNG, JPEG and SVG from their first bytes, and nothing else', () => {
    expect(logoFormat(PNG)).toBe('png');
    expect(logoFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(logoFormat(Buffer.from('\uFEFF <!-- made by hand --><svg viewBox="0 0 1 1"></svg>'))).toBe('svg');
    expect(logoFormat(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(logoFormat(Buffer.from('GIF89a'))).toBeNull();
  });

  it.each([
    ['https://logos.example.com/a.png'],
    ['//logos.example.com/a.png'],
    ['brand/logo.png'],
    ['/../../etc/passwd'],
    ['/%2e%2e/%2e%2e/etc/passwd'],
    ['/%E0%A4%A'],
  ])('names no file for %s (never fetched, never outside the web files)', (url) => {
    expect(logoFile(root, url)).toBeNull();
  });

  it('reads an image under the web files, and gives null for anything else', async () => {
    expect((await readLogo(root, '/brand/logo.png?v=2'))?.format).toBe('png');
    const svg = await readLogo(root, '/brand/logo.svg');
    expect(svg?.format).toBe('svg');
    expect(svg?.digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await readLogo(root, '/brand/notes.txt')).toBeNull();
    expect(await readLogo(root, '/brand/huge.png')).toBeNull();
    expect(await readLogo(root, '/brand/missing.png')).toBeNull();
    expect(await readLogo(root, '/brand')).toBeNull();
    expect(await readLogo(undefined, '/brand/logo.png')).toBeNull();
  });
});
