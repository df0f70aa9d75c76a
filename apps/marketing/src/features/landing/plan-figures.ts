import { formatInr, formatNumber } from '@app/i18n';
import { FREE_PLAN_QUOTA_TOKENS, PRO_PLAN, PRO_PLAN_MONTHLY_EQUIVALENT_INR } from '@app/sdk/plain';

/**
 * The plan figures the landing texts interpolate (`{{freeTokens}}`, `{{price}}`,
 * `{{monthlyPrice}}`, `{{savings}}`), from the SDK's catalogue figures: the site never writes
 * a price or a quota of its own. A function, so the formatters are built on first use.
 */
export function planFigures() {
  return {
    freeTokens: formatNumber(FREE_PLAN_QUOTA_TOKENS),
    price: formatInr(PRO_PLAN.priceInr),
    monthlyPrice: formatInr(PRO_PLAN_MONTHLY_EQUIVALENT_INR),
    savings: formatInr(PRO_PLAN.savingsInr),
  };
}
