import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

/** docs/api.md, "Error bodies": requests Node itself refuses still get the API's `{"errors": [...]}` body. */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Writes raw bytes on a fresh connection and returns everything the server sends until it closes. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolveAnswer, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolveAnswer(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string): { status: number; contentType: string | undefined; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headers] = head.split('\r\n');
  const contentType = headers
    .find((line) => /^content-type:/i.test(line))
    ?.split(':')[1]
    ?.trim();
  return { status: Number(statusLine.split(' ')[1]), contentType, body: JSON.parse(body) };
}

describe("Node's own client errors", () => {
  it('a malformed request line: 400 with the API error body', async () => {
    const answer = parse(await raw('THIS IS NOT HTTP\r\n\r\n'));
    expect(answer).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { errors: ['Bad request'] },
    });
  });

  it('a bad header line: 400 with the API error body', async () => {
    const answer = parse(await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: ['Bad request'] });
  });

  it('headers above the limit: 431 with the API error body', async () => {
    const huge = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`;
    const answer = parse(await raw(huge));
    expect(answer).toEqual({
      status: 431,
      contentType: 'application/json; charset=utf-8',
      body: { errors: ['Request header fields are too large'] },
    });
  });

  it('a well-formed request on the same server is answered as usual', async () => {
    const answer = await raw('GET /api/nothing-here HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('{"errors":["Not found"]}');
  });
});

describe("Fastify's own refusals, in the API's shape", () => {
  it('a path that cannot be decoded or a parameter over its length: 404 Not found, not to be framed', async () => {
    for (const url of [
      '/api/reviews/%ff%fe',
      '/%E0',
      '/api/mount_search_results/token/%ff',
      `/api/reviews/${'V'.repeat(300)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ errors: ['Not found'] });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('a body that is not JSON on a JSON route: 415, nothing changed', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/mount_search_results',
        headers: { 'content-type': type },
        payload: '{"antenna": 1}',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json(), type).toEqual({ errors: ['Unsupported content type: send application/json'] });
    }
  });
});
