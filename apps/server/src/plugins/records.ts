import { errorResponses, parseRecordId, recordPath } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isUniqueViolation } from '../db/records.js';
import { ApiError, type FieldErrors } from './errors.js';

/** The id of /api/…/{id}, or 404 when the text cannot name a record ("abc", 0, beyond the integer range). */
export function recordIdOr404(raw: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw ApiError.notFound();
  return id;
}

/** The record, or 404 when there is none. */
export function foundOr404<T>(record: T | undefined): T {
  if (record === undefined) throw ApiError.notFound();
  return record;
}

/** Timestamps leave the API as ISO 8601 UTC strings. */
export function isoOrNull(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

/** Runs a write; a unique-constraint violation (a race the pre-check missed) becomes this 422. */
export async function uniqueOr422<T>(write: () => Promise<T>, errors: FieldErrors): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.validation(errors);
    throw error;
  }
}

export interface AdminWrites<CreateSchema extends z.ZodType, UpdateSchema extends z.ZodType, Record> {
  /** e.g. "/api/mounts": POST here, PUT/DELETE …/{id}, PUT …/{id}/reactivate. */
  path: string;
  createBody: CreateSchema;
  updateBody: UpdateSchema;
  /** The record every write answers (201 on create, 200 otherwise). */
  response: z.ZodType;
  create(input: z.output<CreateSchema>): Promise<Record>;
  update(id: number, input: z.output<UpdateSchema>): Promise<Record | undefined>;
  deactivate(id: number): Promise<Record | undefined>;
  reactivate(id: number): Promise<Record | undefined>;
}

/**
 * The four admin writes every catalogue entity has (docs/api.md): create (201), update, deactivate (DELETE, soft) and
 * reactivate, each answering the record, each behind app.authenticate, each announcing a catalogue change so
 * read caches drop their copy.
 */
export function registerAdminWrites<C extends z.ZodType, U extends z.ZodType, R>(instance: FastifyInstance, writes: AdminWrites<C, U, R>): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const changed = <T>(record: T): T => {
    app.ctx.catalogue.changed();
    return record;
  };
  app.post(writes.path, { onRequest: app.authenticate, schema: { body: writes.createBody, response: { 201: writes.response, ...errorResponses } } }, async (request, reply) =>
    reply.status(201).send(changed(await writes.create(request.body as z.output<C>))),
  );
  app.put(`${writes.path}/:id`, { onRequest: app.authenticate, schema: { params: recordPath, body: writes.updateBody, response: { 200: writes.response, ...errorResponses } } }, async (request) =>
    changed(foundOr404(await writes.update(recordIdOr404(request.params.id), request.body as z.output<U>))),
  );
  app.delete(`${writes.path}/:id`, { onRequest: app.authenticate, schema: { params: recordPath, response: { 200: writes.response, ...errorResponses } } }, async (request) =>
    changed(foundOr404(await writes.deactivate(recordIdOr404(request.params.id)))),
  );
  app.put(`${writes.path}/:id/reactivate`, { onRequest: app.authenticate, schema: { params: recordPath, response: { 200: writes.response, ...errorResponses } } }, async (request) =>
    changed(foundOr404(await writes.reactivate(recordIdOr404(request.params.id)))),
  );
}
