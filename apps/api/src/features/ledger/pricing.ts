import { FREE_PLAN_MARKER, FREE_PLAN_QUOTA_TOKENS } from '@app/sdk/contracts';

/**
 * The one place where the token price is fixed (change it here, or pass `pricePaisePer1k` to
 * `createLedger`); the free plan's quota is the SDK's `FREE_PLAN_QUOTA_TOKENS`, which the landing
 * page shows too. Nothing else in the API hard-codes them.
 */

/**
 * List price of metered tokens: ₹1 per 1,000 tokens (100 paise). It values every debit in the
 * ledger (`amount_paise`, shown as "amount charged" on the usage page) whether the tokens came
 * from the quota or from a purchased pack, so operations are comparable across plans.
 */
export const TOKEN_PRICE_PAISE_PER_1K = 100;

/** The plan every account starts on: the SDK's free quota (10,000 tokens) per calendar month. */
export const FREE_PLAN = { code: FREE_PLAN_MARKER, quotaTokens: FREE_PLAN_QUOTA_TOKENS, periodMonths: 1 } as const;

/** Value of `tokens` in whole paise, rounded half up (integer arithmetic, no float drift). */
export function tokensToPaise(tokens: number, pricePaisePer1k = TOKEN_PRICE_PAISE_PER_1K): number {
  return Math.floor((tokens * pricePaisePer1k + 500) / 1000);
}
