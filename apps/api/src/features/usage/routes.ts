import { OPERATION_TYPE_LABELS, usageContract, ZOperationType } from '@app/sdk/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.js';
import { implement } from '../../lib/route.js';
import { usageSummary } from './service.js';

/** The token usage of the signed-in user. */
export async function usageRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database' | 'ledger' | 'clock'>) {
  const T = 'Usage';
  const summaryDeps = { db: deps.database.db, ledger: deps.ledger, clock: deps.clock };

  implement(app, T, usageContract.summary, ({ user, query }) => usageSummary(summaryDeps, user.id, query));

  implement(app, T, usageContract.operationTypes, () => ({
    operation_types: ZOperationType.options.map((value) => ({ value, label: OPERATION_TYPE_LABELS[value] })),
  }));
}
