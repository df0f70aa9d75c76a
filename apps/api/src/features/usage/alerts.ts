import type { TUsageAlert } from '@app/sdk/contracts';
import type { Balance } from '../ledger/index.js';

/** Share of the quota at which the user is warned (the token meter turns orange there too). */
export const QUOTA_WARNING_SHARE = 0.8;

/**
 * The banners of the usage page, most severe first: out of tokens (error), quota used up but
 * purchased tokens left (info), quota nearly spent (warning).
 */
export function usageAlerts(balance: Balance): TUsageAlert[] {
  if (balance.total_available === 0) {
    return [
      {
        severity: 'error',
        message: 'You have no tokens left. Buy a token pack or upgrade your plan to keep using the assistants.',
        action_url: '/billing',
      },
    ];
  }
  if (balance.quota_tokens > 0 && balance.quota_remaining === 0) {
    return [
      {
        severity: 'info',
        message: `Your plan quota for this period is used up; your ${balance.purchased_balance.toLocaleString('en-IN')} purchased tokens are being used.`,
        action_url: '/billing',
      },
    ];
  }
  if (balance.quota_tokens > 0 && balance.quota_used >= balance.quota_tokens * QUOTA_WARNING_SHARE) {
    const percent = Math.floor((balance.quota_used / balance.quota_tokens) * 100);
    return [
      {
        severity: 'warning',
        message: `You have used ${percent}% of your plan quota for this period.`,
        action_url: '/billing',
      },
    ];
  }
  return [];
}
