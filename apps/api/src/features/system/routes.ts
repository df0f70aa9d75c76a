import type { systemContract } from '@app/sdk/contracts';
import { AppError } from '../../lib/errors.js';
import type { AppDeps } from '../../deps.js';
import type { ContractHandlers } from '../../router/index.js';
import { createDatabaseProbe } from './database-probe.js';

const startedAt = Date.now();

export function systemHandlers(deps: AppDeps): ContractHandlers<typeof systemContract> {
  const isDatabaseUp = createDatabaseProbe(() => deps.database.ping(), () => Date.now());
  const healthAnswer = (up: boolean) => {
    if (!up) throw new AppError(503, 'Service unavailable', { detail: { database: 'down' } });
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      version: deps.config.version,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    };
  };
  return {
    health: {
      // A few fixed fields: compressing it could never pay, so it skips the compression hooks.
      smallAnswer: true,
      // Answered before Fastify's request lifecycle while the probe's last result is fresh and up
      // (router/ready-lane.ts); a stale or down result goes to the handler, which pings.
      readyAnswer: () => (isDatabaseUp.fresh() === true ? healthAnswer(true) : undefined),
      // Synchronous while the probe's last result is fresh: no promise per polled request.
      handler: () => {
        const up = isDatabaseUp();
        return typeof up === 'boolean' ? healthAnswer(up) : up.then(healthAnswer);
      },
    },
  };
}
