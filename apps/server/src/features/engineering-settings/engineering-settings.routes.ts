import {
  engineeringSettings,
  engineeringSettingsPreview,
  engineeringSettingsUpdateRequest,
  errorResponses,
  withLockVersion,
  type EngineeringSettingsUpdate,
} from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/roles.js';
import {
  changeEngineeringSettings,
  previewEngineeringSettings,
  readEngineeringSettings,
} from './engineering-settings.service.js';

const PATH = '/api/engineering_settings';

/**
 * The engineering basis of new searches: anyone reads it (the calculator shows the default block), administrators
 * change it. A change is a catalogue change: the search's cached catalogue holds the settings.
 */
export async function engineeringSettingsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.get(
    PATH,
    { onRequest: app.identify, schema: { response: { 200: engineeringSettings, ...errorResponses } } },
    async () => readEngineeringSettings(db),
  );
  app.put(
    PATH,
    {
      onRequest: app.authenticate,
      schema: {
        body: withLockVersion(engineeringSettingsUpdateRequest),
        response: { 200: engineeringSettings, ...errorResponses },
      },
    },
    async (request) => {
      const { lock_version: lockVersion, ...fields } = request.body as EngineeringSettingsUpdate & {
        lock_version: number;
      };
      const settings = await changeEngineeringSettings(db, fields, lockVersion, actorOf(request));
      app.ctx.catalogue.changed();
      return settings;
    },
  );
  // Administrators only (default deny): the proposed settings' effect on example searches, before a save.
  app.post(
    `${PATH}/preview`,
    {
      onRequest: app.authenticate,
      schema: {
        body: engineeringSettingsUpdateRequest,
        response: { 200: engineeringSettingsPreview, ...errorResponses },
      },
    },
    async (request) => previewEngineeringSettings(db, request.body),
  );
}
