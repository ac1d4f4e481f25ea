import { diagnosticsQuery, mountSearchRequest } from '@nprm/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, TEST_ADMIN } from '../test/admin-sessions.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { countRows, publicCatalogue, rowChanges, searchVariants } from './support.js';

/**
 * Generated bodies, query strings, path ids and headers for every public endpoint: never a 500, every 4xx
 * carries the API's JSON error body, and a 4xx writes nothing (the one exception the API defines: a search with
 * no fitting mount answers 404 and keeps the lead, one row).
 */

const NASTY_TEXT = [
  '',
  ' ',
  '  7 ',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b1',
  '1_000',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  'false',
  'B',
  'c',
  'E',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '💥',
  'é',
  "'; drop table mounts; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '{"a":1}',
  '[1,2]',
  '%00',
  '%zz',
  '../../etc/passwd',
  'a'.repeat(5000),
];

const scalar = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    1,
    1.5,
    500,
    500.0001,
    1000,
    1001,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e-308,
  ),
  fc.boolean(),
  fc.constant(null),
);
const anyValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
);

/** A JSON object over the given keys (and a few unknown ones) with any values. */
function objectOver(keys: readonly string[]) {
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: keys.length }),
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 2 }),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }));
}

/** A valid object with a few fields replaced by anything or removed. */
function mutationsOf(valid: fc.Arbitrary<Record<string, unknown>>, keys: readonly string[]) {
  return fc
    .tuple(
      valid,
      fc.array(fc.tuple(fc.constantFrom(...keys), fc.option(anyValue, { nil: undefined })), {
        minLength: 1,
        maxLength: 3,
      }),
    )
    .map(([object, changes]) => {
      const copy: Record<string, unknown> = { ...object };
      for (const [key, value] of changes) {
        if (value === undefined) delete copy[key];
        else copy[key] = value;
      }
      return copy;
    });
}

/** A request body as sent: JSON of any object, any JSON value, or text that is not JSON. */
function bodyText(objects: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    { weight: 8, arbitrary: objects.map((object) => JSON.stringify(object)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"antenna":1,}'),
      ),
    },
  );
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json, text/plain',
    ),
  },
);

/**
 * A query string: known and unknown keys (repeated too) with any text, a valid query with a few values changed,
 * or raw text with broken escapes.
 */
function queryOver(keys: readonly string[], valid?: fc.Arbitrary<Record<string, string>>) {
  const value = fc.oneof(
    fc.constantFrom(...NASTY_TEXT),
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.double().map(String),
  );
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 8 }));
  const pairs = fc.array(fc.tuple(key, value), { maxLength: keys.length + 3 });
  const changed = valid
    ? fc
        .tuple(valid, fc.array(fc.tuple(key, fc.option(value, { nil: undefined })), { minLength: 1, maxLength: 2 }))
        .map(([query, changes]) => {
          const pairsOfQuery = Object.entries(query);
          for (const [name, text] of changes) {
            const index = pairsOfQuery.findIndex(([existing]) => existing === name);
            if (index >= 0) pairsOfQuery.splice(index, 1);
            if (text !== undefined) pairsOfQuery.push([name, text]);
          }
          return pairsOfQuery;
        })
    : pairs;
  const encoded = fc.oneof(pairs, changed).map((list) => new URLSearchParams(list).toString());
  const raw = fc
    .array(
      fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%FF',
        '&',
        '=',
        '[',
        ']',
        '[]',
        '+',
        '%2B',
        '%00',
        ...keys.map((key) => `${key}=`),
        'a',
        '1',
        '-',
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join(''));
  return fc.oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

/** The {id} or {token} of a path: valid-looking, out of range, or any text (percent-encoded). */
const pathSegment = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    ' 1',
    '0x1',
    '2147483648',
    '99999999999999999999',
    'null',
    '%00',
    '..',
    '%2e%2e',
    'a%2Fb',
  ),
  fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent),
  fc
    .base64String({ minLength: 20, maxLength: 44 })
    .map((text) => encodeURIComponent(text.replace(/\+/g, '-').replace(/\//g, '_'))),
);

/** Header text a client could send (printable ASCII; Node refuses the rest before the server sees it). */
const headerText = fc.oneof(
  fc.constantFrom(
    '',
    'localhost',
    'LOCALHOST:3000',
    'www.localhost',
    'demo.example.com',
    'xn--80ak6aa92e.com',
    '[::1]:80',
    '127.0.0.1',
    'a'.repeat(300),
  ),
  fc.domain(),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
);

describe('fuzz: generated input on every public endpoint', () => {
  let t: TestApp;
  let validSearch: fc.Arbitrary<Record<string, unknown>>;
  let validDiagnostics: fc.Arbitrary<Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMIT_MAX: '10000000', SIGN_IN_MAX_FAILURES: '10000000' } });
    await createTestAdmin(t.app);
    const variants = searchVariants(await publicCatalogue(t.app));
    // One search first, so that this address's search counters (a minute's, a day's) exist before any check.
    await t.app.inject({ method: 'POST', url: '/api/mount_search_results', payload: variants[0]! });
    validSearch = fc.constantFrom(...variants);
    validDiagnostics = fc.constantFrom(
      ...variants.map((variant) => {
        const { customer_name: _name, customer_email: _email, customer_company: _company, ...inputs } = variant;
        return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [name, String(value)]));
      }),
    );
  });
  afterAll(() => t.close());

  /** Sends one generated request and checks the API's promises for it. */
  async function check(
    request: InjectOptions & { url: string },
    allowedWrites: (response: LightMyRequestResponse) => Record<string, number> = () => ({}),
    counters: 'unchanged' | 'may count' = 'unchanged',
  ): Promise<void> {
    const before = await countRows(t.database.db);
    const response = await t.app.inject(request);
    const after = await countRows(t.database.db);
    const what = `${request.method ?? 'GET'} ${request.url} ${typeof request.payload === 'string' ? request.payload.slice(0, 300) : ''}`;
    expect(response.statusCode, `${what} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.headers['content-type'], what).toMatch(/^application\/json/);
      expect(Object.keys(response.json<Record<string, unknown>>()), what).toContain('errors');
    }
    const changes = rowChanges(before, after);
    // A sign-in attempt is counted before its password is checked (docs/api.md, "Authentication"): a refused one
    // may add its account-and-address and address counters, and nothing else.
    if (counters === 'may count') {
      expect(changes.rate_limit_counters ?? 0, what).toBeLessThanOrEqual(2);
      delete changes.rate_limit_counters;
    }
    expect(changes, what).toEqual(allowedWrites(response));
  }

  const searchWrites = (response: LightMyRequestResponse): Record<string, number> => {
    const keptLead =
      response.statusCode === 404 && response.json<{ errors: string[] }>().errors[0] === 'No compatible mount found';
    return response.statusCode === 201 || keptLead ? { mount_search_results: 1 } : {};
  };

  it('POST /api/mount_search_results', async () => {
    // Every field the request schema knows (the same list the contract validates).
    const keys = Object.keys(mountSearchRequest.shape);
    // Valid searches with any values the API accepts: the 201 and no-fit paths with every kind of text and number.
    const text = fc
      .string({ minLength: 1, maxLength: 200 })
      .filter((value) => value.trim() !== '' && !value.includes('\u0000'));
    const asGiven = (number: fc.Arbitrary<number>) => fc.oneof(number, number.map(String));
    const accepted = fc
      .tuple(
        validSearch,
        fc.record(
          {
            building_height: asGiven(fc.double({ min: 0.01, max: 500, noNaN: true })),
            wind_speed: asGiven(fc.double({ min: 0.01, max: 1000, noNaN: true })),
            location_latitude: fc.double({ min: -90, max: 90, noNaN: true }),
            location_longitude: fc.double({ min: -180, max: 180, noNaN: true }),
            wind_exposure: fc.constantFrom('B', 'C', 'D'),
            ridge_mount: fc.constantFrom(true, false, 'true', 'false', '1', '0'),
            location: text,
            customer_name: text,
            customer_company: text,
          },
          { requiredKeys: [] },
        ),
      )
      .map(([valid, changes]) => {
        const body: Record<string, unknown> = { ...valid, ...changes };
        if ('location_latitude' in changes !== 'location_longitude' in changes) {
          delete body.location_latitude;
          delete body.location_longitude;
        }
        return body;
      });
    const objects = fc.oneof(
      { weight: 3, arbitrary: accepted },
      { weight: 3, arbitrary: mutationsOf(validSearch, keys) },
      { weight: 2, arbitrary: objectOver(keys) },
    );
    await fc.assert(
      fc.asyncProperty(bodyText(objects), contentType, async (payload, type) => {
        await check(
          { method: 'POST', url: '/api/mount_search_results', payload, headers: { 'content-type': type } },
          searchWrites,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('GET /api/mount_search_results/token/{token}', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/mount_search_results',
      payload: searchVariants(await publicCatalogue(t.app))[0]!,
    });
    const token = saved.statusCode === 201 ? saved.json<{ token: string }>().token : 'none';
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(pathSegment, fc.constantFrom(token, `${token}x`, token.slice(1), token.toUpperCase())),
        async (segment) => {
          await check({ method: 'GET', url: `/api/mount_search_results/token/${segment}` });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('GET /api/mount_search_results/diagnostics', async () => {
    const keys = Object.keys(diagnosticsQuery.shape);
    await fc.assert(
      fc.asyncProperty(queryOver(keys, validDiagnostics), async (query) => {
        await check({ method: 'GET', url: `/api/mount_search_results/diagnostics?${query}` });
      }),
      { numRuns: 200 },
    );
  });

  it('GET /api/places and /api/wind_speed', async () => {
    const validPlaces = fc.record({
      q: fc.constantFrom('chi', 'new y', 'São', 'zürich', 'a'),
      limit: fc.integer({ min: 1, max: 20 }).map(String),
      countries: fc.constantFrom('US', 'US,CA', 'de'),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }).map(String),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }).map(String),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/places', '/api/wind_speed'),
        queryOver(['q', 'limit', 'countries', 'latitude', 'longitude'], validPlaces),
        async (path, query) => {
          await check({ method: 'GET', url: `${path}?${query}` });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('GET /api/antennas, /api/roof_types and /api/resellers/{id}, with and without an id', async () => {
    const collection = fc.constantFrom('/api/antennas', '/api/roof_types', '/api/resellers');
    const request = fc.oneof(
      fc
        .tuple(
          collection.filter((path) => path !== '/api/resellers'),
          queryOver(['reseller_id', 'include_inactive']),
        )
        .map(([path, query]) => `${path}?${query}`),
      fc
        .tuple(collection, pathSegment, queryOver(['include_inactive']))
        .map(([path, id, query]) => `${path}/${id}?${query}`),
    );
    await fc.assert(
      fc.asyncProperty(request, async (url) => {
        await check({ method: 'GET', url });
      }),
      { numRuns: 250 },
    );
  });

  it('GET /api/resellers/init with any host', async () => {
    await fc.assert(
      fc.asyncProperty(headerText, queryOver(['domain']), async (host, query) => {
        await check({ method: 'GET', url: `/api/resellers/init?${query}`, headers: { host } });
      }),
      { numRuns: 150 },
    );
  });

  it('POST /api/auth/sign_in and GET /api/auth/validate_token', async () => {
    const credentials = fc.record(
      {
        email: fc.oneof(
          fc.constantFrom(TEST_ADMIN.email, TEST_ADMIN.email.toUpperCase(), ` ${TEST_ADMIN.email} `),
          fc.emailAddress(),
          anyValue,
        ),
        password: fc.oneof(
          fc.constantFrom(`${TEST_ADMIN.password} `, TEST_ADMIN.password.slice(1), 'x'.repeat(2000)),
          anyValue,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(bodyText(credentials), contentType, async (payload, type) => {
        await check(
          { method: 'POST', url: '/api/auth/sign_in', payload, headers: { 'content-type': type } },
          () => ({}),
          'may count',
        );
      }),
      { numRuns: 25 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            uid: headerText,
            'access-token': headerText,
            client: headerText,
            expiry: headerText,
            'token-type': headerText,
          },
          { requiredKeys: [] },
        ),
        queryOver(['uid', 'access-token', 'client']),
        async (headers, query) => {
          await check({ method: 'GET', url: `/api/auth/validate_token?${query}`, headers });
        },
      ),
      { numRuns: 100 },
    );
  });
});
