/**
 * The OpenAPI document as an integrator's tools read it: Redocly's linter (its recommended rules) finds no error,
 * and the records come as named component schemas that the operations reference, with servers and a license.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';

// The document is read as JSON: each member is checked by the assertions.
/* eslint-disable @typescript-eslint/no-explicit-any */

describe('the OpenAPI document for integrators', () => {
  let app: FastifyInstance;
  let database: Database;
  let document: any;
  let text: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
    text = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    document = JSON.parse(text);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
  });

  it('names its server and its license', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toEqual({ name: expect.stringMatching(/^Proprietary/) });
  });

  it('answers the records as named component schemas, referenced by the operations', () => {
    const schemas = document.components.schemas;
    for (const name of ['Mount', 'Antenna', 'Reseller', 'ResellerMount', 'RoofType', 'Lead', 'SearchResult', 'Error'])
      expect(schemas[name], name).toMatchObject({ type: 'object' });
    const json = (method: string, path: string, status: string) =>
      document.paths[path][method].responses[status].content['application/json'].schema;
    expect(json('get', '/api/mounts/{id}', '200')).toEqual({ $ref: '#/components/schemas/Mount' });
    expect(json('get', '/api/mounts', '200')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Mount' } });
    expect(json('put', '/api/antennas/{id}', '200')).toEqual({ $ref: '#/components/schemas/Antenna' });
    expect(json('post', '/api/mount_search_results', '201')).toEqual({ $ref: '#/components/schemas/SearchResult' });
    expect(json('put', '/api/antennas/{id}', '422')).toEqual({ $ref: '#/components/schemas/ValidationError' });
    expect(json('put', '/api/antennas/{id}', '401')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(schemas.Mount.properties).toHaveProperty('lock_version');
    // Every reference names a component that is there.
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((name) => !(name in schemas))).toEqual([]);
  });
});
