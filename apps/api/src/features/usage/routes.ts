import { OPERATION_TYPE_LABELS, type usageContract, ZOperationType } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ContractHandlers } from '../../router/index.js';
import type { PlannedRoutes } from '../../router/planned.js';
import { usageSummary } from './service.js';

/** The token usage of the signed-in user. */
export function usageHandlers(deps: AppDeps): ContractHandlers<typeof usageContract, PlannedRoutes['usage'][number]> {
  const summaryDeps = { ledger: deps.ledger, clock: deps.clock };
  return {
    summary: ({ user, query }) => usageSummary(summaryDeps, user.id, query),
    operationTypes: () => ({
      operation_types: ZOperationType.options.map((value) => ({ value, label: OPERATION_TYPE_LABELS[value] })),
    }),
  };
}
