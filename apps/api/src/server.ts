import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/client.js';
import { productionWarnings, readEnv, shouldSeedDemo } from './env.js';
import { DEMO_EMAIL, seedDemo } from './features/demo/seed.js';
import { ingestCorpus } from './features/documents/index.js';
import { createStorage } from './features/storage/index.js';
import { systemClock } from './lib/clock.js';
import { missingNodeFlags } from './runtime-flags.js';

const env = readEnv();
const config = configFromEnv(env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
// apps/api/{src,dist}/server → apps/: the builds of the web apps served on this origin.
const appsDir = fileURLToPath(new URL('../../', import.meta.url));
const storage = createStorage(config);
const app = await createApp({ config, database, logger: { level: env.LOG_LEVEL }, appsDir, storage, seedDemoDiscoveries: shouldSeedDemo(env) });
app.addHook('onClose', async () => {
  await database.close();
});
// Loud on purpose: each of these hands something out for free on a public server.
for (const warning of productionWarnings(env)) app.log.warn({ nodeEnv: env.NODE_ENV }, warning);
const missingFlags = missingNodeFlags(process.execArgv);
if (missingFlags.length > 0) app.log.warn({ missingFlags }, 'started without the Node flags of apps/api/node-flags.json: health checks may cost up to twice the CPU');
if (shouldSeedDemo(env) && (await seedDemo(database.db))) app.log.info(`demo account created: ${DEMO_EMAIL}`);
// The regulation corpus (corpus/dist/*.pdf, built by `build`); unchanged PDFs are skipped.
await ingestCorpus({ db: database.db, storage, clock: systemClock, log: app.log });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one cannot hold the process for ever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`API ready at ${config.publicUrl}/api (docs: ${config.publicUrl}/api/docs, database: ${database.kind})`);
