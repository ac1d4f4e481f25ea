import { errorResponses, parseRecordId, recordPath } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError } from '../errors.js';

/** The id of /api/…/{id}, or 404 when the text cannot name a record ("abc", 0, beyond the integer range). */
export function recordIdOr404(raw: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw ApiError.notFound();
  return id;
}

export interface AdminWrites<CreateSchema extends z.ZodType, UpdateSchema extends z.ZodType, Record> {
  /** e.g. "/api/mounts": POST here, PUT/DELETE …/{id}, PUT …/{id}/reactivate. */
  path: string;
  createBody: CreateSchema;
  updateBody: UpdateSchema;
  /** The record every write answers (201 on create, 200 otherwise). */
  response: z.ZodType;
  create(input: z.output<CreateSchema>): Promise<Record>;
  /** These three answer 404 (ApiError) when no record has the id. */
  update(id: number, input: z.output<UpdateSchema>): Promise<Record>;
  deactivate(id: number): Promise<Record>;
  reactivate(id: number): Promise<Record>;
}

/**
 * The four admin writes every catalogue entity has (docs/api.md): create (201), update, deactivate (DELETE, soft) and
 * reactivate, each answering the record, each behind app.authenticate, each announcing a catalogue change so
 * read caches drop their copy.
 */
export function registerAdminWrites<C extends z.ZodType, U extends z.ZodType, R>(
  instance: FastifyInstance,
  writes: AdminWrites<C, U, R>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const changed = <T>(record: T): T => {
    app.ctx.catalogue.changed();
    return record;
  };
  app.post(
    writes.path,
    {
      onRequest: app.authenticate,
      schema: { body: writes.createBody, response: { 201: writes.response, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(changed(await writes.create(request.body as z.output<C>))),
  );
  app.put(
    `${writes.path}/:id`,
    {
      onRequest: app.authenticate,
      schema: { params: recordPath, body: writes.updateBody, response: { 200: writes.response, ...errorResponses } },
    },
    async (request) => changed(await writes.update(recordIdOr404(request.params.id), request.body as z.output<U>)),
  );
  app.delete(
    `${writes.path}/:id`,
    {
      onRequest: app.authenticate,
      schema: { params: recordPath, response: { 200: writes.response, ...errorResponses } },
    },
    async (request) => changed(await writes.deactivate(recordIdOr404(request.params.id))),
  );
  app.put(
    `${writes.path}/:id/reactivate`,
    {
      onRequest: app.authenticate,
      schema: { params: recordPath, response: { 200: writes.response, ...errorResponses } },
    },
    async (request) => changed(await writes.reactivate(recordIdOr404(request.params.id))),
  );
}
