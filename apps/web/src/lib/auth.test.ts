import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import {
  AUTH_STORAGE_KEY,
  authFromHeaders,
  clearAuth,
  installAuthHooks,
  readAuth,
  rememberAuthFrom,
  subscribeAuth,
  writeAuth,
  type AuthRecord,
} from './auth';

const inAnHour = String(Math.floor(Date.now() / 1000) + 3600);
const record: AuthRecord = {
  'access-token': 'token-1',
  'token-type': 'Bearer',
  client: 'client-1',
  expiry: inAnHour,
  uid: 'admin@example.com',
};

function answer(status: number, headers: Record<string, string> = {}, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('auth record (docs/product.md, login)', () => {
  it('is kept in local storage with the five fields and survives a re-read (L-05, L-07, EN-27)', () => {
    writeAuth(record);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toEqual(record);
    expect(readAuth()).toEqual(record);
  });

  it('ignores an unreadable, incomplete or expired record', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(readAuth()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...record, client: undefined }));
    expect(readAuth()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...record, expiry: '1000' }));
    expect(readAuth()).toBeNull();
  });

  it('is replaced by a response carrying a new access token, keeping fields the renewal leaves out (L-10)', () => {
    writeAuth(record);
    const renewed = answer(200, { 'access-token': 'token-2', expiry: String(Number(inAnHour) + 60) });
    expect(rememberAuthFrom(renewed)).toBe(true);
    expect(readAuth()).toEqual({ ...record, 'access-token': 'token-2', expiry: String(Number(inAnHour) + 60) });
  });

  it('keeps the newest token: an answer renewed earlier (earlier expiry) arriving late does not replace it (L-10)', () => {
    const later = String(Number(inAnHour) + 60);
    writeAuth({ ...record, 'access-token': 'token-3', expiry: later });
    expect(rememberAuthFrom(answer(200, { 'access-token': 'token-2', expiry: inAnHour }))).toBe(false);
    expect(readAuth()?.['access-token']).toBe('token-3');
    expect(rememberAuthFrom(answer(200, { 'access-token': 'token-4', expiry: String(Number(later) + 5) }))).toBe(true);
    expect(readAuth()?.['access-token']).toBe('token-4');
    // A batch answer (blank access-token and expiry) keeps the record.
    expect(rememberAuthFrom(answer(200, { 'access-token': ' ', expiry: ' ', client: 'client-1' }))).toBe(false);
    expect(readAuth()?.['access-token']).toBe('token-4');
  });

  it('is not replaced by a blank or missing access token', () => {
    writeAuth(record);
    expect(rememberAuthFrom(answer(200, { 'access-token': '  ', client: 'other' }))).toBe(false);
    expect(rememberAuthFrom(answer(200))).toBe(false);
    expect(readAuth()).toEqual(record);
  });

  it('reads a sign-in answer into a record only when client and uid come with the token', () => {
    const headers = new Headers({ 'access-token': 't', client: 'c', uid: 'u', expiry: '9999999999' });
    expect(authFromHeaders(headers, null)).toEqual({
      'access-token': 't',
      'token-type': 'Bearer',
      client: 'c',
      uid: 'u',
      expiry: '9999999999',
    });
    expect(authFromHeaders(new Headers({ 'access-token': 't' }), null)).toBeNull();
  });

  it('tells subscribers when it changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    writeAuth(record);
    clearAuth();
    unsubscribe();
    writeAuth(record);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('api client hooks', () => {
  it('send the five auth headers on every call (L-08)', async () => {
    writeAuth(record);
    const fetchMock = vi.fn(async () => answer(200, {}, []));
    vi.stubGlobal('fetch', fetchMock);
    installAuthHooks(() => undefined);
    await api('/api/mounts');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject(record);
  });

  it('keep a renewed token from any answer (L-10)', async () => {
    writeAuth(record);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { 'access-token': 'token-3' }, [])),
    );
    installAuthHooks(() => undefined);
    await api('/api/mounts');
    expect(readAuth()?.['access-token']).toBe('token-3');
  });

  it('clear the record and report a 401 anywhere (X-01, X-02)', async () => {
    writeAuth(record);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, {}, { errors: ['You need to sign in or sign up before continuing.'] })),
    );
    const onUnauthorized = vi.fn();
    installAuthHooks(onUnauthorized);
    await expect(api('/api/mounts')).rejects.toMatchObject({ status: 401 });
    expect(readAuth()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // Who was signed out, so only that person is brought back to the page it left.
    expect(onUnauthorized).toHaveBeenCalledWith(record.uid);
  });

  it('send no auth headers without a record (L-09)', async () => {
    const fetchMock = vi.fn(async () => answer(401));
    vi.stubGlobal('fetch', fetchMock);
    installAuthHooks(() => undefined);
    await expect(api('/api/resellers')).rejects.toMatchObject({ status: 401 });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.keys(init[1].headers as Record<string, string>)).not.toContain('access-token');
  });
});
