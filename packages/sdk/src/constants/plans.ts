// The plan figures, written once and without zod (`@app/sdk/plain` serves them to the landing page):
// the API's ledger and catalogue are built from them and the landing page interpolates them.

/** The free plan's monthly token quota. */
export const FREE_PLAN_QUOTA_TOKENS = 10_000;

/**
 * The annual plan the landing page sells as "Business" (`pro_annual`): its price in whole rupees,
 * GST included, for `billingMonths`; its monthly token quota; what it saves against monthly billing.
 */
export const PRO_PLAN = {
  code: 'pro_annual',
  priceInr: 29_999,
  billingMonths: 12,
  monthlyTokens: 2_500_000,
  savingsInr: 6_000,
} as const;

/** The Pro price spread over its months, in whole rupees (₹29,999 a year: about ₹2,500 a month). */
export const PRO_PLAN_MONTHLY_EQUIVALENT_INR = Math.round(PRO_PLAN.priceInr / PRO_PLAN.billingMonths);
