import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { CatalogueEvents, type AppContext } from './context.js';
import type { Database } from './db/client.js';
import { healthRoutes } from './features/health/health.routes.js';
import { mailRoutes } from './features/mail/mail.routes.js';
import { outboxRoutes } from './features/mail/outbox.routes.js';
import { createMail, type MailOptions } from './features/mail/mail.service.js';
import { mountSearchRoutes } from './features/mount-search/mount-search.routes.js';
import { priceListRoutes } from './features/price-lists/price-lists.routes.js';
import { placesRoutes } from './features/places/places.routes.js';
import { createReportPdfs, type ReportPdfs } from './features/report/report-cache.js';
import { reportRoutes } from './features/report/report.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { antennaRoutes } from './features/antennas/antennas.routes.js';
import { mountRoutes } from './features/mounts/mounts.routes.js';
import { resellerMountRoutes } from './features/reseller-mounts/reseller-mounts.routes.js';
import { resellerRoutes } from './features/resellers/resellers.routes.js';
import { registerFrameAncestors } from './features/embed/index.js';
import { roofTypeRoutes } from './features/roof-types/roof-types.routes.js';
import { historyRoutes } from './features/history/history.routes.js';
import { userRoutes } from './features/users/users.routes.js';
import { passwordLinkRoutes } from './features/password-links/password-links.routes.js';
import { engineerRoutes } from './features/engineers/engineers.routes.js';
import { reviewRoutes } from './features/reviews/reviews.routes.js';
import { leadRoutes } from './features/leads/leads.routes.js';
import { leadBulkRoutes } from './features/leads/leads-bulk.routes.js';
import { dashboardRoutes } from './features/leads/dashboard.routes.js';
import { blockTypeRoutes } from './features/block-types/block-types.routes.js';
import { engineeringSettingsRoutes } from './features/engineering-settings/engineering-settings.routes.js';
import { catalogueCsvRoutes } from './features/catalogue-csv/catalogue-csv.routes.js';
import { searchExportRoutes } from './features/search-export/search-export.routes.js';
import { windSpeedOverrideRoutes } from './features/wind-speed-overrides/wind-speed-overrides.routes.js';
import { registerAuth } from './features/auth/auth.plugin.js';
import { collectRoutes, openApiRoutes } from './features/openapi/index.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { connectionOptions, limitConnections } from './plugins/connections.js';
import { registerRoles } from './plugins/roles.js';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { loggerOptions, type LogStream } from './plugins/logging.js';
import { registerSecurity, trustProxyOption } from './plugins/security.js';
import { registerWebApp } from './plugins/web.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Where log lines go instead of stdout (tests capture them); logging is on at `config.logLevel`, else info. */
  logStream?: LogStream;
  /** The e-mail worker's timing (tests shorten it); used only with SMTP_URL. */
  mail?: MailOptions;
  /** Sees each route as it is added, schema included (tests walk every route's fields). */
  onRoute?: (route: RouteOptions) => void;
  /** The report PDFs' cache and render limit (tests count its renders); by default one of `config.pdfConcurrency`. */
  reportPdfs?: ReportPdfs;
}

/** The whole HTTP application on an open database; no side effects beyond what the options name. */
export async function buildApp({
  config,
  database,
  logStream,
  mail,
  onRoute,
  reportPdfs = createReportPdfs(config.pdfConcurrency),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent' && !logStream
        ? false
        : loggerOptions(config.logLevel === 'silent' ? 'info' : config.logLevel, logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // While shutting down, a request that arrives on an open connection is still answered (the database stays
    // open until the server has closed); new connections are refused, so a proxy sends them to another instance.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    clientErrorHandler,
    frameworkErrors,
    ...connectionOptions(config.connections),
  }).withTypeProvider<ZodTypeProvider>();
  // JSON alone: Fastify's text/plain parser would let any page post a "simple" cross-site request, with no
  // preflight, to sign-in and every JSON route (415 instead). The CSV and image uploads add their own types.
  app.removeContentTypeParser('text/plain');
  limitConnections(app.server, config.connections);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of the onRoute hooks: the OpenAPI document sees each route's own guards (docs/api.md, "Reference").
  const registeredRoutes = collectRoutes(app);
  if (onRoute) app.addHook('onRoute', onRoute);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    catalogue: new CatalogueEvents(),
  };
  // Off (enabled false) without SMTP_URL. Its attachments share the download's report PDFs.
  const mailer = createMail(config, database.db, app.log, { ...mail, reportPdfs });
  app.decorate('ctx', ctx);
  // Each instance runs its own e-mail worker on the shared queue; it stops before the database closes.
  app.addHook('onReady', () => mailer.start());
  app.addHook('onClose', () => mailer.stop());

  registerErrorHandling(app);
  await registerSecurity(app, config, database.db);
  // Before the routes: the page's frame-ancestors follows its reseller's embed origins.
  registerFrameAncestors(app);
  registerAuth(app);
  registerRoles(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(resellerRoutes);
  await app.register(resellerMountRoutes);
  await app.register(priceListRoutes);
  await app.register(antennaRoutes);
  await app.register(mountRoutes);
  await app.register(catalogueCsvRoutes);
  await app.register(roofTypeRoutes);
  await app.register(blockTypeRoutes);
  await app.register(engineeringSettingsRoutes);
  await app.register(searchExportRoutes);
  await app.register(windSpeedOverrideRoutes);
  // A new user's invitation and the password-reset links go out through the same e-mail queue.
  await app.register(userRoutes, { invitations: mailer });
  await app.register(passwordLinkRoutes, { mail: mailer });
  await app.register(historyRoutes);
  await app.register(placesRoutes);
  await app.register(mountSearchRoutes, {
    searchStored: (stored, reseller) => mailer.searchStored(stored, reseller),
  });
  // Report PDFs, cached by ETag and rendered a few at a time by this instance.
  await app.register(reportRoutes, { reportPdfs });
  await app.register(mailRoutes, { mail: mailer });
  await app.register(outboxRoutes, { mail: mailer });
  await app.register(engineerRoutes);
  // Review requests and decisions are e-mailed through the same queue (nothing is sent when mail is off).
  await app.register(reviewRoutes, { mail: mailer });
  // Quote requests and the lead pipeline; quote e-mails go through the same queue.
  await app.register(leadRoutes, { mail: mailer });
  await app.register(leadBulkRoutes);
  await app.register(dashboardRoutes);

  // GET /api/openapi.json and /api/docs: every route registered above and after, as registered.
  await app.register(openApiRoutes, { routes: registeredRoutes });

  await registerWebApp(app, config.webDist);
  return app;
}
