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
    {
      onRequest: app.identify,
      schema: {
        summary: 'The engineering settings',
        description:
          'The basis every new search uses: kd (0.95), gcr_policy (all_heights), load_combination (lrfd), ' +
          'florida_hvhz_rule (true: a site in Miami-Dade or Broward has the Florida HVHZ rule, FBC 2010 §1609.8) ' +
          'and default_block_type_id (the 30 lb solid block). Saved results keep the options they were computed ' +
          'with.',
        response: { 200: engineeringSettings, ...errorResponses },
      },
    },
    async () => readEngineeringSettings(db),
  );
  app.put(
    PATH,
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Change the engineering settings',
        description:
          'Changes the fields sent, naming the lock_version read (409 when stale). kd above 0 and at most 1; ' +
          'default_block_type_id an active block type. 422 lists every bad field and changes nothing. A change ' +
          "is recorded in the history and reloads every instance's search catalogue; results already saved never " +
          'change.',
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
        summary: 'Preview a change of the engineering settings',
        description:
          "A change's body without lock_version (fields not sent keep their value; the same 422s); writes " +
          "nothing. Answers three example searches run through the search's own engine path, before (today's " +
          'settings) and after (the proposed): the first active antenna by id with a wind area and an active ' +
          'compatible non-ridge mount, on the first active roof type, at Exposure B 105 mph 20 ft, Exposure C ' +
          '130 mph 100 ft and Exposure D 150 mph 40 ft, each with the recommended mount, its ballast and blocks, ' +
          'or why nothing fits. No such antenna: examples is empty.',
        body: engineeringSettingsUpdateRequest,
        response: { 200: engineeringSettingsPreview, ...errorResponses },
      },
    },
    async (request) => previewEngineeringSettings(db, request.body),
  );
}
