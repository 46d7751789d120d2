import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { requireStaff } from './auth/guard';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import type { ListenFn } from './db/listen';
import { answerFrameworkError } from './http/framework-errors';
import { registerRouteAccess } from './http/route-access';
import { registerApiCacheControl } from './plugins/api-cache-control';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { configureChecks, warmChecks } from './services/uploads/checks';
import { registerAccessRoutes } from './routes/access';
import { registerAttachmentRoutes } from './routes/attachments';
import { registerAuditRoutes } from './routes/audit';
import { registerAuthRoutes } from './routes/auth';
import { registerBookingRoutes } from './routes/booking';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerClientReportRoutes } from './routes/client-reports';
import { registerClientRoutes } from './routes/clients';
import { registerCommonRoutes } from './routes/common';
import { registerContactInfoRoutes } from './routes/contact-info';
import { registerDevOutboxRoutes } from './routes/dev-outbox';
import { registerDocumentRoutes } from './routes/documents';
import { registerFhirRoutes } from './routes/fhir';
import { registerFormRoutes } from './routes/forms';
import { registerGpLetterRoutes } from './routes/gp-letter';
import { registerHealthRoutes } from './routes/health';
import { registerLegalDocumentRoutes } from './routes/legal-documents';
import { registerRegistrationRoutes } from './routes/registration';
import { registerSessionRoutes } from './routes/session';
import { registerSetupRoutes } from './routes/setup';
import { registerStaffAdminRoutes } from './routes/staff-admin';
import { registerStoreAdminRoutes } from './routes/stores-admin';
import { registerVerificationPublicRoutes } from './routes/verification-public';
import { registerVerificationStaffRoutes } from './routes/verification-staff';
import { registerVisitRoutes } from './routes/visits';
import { registerVisitDayRoutes } from './routes/visits-day';
import { registerMissedJob } from './services/appointments/missed-job';
import { createPdfSigner } from './services/documents/signing/pdf-signer';
import { createMessenger } from './services/messenger';
import { transportsFromConfig } from './services/transports';

export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * The database's LISTEN (Database.listen), so live visit events reach every app process.
   * Without it this app hears no visit events (tests of other areas build it so).
   */
  listen?: ListenFn;
  logger?: FastifyServerOptions['logger'];
  /** The time source for sessions, codes and throttles; tests pass one they can move. */
  clock?: Clock;
}

/** Request URLs are logged without their query string: links carry tokens there. */
function pathOnly(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Builds the whole app (used by main.ts and by the tests); does not listen. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
    logger: deps.logger ?? {
      level: config.logLevel,
      serializers: {
        req: (req) => ({ method: req.method, url: pathOnly(req.url), id: req.id }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
  });
  // Input is parsed by the shared zod schemas in each route (see http/route.ts); the JSON
  // schemas attached to routes are for the OpenAPI document only.
  app.setValidatorCompiler(() => () => true);
  // The API reads JSON and form-encoded bodies (DESIGN.md "API"); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerApiCacheControl(app);
  registerOriginCheck(app, { db, publicUrl: config.publicUrl });
  await registerSecurityHeaders(app, { hsts: config.env === 'production' });
  // JSON answers above 1 KB go out brotli or gzip; smaller ones are not worth the CPU. Built
  // web assets carry their own compressed copies (plugins/web-app.ts), which this leaves alone;
  // the day view's event stream writes to the socket itself, so it is never buffered here.
  // Request bodies are never compressed by our clients: no decompression, no inflation bombs.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(cookie);
  await app.register(formbody);

  const clock = deps.clock ?? systemClock;
  const messenger = createMessenger({
    transports: transportsFromConfig(config, db, clock, app.log),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const pdfSigner = createPdfSigner(config.recordSigning, 'Clinic Intake');
  const ctx: AppContext = { db, config, clock, messenger, pdfSigner, log: app.log };
  if (config.uploadChecks) configureChecks(config.uploadChecks);
  // Loading a worker takes a moment; it does so while the app starts, not in the first upload.
  void warmChecks();
  registerRouteAccess(app, ctx);
  await registerApiDocs(
    app,
    config.env === 'production' ? (request) => requireStaff(ctx, request) : undefined,
  );
  // Appointments whose end passed without completion become missed (issue 4), in-process.
  registerMissedJob(app, { db, clock, intervalMs: config.missedJobIntervalMs });

  registerHealthRoutes(app, db);
  registerSessionRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerStaffAdminRoutes(app, ctx);
  registerStoreAdminRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerSetupRoutes(app, ctx);
  registerCommonRoutes(app);
  // Codes sit readable in the outbox table; only non-production builds may show them.
  if (config.env !== 'production') registerDevOutboxRoutes(app, ctx);
  registerCatalogueRoutes(app, db);
  registerLegalDocumentRoutes(app, ctx);
  registerClientReportRoutes(app);
  registerClientRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  registerContactInfoRoutes(app, ctx);
  await registerFormRoutes(app, ctx);
  registerVerificationPublicRoutes(app, ctx);
  registerVerificationStaffRoutes(app, ctx);
  registerVisitRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerFhirRoutes(app, ctx);
  registerGpLetterRoutes(app, ctx);
  registerAttachmentRoutes(app, ctx);
  registerVisitDayRoutes(app, ctx, deps.listen);
  registerAccessRoutes(app, ctx);

  await registerWebApp(app, config, ctx.db);
  return app;
}
