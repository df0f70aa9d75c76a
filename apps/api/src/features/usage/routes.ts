import { OPERATION_TYPE_LABELS, type usageContract, ZOperationType } from '@app/sdk/contracts';
import type { AppDeps } from '../../deps.js';
import type { ContractHandlers } from '../../router/index.js';
import { usageHistory } from './history.js';
import { usageSummary } from './service.js';

/** The token usage of the signed-in user. */
export function usageHandlers(deps: AppDeps): ContractHandlers<typeof usageContract> {
  const summaryDeps = { ledger: deps.ledger, clock: deps.clock, billing: deps.billing };
  return {
    summary: ({ user, query }) => usageSummary(summaryDeps, user.id, query),
    history: ({ user, query }) => usageHistory(deps.ledger, user.id, query),
    operationTypes: () => ({
      operation_types: ZOperationType.options.map((value) => ({ value, label: OPERATION_TYPE_LABELS[value] })),
    }),
  };
}
