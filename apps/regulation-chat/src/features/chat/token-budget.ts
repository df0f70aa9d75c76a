import type { TUsageSummary } from '@app/sdk/contracts';
import { DEFAULT_TOKEN_TOTAL } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ChatApi } from './chat-api';

export interface TokenBudget {
  used: number;
  total: number;
}

/** The starting point, with the quota still unspent: the ledger pays from it before purchased tokens. */
export interface BudgetBase extends TokenBudget {
  quotaLeft: number;
}

/**
 * The meter's starting point. With the usage route: used = quota spent this period, total =
 * plan quota + purchased tokens left, so total − used is what the user can still spend.
 * Without it (404, or not loaded yet): the spec's client default, 0 of 10,000.
 */
export function budgetFrom(summary: TUsageSummary | null | undefined): BudgetBase {
  if (!summary) return { used: 0, total: DEFAULT_TOKEN_TOTAL, quotaLeft: DEFAULT_TOKEN_TOTAL };
  const { subscription, token_balance } = summary;
  return {
    used: subscription.tokens_used_from_quota,
    total: subscription.token_quota + token_balance.purchased_balance,
    quotaLeft: Math.max(0, subscription.token_quota - subscription.tokens_used_from_quota),
  };
}

/**
 * Adds the tokens of the answers received on this page the way the ledger spends them: quota
 * first (the meter's used part grows), then purchased tokens (the total shrinks). So the figure
 * shown after a reload, read from the server, is the one shown before it.
 */
export function withAnswers(base: BudgetBase, answered: number): TokenBudget {
  const fromQuota = Math.min(answered, base.quotaLeft);
  return { used: base.used + fromQuota, total: base.total - (answered - fromQuota) };
}

/**
 * The chat's token meter: the real quota when the server offers it, plus each answer's
 * `metrics.tokens` as it arrives (spec: "Each answer adds metrics.tokens to the token meter").
 * The summary is read once per page so an answer is never counted twice.
 */
export function useTokenBudget(api: ChatApi): TokenBudget & { add: (tokens: number) => void } {
  const summary = useQuery({
    queryKey: ['usage', 'summary', 'chat-meter-base'],
    queryFn: () => api.usageSummary(),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [answered, setAnswered] = useState(0);
  const add = useCallback((tokens: number) => setAnswered((sum) => sum + Math.max(0, tokens)), []);
  return { ...withAnswers(budgetFrom(summary.data), answered), add };
}
