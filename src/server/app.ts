import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuthRoutes } from './auth/oauth.routes';
import { authenticateBearer } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerGraphQLWs } from './graphql/ws';
import { registerGraphQLRoute } from './graphql/yoga';
import { registerHttpSecurity } from './http/security';
import { trackForeground } from './kernel';
import { attachExportRunner } from './modules/exports';
import { attachSalesExpiry } from './modules/sales-expiry';
import { attachFlowPayments } from './modules/payments-flow';
import { attachWebhookRunner } from './modules/webhooks';
import { createMailer, type Mailer } from './mail';
import { EventBus } from './realtime/bus';
import { registerPendingRestRoutes } from './rest';
import { registerDashboardRoutes } from './rest/dashboard/dashboard.routes';
import { registerExcelDemoPropertiesRoute } from './rest/excel-demo-properties';
import { registerExcelProjectsRoute } from './rest/excel-projects';
import { registerExcelUnitsRoutes } from './rest/excel-units';
import { registerExcelUsersRoute } from './rest/excel-users';
import { registerExportDownloadRoute } from './rest/export-download';
import { registerPasswordResetRoutes } from './rest/password-reset.routes';
import { registerPreapprovalDocumentRoute } from './rest/preapproval-document';
import { loggerOptions, registerRequestLog, requestLogOptions } from './observability/logging';
import { createMetrics, registerMetrics, useRequestObservation } from './observability/metrics';
import { registerReadiness } from './observability/readiness';
import { registerSpa } from './static';
import { fileStorageFor, registerStorageRoutes } from './storage';

export interface AppOptions {
  database: Database;
  config: Config;
  /** Fastify's logger: on, off, or options (tests pass a stream to read what is logged). */
  logger?: FastifyServerOptions['logger'];
  /** Outgoing mail; by default SMTP_URL's, or the log when it is not set. */
  mailer?: Mailer;
  /** Runs export jobs in the background (the server does; tests drive `app.exportRunner`). */
  exportRunner?: boolean;
  /** Sends webhook deliveries in the background (the server does; tests drive `app.webhookRunner`). */
  webhookRunner?: boolean;
  /** Runs the expiry sweep on its timer (the server does; tests call `sweepExpired`). */
  salesExpiry?: boolean;
  /** Retries Flow status checks in the background (the server does; tests drive `app.flowCheckRunner`). */
  flowRunner?: boolean;
}

/** The whole API server, unstarted: tests `inject` into it, index.ts listens. */
export async function buildApp({
  database,
  config,
  logger = false,
  mailer = createMailer(config),
  exportRunner = false,
  webhookRunner = false,
  salesExpiry = false,
  flowRunner = false,
}: AppOptions): Promise<FastifyInstance> {
  // Behind a proxy, TRUST_PROXY names its hops (e.g. 1 or 10.0.0.1); trusting every
  // X-Forwarded-For would let anyone dodge the per-address login throttle.
  const app = Fastify({
    logger: loggerOptions(logger),
    ...requestLogOptions(),
    trustProxy: config.trustProxy,
    bodyLimit: 50 * 1024 * 1024,
  });
  registerRequestLog(app);
  await registerHttpSecurity(app, config);
  const foreground = trackForeground(app);
  const { db } = database;
  const metrics = config.metricsToken ? createMetrics(db) : undefined;
  if (metrics && config.metricsToken) registerMetrics(app, metrics, config.metricsToken);
  const bus = new EventBus(database);
  await bus.start();
  const authenticate = async (authorization: string | undefined) =>
    authorization ? await authenticateBearer(db, config, authorization) : null;

  app.get('/healthz', async () => ({ ok: true }));
  registerReadiness(app, db);
  registerAuthRoutes(app, {
    db,
    config,
    onSessionRevoked: (familyId) => void bus.sessionRevoked(familyId),
  });
  const plugins = [useRequestObservation(metrics)];
  const yoga = registerGraphQLRoute(app, { db, config, bus, authenticate, plugins });
  registerGraphQLWs(app, yoga, bus, authenticate, config);
  registerPasswordResetRoutes(app, {
    db,
    config,
    mailer,
    authenticate,
    onSessionRevoked: (familyId) => void bus.sessionRevoked(familyId),
  });
  registerStorageRoutes(app, fileStorageFor(config));
  registerExcelUsersRoute(app, { db, authenticate });
  registerDashboardRoutes(app, { db, authenticate });
  registerExcelDemoPropertiesRoute(app, { authenticate });
  registerExportDownloadRoute(app, { db, config, authenticate });
  registerPreapprovalDocumentRoute(app, { db, config, authenticate });
  attachExportRunner(app, { db, config, bus, start: exportRunner });
  attachWebhookRunner(app, { db, config, bus, start: webhookRunner });
  attachSalesExpiry(app, { db, config, foreground, start: salesExpiry });
  attachFlowPayments(app, { db, config, bus, start: flowRunner });
  registerExcelProjectsRoute(app, { db, config, bus, authenticate });
  registerExcelUnitsRoutes(app, { db, config, bus, authenticate });
  registerPendingRestRoutes(app, authenticate);
  await registerSpa(app, config.staticDir);
  app.addHook('onClose', async () => {
    mailer.close();
    await bus.close();
  });
  return app;
}
