import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from './api';

function answer(status: number, statusText: string, body: string, contentType = 'application/json') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, statusText, headers: { 'content-type': contentType } })));
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

describe('api client errors (SPEC.md §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives any other non-OK status an error carrying the status text (X-06)', async () => {
    answer(503, 'Service Unavailable', '<html>proxy error</html>', 'text/html');
    const error = await failure();
    expect(error.status).toBe(503);
    expect(error.statusText).toBe('Service Unavailable');
    expect(error.message).toBe('Service Unavailable');
  });

  it('prefers the server\'s first error as the message and still carries the status text', async () => {
    answer(404, 'Not Found', JSON.stringify({ errors: ['Not found'] }));
    const error = await failure();
    expect(error.message).toBe('Not found');
    expect(error.statusText).toBe('Not Found');
  });

  it('turns a 422 body into field errors and full messages', async () => {
    answer(422, 'Unprocessable Entity', JSON.stringify({ errors: { name: ["can't be blank"] }, full_messages: ["Name can't be blank"] }));
    const error = await failure();
    expect(error.fieldErrors).toEqual({ name: ["can't be blank"] });
    expect(error.fullMessages).toEqual(["Name can't be blank"]);
    expect(error.message).toBe("Name can't be blank");
  });
});
