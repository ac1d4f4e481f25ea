import { errorResponses, parseRecordId, recordPath } from '@nprm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { ApiError } from '../errors.js';

/** The id of /api/…/{id}, or 404 when the text cannot name a record ("abc", 0, beyond the integer range). */
export function recordIdOr404(raw: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw ApiError.notFound();
  return id;
}

/**
 * The writes every catalogue entity's service offers. update and setDeleted answer 404 (ApiError) when no record
 * has the id; setDeleted(…, true) deactivates (soft delete), setDeleted(…, false) reactivates.
 */
export interface AdminService<Create, Update, Record> {
  create(db: Db, input: Create): Promise<Record>;
  update(db: Db, id: number, input: Update): Promise<Record>;
  setDeleted(db: Db, id: number, deleted: boolean): Promise<Record>;
}

/** Who may read: anyone (a signed-in caller also sees inactive records) or administrators only. */
export type ReadAccess = 'anyone' | 'administrators';

/** What a read handler knows of its request. */
export interface ReadRequest<Query> {
  query: Query;
  /** The {id} of a nested list path such as /api/resellers/{id}/reseller_mounts. */
  parentId: number | undefined;
  signedIn: boolean;
}

export interface AdminResource<ListQuery extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> {
  /** e.g. "/api/mounts": GET …/{id}, POST here, PUT/DELETE …/{id}, PUT …/{id}/reactivate. */
  path: string;
  schemas: {
    listQuery: ListQuery;
    list: z.ZodType;
    /** What GET …/{id} answers (defaults to `record`). */
    view?: z.ZodType;
    /** The record every write answers (201 on create, 200 otherwise). */
    record: z.ZodType;
    create: Create;
    update: Update;
  };
  list: {
    /** Defaults to `path`; a path with ":id" is nested under a parent record. */
    path?: string;
    access: ReadAccess;
    read(request: ReadRequest<z.output<ListQuery>>): Promise<unknown>;
  };
  find: { access: ReadAccess; read(id: number, signedIn: boolean): Promise<unknown> };
  service: AdminService<z.output<Create>, z.output<Update>, unknown>;
}

/**
 * A catalogue entity's routes (docs/api.md): the list, one record by id, and the four admin writes: create (201),
 * update, deactivate (DELETE, soft) and reactivate, each answering the record, each behind app.authenticate, each
 * announcing a catalogue change so read caches drop their copy.
 */
export function registerAdminResource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  instance: FastifyInstance,
  resource: AdminResource<Q, C, U>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const { path, schemas, service } = resource;
  const guard = (access: ReadAccess) => (access === 'anyone' ? app.identify : app.authenticate);
  const signedIn = (request: FastifyRequest) => request.session !== null;
  const changed = <T>(record: T): T => {
    app.ctx.catalogue.changed();
    return record;
  };
  const listPath = resource.list.path ?? path;
  const nested = listPath.includes(':id');

  app.get(
    listPath,
    {
      onRequest: guard(resource.list.access),
      schema: {
        ...(nested ? { params: recordPath } : {}),
        querystring: schemas.listQuery,
        response: { 200: schemas.list, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id?: string };
      return resource.list.read({
        query: request.query as z.output<Q>,
        parentId: id === undefined ? undefined : recordIdOr404(id),
        signedIn: signedIn(request),
      });
    },
  );
  app.get(
    `${path}/:id`,
    {
      onRequest: guard(resource.find.access),
      schema: { params: recordPath, response: { 200: schemas.view ?? schemas.record, ...errorResponses } },
    },
    async (request) => resource.find.read(recordIdOr404(request.params.id), signedIn(request)),
  );
  app.post(
    path,
    {
      onRequest: app.authenticate,
      schema: { body: schemas.create, response: { 201: schemas.record, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(changed(await service.create(db, request.body as z.output<C>))),
  );
  app.put(
    `${path}/:id`,
    {
      onRequest: app.authenticate,
      schema: { params: recordPath, body: schemas.update, response: { 200: schemas.record, ...errorResponses } },
    },
    async (request) => changed(await service.update(db, recordIdOr404(request.params.id), request.body as z.output<U>)),
  );
  for (const [method, suffix, deleted] of [
    ['DELETE', '', true],
    ['PUT', '/reactivate', false],
  ] as const) {
    app.route({
      method,
      url: `${path}/:id${suffix}`,
      onRequest: app.authenticate,
      schema: { params: recordPath, response: { 200: schemas.record, ...errorResponses } },
      handler: async (request) => changed(await service.setDeleted(db, recordIdOr404(request.params.id), deleted)),
    });
  }
}
