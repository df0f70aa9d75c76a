import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppDeps } from './deps.js';
import { contractSerializerCompiler, createReadyLane, laneServerFactory, serveApi, trackRoutes } from './router/index.js';
import type { Database } from './db/client.js';
import { systemHandlers } from './features/system/routes.js';
import type { JWTVerifyGetKey } from 'jose';
import { createAuth } from './features/auth/index.js';
import { createMailer, devHandlers, type Mailer } from './features/mail/index.js';
import { createLedger, scheduleReservationSweep } from './features/ledger/index.js';
import { createChannelNotifier, createEventLog, logSerializers } from './features/events/index.js';
import { createMaterialExtractor, type MaterialExtractor } from './features/extraction/index.js';
import { createJobQueue } from './features/jobs/index.js';
import { type Clock, systemClock } from './lib/clock.js';
import { rejectControlCharacters } from './lib/control-characters.js';
import { installRequestLog } from './lib/request-log.js';
import { lazyChildLogger, requestIds } from './lib/request-logger.js';
import { installErrorHandling, installNotFound } from './lib/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerCompression } from './plugins/security-headers.js';
import { installResponseHeaders, responseHeadersFor } from './plugins/response-headers.js';
import { serveApps } from './features/web/serve-apps.js';
import { EXTRACTION_JOB, extractionJob, scheduleRunSweep, sourcingHandlers } from './features/sourcing/index.js';
import { DISCOVERY_JOB, discoveryHandlers, discoveryJob, scheduleSessionSweep } from './features/discovery/index.js';
import { RFQ_MAIL_BATCH, RFQ_MAIL_JOB, rfqMailJob, scheduleRfqMailSweep } from './features/rfq/index.js';
import { seedDemoDiscoveries } from './features/demo/discovery.js';
import { usageHandlers } from './features/usage/index.js';
import { locationHandlers } from './features/location/index.js';
import { createStorage, type FileStorage } from './features/storage/index.js';
import {
  DOCUMENT_OCR_JOB,
  documentOcrJob,
  documentsHandlers,
  ocrPages,
  type OcrReader,
  scheduleDocumentOcrSweep,
} from './features/documents/index.js';
import { type AnswerEngine, createAnswerEngine } from './features/answers/index.js';
import { createRetriever } from './features/retrieval/index.js';
import { regagentHandlers } from './features/regagent/index.js';
import { createBilling, schedulePeriodSweep, seedCatalogue, subscriptionsHandlers } from './features/billing/index.js';
import { createPayments, paymentsHandlers, razorpayProvider, sandboxProvider, unconfiguredProvider } from './features/payments/index.js';
import { loadServerSecret } from './features/auth/secrets.js';
import { createPlacesProvider, type PlacesProvider } from './features/vendors/index.js';

export interface CreateAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** pino options (a stream in tests that read the log), or false for no logs. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Defaults to SMTP when `config.smtpUrl` is set, else the outbox. */
  mailer?: Mailer;
  /** Google's signing keys (tests pass `createLocalJWKSet`); defaults to Google's JWKS URL. */
  googleJwks?: JWTVerifyGetKey;
  /** Directory holding `<app>/dist` builds to serve on this origin (the one-origin server). */
  appsDir?: string;
  /** Defaults to the local directory `<config.dataDir>/files`. */
  storage?: FileStorage;
  /** Regulation answers; defaults to the engine `config.ai` selects (offline unless AI_PROVIDER=llm). */
  answerEngine?: AnswerEngine;
  /** Material extraction; defaults to the engine `config.ai` selects. */
  materialExtractor?: MaterialExtractor;
  /** Vendor discovery's outside directory; defaults to the one `config.places` selects (none without a key). */
  places?: PlacesProvider | null;
  /** Reads uploaded documents' garbled or scanned pages; defaults to tesseract.js (`ocrPages`). */
  ocrReader?: OcrReader;
  /** How often an idle job worker polls (seconds); tests shorten it. */
  jobPollingSeconds?: number;
  /** Once ready, run a vendor discovery for each demo project never searched (SEED_DEMO; the account is seeded before listening). */
  seedDemoDiscoveries?: boolean;
}

/** Builds the API from its dependencies; `server.ts` only reads env and listens. */
export async function createApp(options: CreateAppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  // Stream appends reach readers in every API process on the same database (LISTEN/NOTIFY).
  const notifier = createChannelNotifier(options.database);
  const ledger = createLedger(options.database.db, clock);
  const deps: AppDeps = {
    retriever: createRetriever(options.database.db),
    engine: options.answerEngine ?? createAnswerEngine(options.config.ai),
    config: options.config,
    database: options.database,
    clock: options.clock ?? systemClock,
    mailer: options.mailer ?? createMailer(options.config, options.database.db, options.clock ?? systemClock),
    ledger,
    billing: createBilling({ db: options.database.db, clock, ledger }),
    events: createEventLog({ db: options.database.db, clock, notifier }),
    storage: options.storage ?? createStorage(options.config),
    extractor: options.materialExtractor ?? createMaterialExtractor(options.config),
    jobs: createJobQueue(options.database, { pollingSeconds: options.jobPollingSeconds }),
    places: options.places === undefined ? createPlacesProvider(options.config) : options.places,
  };
  deps.jobs.register(EXTRACTION_JOB, extractionJob(deps));
  deps.jobs.register(DISCOVERY_JOB, discoveryJob(deps));
  deps.jobs.register(RFQ_MAIL_JOB, rfqMailJob(deps), { batchSize: RFQ_MAIL_BATCH });
  deps.jobs.register(DOCUMENT_OCR_JOB, documentOcrJob(deps, { read: options.ocrReader ?? ocrPages }));
  const genReqId = requestIds();
  // Tests also encode every answer with zod, proving the fast serialiser writes the same bytes.
  const serializerCompiler = await contractSerializerCompiler({ check: options.config.nodeEnv === 'test' });
  const app = Fastify({
    // Stream URLs carry the access token (`?token=`): the request serializer redacts it.
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers } : false,
    // `installRequestLog` writes the lines worth reading instead of two for every request.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId,
    childLoggerFactory: lazyChildLogger,
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: options.config.requestTimeoutMs,
    // Node takes the limit and its checking interval (30 s by default) when the server is made.
    http: {
      requestTimeout: options.config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, options.config.requestTimeoutMs / 2),
    },
    // The server Fastify would make, answering ready routes (health) before Fastify's request
    // lifecycle (router/ready-lane.ts); `lane` is set below, before any request can arrive.
    serverFactory: laneServerFactory((req, res) => lane.serve(req, res)),
  }).withTypeProvider<ZodTypeProvider>();

  trackRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { logUnrouted, countRead } = installRequestLog(app);
  // Before the other preClose hooks: the lane stops answering as soon as the app starts closing.
  const lane = createReadyLane(app, { genReqId, headersFor: responseHeadersFor(deps.config), serializerCompiler, countRead });
  installErrorHandling(app);
  scheduleReservationSweep(app, deps.ledger);
  schedulePeriodSweep(app, deps);
  app.addHook('onReady', () => deps.jobs.start());
  scheduleRunSweep(app, deps);
  scheduleSessionSweep(app, deps);
  scheduleRfqMailSweep(app, deps);
  scheduleDocumentOcrSweep(app, deps);
  if (options.seedDemoDiscoveries) {
    app.addHook('onReady', async () => {
      await seedDemoDiscoveries(deps).catch((error: unknown) => app.log.error({ err: error }, 'demo vendor discovery failed'));
    });
  }
  // preClose: before any onClose hook (they run last-registered first), so the database is still open.
  app.addHook('preClose', async () => {
    await deps.jobs.stop();
    await notifier.close();
  });
  rejectControlCharacters(app);

  installResponseHeaders(app, deps.config);
  await registerCompression(app);
  const auth = await createAuth(deps, { log: app.log, googleJwks: options.googleJwks });
  await seedCatalogue(deps.database.db);
  const razorpay = deps.config.payments.razorpay;
  const payments = createPayments({
    db: deps.database.db,
    clock: deps.clock,
    ledger: deps.ledger,
    billing: deps.billing,
    config: deps.config.payments,
    // Without keys the sandbox signs with secrets derived from the server secret (kept like
    // sessions), when it is allowed (outside production, or ENABLE_PAYMENT_SANDBOX); else nothing can be bought.
    provider: razorpay
      ? razorpayProvider(razorpay)
      : deps.config.payments.sandbox
        ? sandboxProvider(await loadServerSecret(deps.database.db, deps.config.jwtSecret))
        : unconfiguredProvider(),
    // The sandbox delivers its webhook through this server's own route, signature check included.
    selfWebhook: async (payload, headers) => {
      const response = await app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers: { ...headers, 'content-type': 'application/json' } });
      if (response.statusCode >= 300) throw new Error(`sandbox webhook answered ${response.statusCode}`);
    },
    log: app.log,
  });
  app.decorate('authenticate', auth.authenticate);
  // preClose, like the job queue above: server.ts closes the database in an onClose hook.
  app.addHook('preClose', () => auth.close());
  await registerOpenApi(app, deps.config.version, { serveDocs: deps.config.apiDocs });
  await app.register(
    (api) =>
      serveApi(
        api,
        {
          system: systemHandlers(deps),
          auth: auth.handlers,
          dev: devHandlers(deps),
          regagent: regagentHandlers(deps),
          documents: documentsHandlers(deps),
          sourcing: { ...sourcingHandlers(deps), ...discoveryHandlers(deps) },
          location: locationHandlers,
          usage: usageHandlers(deps),
          subscriptions: subscriptionsHandlers(deps.billing, payments),
          payments: paymentsHandlers(payments),
        },
        { strict: deps.config.nodeEnv === 'test', lane },
      ),
    { prefix: '/api' },
  );
  const webFallback = options.appsDir ? await serveApps(app, options.appsDir, { sourceMaps: deps.config.nodeEnv !== 'production' }) : null;
  await installNotFound(app, webFallback, logUnrouted);
  return app;
}
