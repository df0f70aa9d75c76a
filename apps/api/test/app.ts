import type { FastifyInstance } from 'fastify';
import { createApp, type CreateAppOptions } from '../src/app.js';
import { type Config, testConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { manualClock } from '../src/lib/clock.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/** The real app on a fresh database with a clock the test controls. */
export async function createTestApp(
  options: Pick<CreateAppOptions, 'mailer' | 'googleJwks' | 'logger' | 'seedDemoDiscoveries' | 'ocrReader'> & {
    config?: Partial<Config>;
    database?: Database;
    appsDir?: string;
    /** Adds test-only routes or hooks; runs before `ready()`, after which Fastify accepts neither. */
    setup?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = manualClock();
  const app = await createApp({
    config: testConfig(options.config),
    database,
    clock,
    appsDir: options.appsDir,
    mailer: options.mailer,
    googleJwks: options.googleJwks,
    logger: options.logger,
    seedDemoDiscoveries: options.seedDemoDiscoveries,
    ocrReader: options.ocrReader,
  });
  await options.setup?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
