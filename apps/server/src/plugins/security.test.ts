import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';

describe('the API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it('counts a percent-encoded API path (/%61pi/...) like the route it reaches', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await get('/%61pi/roof_types', '10.0.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('shares one count between the encoded and the plain form of a path', async () => {
    const statuses = [
      (await get('/api/roof_types', '10.0.0.2')).statusCode,
      (await get('/%61pi/roof_types', '10.0.0.2')).statusCode,
      (await get('/%61%70%69/roof_types', '10.0.0.2')).statusCode,
      (await get('/api/roof_types', '10.0.0.2')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('lets exactly the limit of parallel requests from one address through (their hits counted together)', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/api/roof_types', '10.0.0.4')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const remaining = answers.filter((a) => a.statusCode === 200).map((a) => a.headers['x-ratelimit-remaining']);
    expect(remaining.sort()).toEqual(['0', '1', '2']);
  });

  it('leaves the health check out of the limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await get('/api/health', '10.0.0.3')).statusCode).toBe(200);
      expect((await get('/%61pi/health', '10.0.0.3')).statusCode).toBe(200);
    }
  });
});
