import { useSyncExternalStore } from 'react';
import { AUTH_HEADER_NAMES, type AuthHeaders } from '@nprm/contracts';
import { setApiHooks } from './api';

/**
 * The admin auth record (docs/product.md, login; docs/api.md, Authentication): the five headers a sign-in answer
 * carries, kept in local storage so a reload stays signed in.
 * - A response carrying a new, non-blank access-token replaces the record, unless its expiry is earlier than the
 *   stored one's (docs/api.md: the server renews the token per request; keep the newest, ignore blank).
 * - A failed token validation, a 401 anywhere, and sign-out (even a failed one) clear it.
 */
export type AuthRecord = AuthHeaders;

export const AUTH_STORAGE_KEY = 'nprm.admin.auth';

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; record: AuthRecord | null } = { raw: null, record: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function parseRecord(raw: string | null): AuthRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return null;
    const record = {} as AuthRecord;
    for (const name of AUTH_HEADER_NAMES) {
      const field = value[name];
      if (typeof field !== 'string') return null;
      record[name] = field;
    }
    return record['access-token'].trim() && record.client && record.uid ? record : null;
  } catch {
    return null;
  }
}

/** True when the record's expiry (epoch seconds) has passed; an unreadable expiry is left to the server to judge. */
export function isExpired(record: AuthRecord, now = Date.now()): boolean {
  const seconds = Number(record.expiry);
  return Number.isFinite(seconds) && seconds > 0 && seconds * 1000 <= now;
}

/** The stored record, or null when there is none, it is unreadable or it has expired. */
export function readAuth(): AuthRecord | null {
  const raw = storage()?.getItem(AUTH_STORAGE_KEY) ?? null;
  if (raw !== snapshot.raw) snapshot = { raw, record: parseRecord(raw) };
  const record = snapshot.record;
  if (record && isExpired(record)) return null;
  return record;
}

export function writeAuth(record: AuthRecord): void {
  storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
  notify();
}

export function clearAuth(): void {
  const store = storage();
  if (store?.getItem(AUTH_STORAGE_KEY) === null) return;
  store?.removeItem(AUTH_STORAGE_KEY);
  notify();
}

/**
 * The record a response's headers describe, or null when it carries no new access token. Headers the response
 * leaves out (a renewal may send only access-token and expiry) keep their previous values.
 */
export function authFromHeaders(headers: Headers, previous: AuthRecord | null): AuthRecord | null {
  const token = headers.get('access-token')?.trim();
  if (!token) return null;
  const record = {} as AuthRecord;
  for (const name of AUTH_HEADER_NAMES) record[name] = headers.get(name)?.trim() || previous?.[name] || '';
  record['access-token'] = token;
  if (!record['token-type']) record['token-type'] = 'Bearer';
  return record.client && record.uid ? record : null;
}

/**
 * True when `next` is older than `previous` for the same client: an answer to a request sent before the last
 * renewal, arriving after it (docs/api.md, "Authentication"). The newer token has the later expiry.
 */
export function isOlderRecord(next: AuthRecord, previous: AuthRecord | null): boolean {
  if (!previous || previous.client !== next.client) return false;
  const [nextExpiry, previousExpiry] = [Number(next.expiry), Number(previous.expiry)];
  return Number.isFinite(nextExpiry) && Number.isFinite(previousExpiry) && nextExpiry < previousExpiry;
}

/** Keeps the record a response carries, if it carries a newer one. Returns whether the stored record changed. */
export function rememberAuthFrom(response: Response): boolean {
  const previous = readAuth();
  const next = authFromHeaders(response.headers, previous);
  if (!next || isOlderRecord(next, previous)) return false;
  if (previous && AUTH_HEADER_NAMES.every((name) => previous[name] === next[name])) return false;
  writeAuth(next);
  return true;
}

/**
 * The headers an authenticated call sends (docs/api.md, Authentication): access-token, client, expiry, token-type, uid.
 */
export function authRequestHeaders(): Record<string, string> {
  const record = readAuth();
  return record ? { ...record } : {};
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current auth record, re-rendering when it is stored, replaced or cleared (also from another tab). */
export function useAuthRecord(): AuthRecord | null {
  return useSyncExternalStore(subscribeAuth, readAuth, () => null);
}

/**
 * Installs the api client hooks: every request sends the record's headers; every answer may renew it; a 401
 * clears it and calls `onUnauthorized` (the admin app sends the user to /admin/login).
 */
export function installAuthHooks(onUnauthorized: (signedOutUid: string | null) => void): void {
  setApiHooks({
    requestHeaders: authRequestHeaders,
    onResponse(response) {
      if (response.status === 401) {
        // Who was signed out: only the same person comes back to the page (and draft) they left.
        const uid = readAuth()?.uid ?? null;
        clearAuth();
        onUnauthorized(uid);
        return;
      }
      rememberAuthFrom(response);
    },
  });
}
