import { errorResponses, parseRecordId, recordPath, withLockVersion, withOptionalLockVersion } from '@nprm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { recordedWrite, type Actor } from '../db/history-rows.js';
import { advanceLockVersion, staleRecord, type Versioned } from '../db/lock-version.js';
import { ApiError } from '../errors.js';
import { actorOf, type ResellerUserAccess } from '../plugins/roles.js';
import { registerBulkActions, type BulkAccess } from './admin-bulk.js';
import { resourceDescriptions, type ReadAccess, type ResourceCall, type ResourceDocs } from './admin-resource-docs.js';

export type { ReadAccess, ResourceCall, ResourceDocs };

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
  create(db: Db, input: Create, context: WriteContext): Promise<Record>;
  update(db: Db, id: number, input: Update, context: WriteContext): Promise<Record>;
  setDeleted(db: Db, id: number, deleted: boolean, context: WriteContext): Promise<Record>;
}

/** What a write knows of who makes it (a service may refuse a user's change to its own account, say). */
export interface WriteContext {
  actor: Actor;
}

/** What a read handler knows of its request. */
export interface ReadRequest<Query> {
  query: Query;
  /** The {id} of a nested list path such as /api/resellers/{id}/reseller_mounts. */
  parentId: number | undefined;
  signedIn: boolean;
}

export interface AdminResource<ListQuery extends z.ZodType, Create extends z.ZodType, Update extends z.ZodObject> {
  /** e.g. "/api/mounts": GET …/{id}, POST here, PUT/DELETE …/{id}, PUT …/{id}/reactivate. */
  path: string;
  docs: ResourceDocs;
  schemas: {
    listQuery: ListQuery;
    list: z.ZodType;
    /** What GET …/{id} answers (defaults to `record`). */
    view?: z.ZodType;
    /** The record every write answers (201 on create, 200 otherwise). */
    record: z.ZodType;
    create: Create;
    /** The fields a PUT may change; the body also names the lock_version it was read at (added here). */
    update: Update;
  };
  /** The table whose lock_version guards the record (docs/api.md, "Concurrent edits"). */
  table: Versioned;
  /**
   * The specification's entities: a PUT may leave lock_version out, as the specification's clients do, and then
   * overwrites (the last writer wins, and the history entry says no version was sent). The product's screens
   * always send it. Without this, a PUT without the version is a 422.
   */
  versionOptional?: boolean;
  list: {
    /** Defaults to `path`; a path with ":id" is nested under a parent record. */
    path?: string;
    access: ReadAccess;
    read(request: ReadRequest<z.output<ListQuery>>): Promise<unknown>;
  };
  find: { access: ReadAccess; read(id: number, signedIn: boolean): Promise<unknown> };
  service: AdminService<z.output<Create>, z.output<Update>, unknown>;
  /** The entity's name in the history; defaults to the last segment of `path` ("mounts"). */
  entity?: string;
  /**
   * Every call is for administrators only (docs/api.md, "Users and roles") unless named here: the call then lets
   * reseller users in, for their own reseller only (plugins/roles.ts).
   */
  resellerUsers?: Partial<Record<ResourceCall, ResellerUserAccess>>;
  /** Offers POST {path}/bulk_actions (deactivate or activate many at once; docs/api.md, "Bulk actions"). */
  bulk?: BulkAccess;
}

/**
 * A catalogue entity's routes (docs/api.md): the list, one record by id, and the four admin writes: create (201),
 * update, deactivate (DELETE, soft) and reactivate, each answering the record, each behind app.authenticate, each
 * recorded in the history in its own transaction (who, when, the changed fields before and after), each announcing
 * a catalogue change so read caches drop their copy.
 */
export function registerAdminResource<Q extends z.ZodType, C extends z.ZodType, U extends z.ZodObject>(
  instance: FastifyInstance,
  resource: AdminResource<Q, C, U>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const { path, schemas, service } = resource;
  const guard = (access: ReadAccess) => (access === 'anyone' ? app.identify : app.authenticate);
  const signedIn = (request: FastifyRequest) => request.session !== null;
  const entity = resource.entity ?? path.split('/').pop()!;
  const config = (call: ResourceCall) => {
    const access = resource.resellerUsers?.[call];
    return access ? { config: { resellerUsers: access } } : {};
  };
  type Written = { id: number };
  /** The write and its history entry in one transaction; the record as it was is read first (404 if none). */
  const write = async (
    request: FastifyRequest,
    action: 'create' | 'update' | 'deactivate' | 'activate',
    id: number | null,
    run: (tx: Db, context: WriteContext) => Promise<unknown>,
    versionSent = true,
  ) => {
    const actor = actorOf(request);
    const before = id === null ? null : await resource.find.read(id, true);
    const record = await recordedWrite(db, {
      actor,
      entity,
      action,
      before,
      write: async (tx) => (await run(tx, { actor })) as Written,
      versionSent,
    });
    app.ctx.catalogue.changed();
    return record;
  };
  const listPath = resource.list.path ?? path;
  const nested = listPath.includes(':id');
  const text = resourceDescriptions(
    resource.docs,
    { list: resource.list.access, find: resource.find.access },
    resource.resellerUsers,
    resource.versionOptional === true,
  );

  app.get(
    listPath,
    {
      onRequest: guard(resource.list.access),
      ...config('list'),
      schema: {
        ...text.list,
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
      ...config('find'),
      schema: {
        ...text.find,
        params: recordPath,
        response: { 200: schemas.view ?? schemas.record, ...errorResponses },
      },
    },
    async (request) => resource.find.read(recordIdOr404(request.params.id), signedIn(request)),
  );
  app.post(
    path,
    {
      onRequest: app.authenticate,
      ...config('create'),
      schema: { ...text.create, body: schemas.create, response: { 201: schemas.record, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await write(request, 'create', null, (tx, context) =>
            service.create(tx, request.body as z.output<C>, context),
          ),
        ),
  );
  app.put(
    `${path}/:id`,
    {
      onRequest: app.authenticate,
      ...config('update'),
      schema: {
        ...text.update,
        params: recordPath,
        body: resource.versionOptional ? withOptionalLockVersion(schemas.update) : withLockVersion(schemas.update),
        response: { 200: schemas.record, ...errorResponses },
      },
    },
    async (request) => {
      const id = recordIdOr404(request.params.id);
      const { lock_version: expected, ...fields } = request.body as { lock_version?: number };
      const stale = new Error('stale lock_version');
      try {
        return await write(
          request,
          'update',
          id,
          async (tx, context) => {
            // The version moves on before the service writes, so the record it answers carries the new one; a
            // refusal (422) rolls both back. Without a version it moves on whatever it was (last writer wins).
            if (!(await advanceLockVersion(tx, resource.table, id, expected))) throw stale;
            return service.update(tx, id, fields as z.output<U>, context);
          },
          expected !== undefined,
        );
      } catch (error) {
        // The 409 is built after the rollback: its reads go through `db`, which on PGlite (one connection)
        // would wait for the transaction they ran inside.
        if (error === stale) throw await staleRecord(db, entity, id, await resource.find.read(id, true));
        throw error;
      }
    },
  );
  if (resource.bulk)
    registerBulkActions(app, {
      path,
      record: resource.docs.record,
      entity,
      table: resource.table,
      find: (id) => resource.find.read(id, true),
      setDeleted: (tx, id, deleted, context) => service.setDeleted(tx, id, deleted, context),
      access: resource.bulk,
    });
  for (const [method, suffix, deleted] of [
    ['DELETE', '', true],
    ['PUT', '/reactivate', false],
  ] as const) {
    app.route({
      method,
      url: `${path}/:id${suffix}`,
      onRequest: app.authenticate,
      ...config('setDeleted'),
      schema: {
        ...(deleted ? text.deactivate : text.activate),
        params: recordPath,
        response: { 200: schemas.record, ...errorResponses },
      },
      handler: async (request) => {
        const id = recordIdOr404(request.params.id);
        return write(request, deleted ? 'deactivate' : 'activate', id, async (tx, context) => {
          // A deactivation sends no version; it still moves the version on, so an open form learns of it.
          await advanceLockVersion(tx, resource.table, id);
          return service.setDeleted(tx, id, deleted, context);
        });
      },
    });
  }
}
