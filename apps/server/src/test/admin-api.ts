/** Assertions the admin API test files share: the same behaviour of every catalogue entity, checked one way. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AdminCall } from './admin-sessions.js';

/** POSTs a record, expects 201, answers the created record. */
export async function createRecord<T>(call: AdminCall, path: string, body: object): Promise<T> {
  const response = await call('POST', path, body);
  expect(response.statusCode, `POST ${path} ${response.body}`).toBe(201);
  return response.json<T>();
}

/**
 * Every call on an id no record has (GET, PUT, DELETE, PUT …/reactivate at `${path}/${id}`), plus `more`, answers
 * 404 with the "Not found" body. `updateBody` is a valid PUT body, so the 404 is not a 422.
 */
export async function expectNotFoundForUnknownIds(
  call: AdminCall,
  options: { path: string; id: string; updateBody: object; more?: [Parameters<AdminCall>[0], string][] },
): Promise<void> {
  const { path, id } = options;
  for (const [method, url] of [
    ['GET', `${path}/${id}`],
    ['PUT', `${path}/${id}`],
    ['DELETE', `${path}/${id}`],
    ['PUT', `${path}/${id}/reactivate`],
    ...(options.more ?? []),
  ] as const) {
    const response = await call(method, url, method === 'PUT' ? options.updateBody : undefined);
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
