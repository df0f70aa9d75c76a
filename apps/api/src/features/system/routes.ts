import { systemContract } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { implement } from '../../lib/route.js';
import type { AppDeps } from '../../app.js';
import { createDatabaseProbe } from './database-probe.js';

const startedAt = Date.now();

export async function systemRoutes(app: FastifyInstance, deps: AppDeps) {
  const isDatabaseUp = createDatabaseProbe(() => deps.database.ping(), () => Date.now());
  implement(app, 'System', systemContract.health, async () => {
    const up = await isDatabaseUp();
    if (!up) throw new AppError(503, 'Service unavailable', { detail: { database: 'down' } });
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      version: deps.config.version,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    };
  });
}
