import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiResponse, ApiRequestError, setApiHooks } from './api';

function answer(status: number, statusText: string, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText, headers: { 'content-type': contentType } })),
  );
}

async function failure(): Promise<ApiRequestError> {
  try {
    await api('/api/anything');
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('api client errors (docs/product.md, error messages)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives any other non-OK status an error carrying the status text (X-06)', async () => {
    answer(503, 'Service Unavailable', '<html>proxy error</html>', 'text/html');
    const error = await failure();
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.message).toBe('Service Unavailable');
  });

  it("prefers the server's first error as the message and still carries the status text", async () => {
    answer(404, 'Not Found', JSON.stringify({ errors: ['Not found'] }));
    const error = await failure();
    expect(error.message).toBe('Not found');
    expect(error.statusText).toBe('Not Found');
  });

  it('turns a 422 body into field errors and full messages', async () => {
    answer(
      422,
      'Unprocessable Entity',
      JSON.stringify({ errors: { name: ["can't be blank"] }, full_messages: ["Name can't be blank"] }),
    );
    const error = await failure();
    expect(error.fieldErrors).toEqual({ name: ["can't be blank"] });
    expect(error.fullMessages).toEqual(["Name can't be blank"]);
    expect(error.message).toBe("Name can't be blank");
  });

  it("names the server's own first message, and none when it sent none", async () => {
    answer(401, 'Unauthorized', JSON.stringify({ errors: ['Invalid login credentials. Please try again.'] }));
    expect((await failure()).serverMessage).toBe('Invalid login credentials. Please try again.');
    answer(
      422,
      'Unprocessable Entity',
      JSON.stringify({ errors: { email: ['is taken'] }, full_messages: ['Email is taken'] }),
    );
    expect((await failure()).serverMessage).toBe('Email is taken');
    answer(502, 'Bad Gateway', '<html>Bad gateway</html>', 'text/html');
    expect((await failure()).serverMessage).toBeUndefined();
    answer(401, 'Unauthorized', JSON.stringify({ errors: [' '] }));
    expect((await failure()).serverMessage).toBeUndefined();
  });
});

describe('api client hooks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiHooks({ requestHeaders: () => ({}), onResponse: () => undefined });
  });

  it("sends the hooks' headers and shows them every answer, unless a call goes past them", async () => {
    const onResponse = vi.fn();
    setApiHooks({ requestHeaders: () => ({ 'access-token': 'token-1' }), onResponse });
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiResponse('/api/mounts')).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'access-token': 'token-1' });
    expect(onResponse).toHaveBeenCalledTimes(1);
    await expect(
      apiResponse('/api/auth/sign_in', { method: 'POST', body: {}, withoutHooks: true }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('access-token');
    expect(onResponse).toHaveBeenCalledTimes(1);
  });
});
