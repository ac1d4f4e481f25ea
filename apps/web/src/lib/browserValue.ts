import { useSyncExternalStore } from 'react';
import { formatDate } from '@nprm/contracts';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (the visitor's time zone, language): `drawn` while the server draws the page
 * (server.tsx) and while React takes the drawn page over, so both draw the same; the browser's own right after.
 */
export function useBrowserValue<T>(inBrowser: () => T, drawn: T): T {
  return useSyncExternalStore(unchanging, inBrowser, () => drawn);
}

/** A date as the visitor's time zone has it (first as UTC has it, on a page drawn on the server). */
export function useVisitorDate(value: string | null): string {
  return useBrowserValue(() => (value ? formatDate(value) : ''), value ? formatDate(value, 'UTC') : '');
}
