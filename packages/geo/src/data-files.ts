import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * Reads a file shipped in packages/geo/data. Both src/ (tests, source condition) and dist/ (built) sit one level
 * below the package root, so the same relative URL works from either.
 */
export function readDataFile(name: string): string {
  const bytes = readFileSync(new URL(`../data/${name}`, import.meta.url));
  return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}
