import { describe, expect, it } from 'vitest';
import { API_PATHS, SHARED_RESULT_PARAM, sharedResultPath } from './paths.js';

describe('shared paths', () => {
  it('writes a saved result’s public page with its token encoded, under the one parameter', () => {
    expect(sharedResultPath('tok_ABC-123')).toBe('/results?t=tok_ABC-123');
    expect(sharedResultPath('a/b?c&d')).toBe('/results?t=a%2Fb%3Fc%26d');
    expect(new URLSearchParams(sharedResultPath('x y').split('?')[1]).get(SHARED_RESULT_PARAM)).toBe('x y');
  });

  it('encodes a token inside an API path, so it stays one path segment', () => {
    expect(API_PATHS.savedResult('a/b')).toBe('/api/mount_search_results/token/a%2Fb');
    expect(API_PATHS.reportPdf('tok')).toBe('/api/mount_search_results/token/tok/report.pdf');
    expect(API_PATHS.resellerMountsOf(7)).toBe('/api/resellers/7/reseller_mounts');
    expect(API_PATHS.catalogueCsvExport('mounts')).toBe('/api/mounts/export.csv');
  });
});
