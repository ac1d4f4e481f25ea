/** Assertions the admin API test files share: the same behaviour of every catalogue entity, checked one way. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAdminTestApp, type AdminCall, type AdminTestApp } from './admin-sessions.js';

/**
 * The admin test app of the calling describe block: created before its tests, closed after them. `app`, `admin`
 * and `database` read the current app; `call` sends as the admin.
 */
export function useAdminTestApp(): Pick<AdminTestApp, 'app' | 'admin' | 'database' | 'call'> {
  let current: AdminTestApp | undefined;
  beforeAll(async () => {
    current = await createAdminTestApp();
  });
  afterAll(() => current?.close());
  const t = (): AdminTestApp => {
    if (!current) throw new Error('the admin test app is used before beforeAll has run');
    return current;
  };
  return {
    get app() {
      return t().app;
    },
    get admin() {
      return t().admin;
    },
    get database() {
      return t().database;
    },
    call: (...request) => t().call(...request),
  };
}

/** POSTs a record, expects 201, answers the created record. */
export async function createRecord<T>(call: AdminCall, path: string, body: object): Promise<T> {
  const response = await call('POST', path, body);
  expect(response.statusCode, `POST ${path} ${response.body}`).toBe(201);
  return response.json<T>();
}

/**
 * The body of POST /api/mounts for a plain 10 lb sled with part number `part`, named and linked after it; `fields`
 * replace or add any others.
 */
export function sledMountBody(part: string, fields: Record<string, unknown> = {}) {
  return {
    part_number: part,
    name: `Mount ${part}`,
    weight: 10,
    half_base_width: 2,
    height_to_antenna_centerline: 3,
    mast_diameter: 1.66,
    mast_length: 5,
    max_roof_load: 30,
    square_footage: 1,
    product_url: `https://example.com/${part}`,
    ...fields,
  };
}

/** An id no catalogue record of a test has. */
export const UNKNOWN_ID = 999999;

/**
 * Every call on an id no record has (GET, PUT, DELETE, PUT …/reactivate at `${path}/${UNKNOWN_ID}`), plus `more`, answers
 * 404 with the "Not found" body. `updateBody` is a valid PUT body, so the 404 is not a 422.
 */
export async function expectNotFoundForUnknownIds(
  call: AdminCall,
  path: string,
  updateBody: object,
  more: [Parameters<AdminCall>[0], string][] = [],
): Promise<void> {
  const id = UNKNOWN_ID;
  for (const [method, url] of [
    ['GET', `${path}/${id}`],
    ['PUT', `${path}/${id}`],
    ['DELETE', `${path}/${id}`],
    ['PUT', `${path}/${id}/reactivate`],
    ...more,
  ] as const) {
    const response = await call(method, url, method === 'PUT' ? updateBody : undefined);
    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  }
}

/** A 422 saying the field's value is already taken (`label` is the field as the message names it). */
export function expectTaken(response: LightMyRequestResponse, field: string, label: string): void {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    errors: { [field]: ['has already been taken'] },
    full_messages: [`${label} has already been taken`],
  });
}
