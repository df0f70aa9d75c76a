import { FREE_PLAN_QUOTA_TOKENS, type TUsageSummary } from '@app/sdk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ChatApi } from './chat-api';

export interface TokenBudget {
  used: number;
  total: number;
}

/**
 * The meter's starting point, the figures /usage and the ledger give: used = everything spent
 * this quota period (quota, then pack tokens), total = used + what is still available, so
 * total − used is what the user can spend. Buying a pack raises the total; spending only ever
 * raises used. Without the usage route (404, or not loaded yet): 0 of the free plan's quota.
 */
export function budgetFrom(summary: TUsageSummary | null | undefined): TokenBudget {
  if (!summary) return { used: 0, total: FREE_PLAN_QUOTA_TOKENS };
  const { subscription, token_balance } = summary;
  const used = subscription.tokens_used_from_quota + subscription.tokens_used_from_purchased;
  const available = subscription.tokens_remaining_in_quota + token_balance.purchased_balance;
  return { used, total: used + available };
}

/**
 * Adds the tokens of the answers received on this page: whether the quota or a pack pays, each
 * one adds to used and leaves the total as it is. So the figure shown after a reload, read from
 * the server, is the one shown before it.
 */
export function withAnswers(base: TokenBudget, answered: number): TokenBudget {
  return { used: base.used + answered, total: base.total };
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
