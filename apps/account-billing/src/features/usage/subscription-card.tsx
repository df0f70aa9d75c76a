import {
  DEFAULT_DISCOVERY_CATEGORIES,
  DEFAULT_VENDORS_PER_CATEGORY,
  EXTRACTION_PRICE,
  quotaArithmetic,
  TYPICAL_BOQ,
  type TTokenBalance,
  type TUsageSubscription,
} from '@app/sdk';
import { formatDate, formatNumber } from '@app/i18n';
import { Badge, buttonClassName, Card, ProgressBar, type ProgressTone } from '@app/ui';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { balanceLevel, quotaLevel, quotaUsedPercent, type Level } from './usage-rules';

const barTone: Record<Level, ProgressTone> = { good: 'default', warning: 'warning', danger: 'danger' };

export interface SubscriptionCardProps {
  subscription: TUsageSubscription;
  balance: TTokenBalance;
}

/** Plan, quota left, purchased tokens and the total available, with the way to more tokens. */
export function SubscriptionCard({ subscription, balance }: SubscriptionCardProps) {
  const { t, i18n } = useTranslation('usage');
  const isPro = subscription.plan_type === 'pro';
  const percent = quotaUsedPercent(subscription.tokens_used_from_quota, subscription.token_quota);
  const level = quotaLevel(percent);
  const date = subscription.quota_reset_date ? formatDate(subscription.quota_reset_date, i18n.language) : null;
  const nextBilling = subscription.next_billing_date ? formatDate(subscription.next_billing_date, i18n.language) : null;
  const periodEnd = subscription.plan_period_end ? formatDate(subscription.plan_period_end, i18n.language) : null;
  return (
    <Card
      as="section"
      headingLevel={2}
      title={t('subscription.title')}
      aria-label={t('subscription.title')}
      className="ab-usage-plan"
      actions={
        <span className="ab-row">
          <Badge tone={isPro ? 'info' : 'neutral'}>{t(`subscription.plan.${subscription.plan_type}`)}</Badge>
          {subscription.status === 'cancelled' && <Badge tone="warning">{t('subscription.cancelled')}</Badge>}
        </span>
      }
      footer={
        <span className="ab-row">
          <Link className={buttonClassName({ variant: isPro ? 'secondary' : 'primary' })} to="/billing">
            {isPro ? t('subscription.managePlan') : t('subscription.upgrade')}
          </Link>
          <Link className={buttonClassName({ variant: 'secondary' })} to="/billing">
            {t('subscription.buyTokens')}
          </Link>
        </span>
      }
    >
      <p className="ab-usage-plan__quota">
        {t('subscription.quotaRemaining', {
          remaining: formatNumber(subscription.tokens_remaining_in_quota),
          quota: formatNumber(subscription.token_quota),
        })}
      </p>
      <dl className="ab-facts">
        <div>
          <dt>{t('subscription.purchasedTokens')}</dt>
          <dd>{formatNumber(balance.purchased_balance)}</dd>
        </div>
        <div>
          <dt>{t('subscription.totalAvailable')}</dt>
          <dd className={`ab-level ab-level--${balanceLevel(balance.total_available)}`} data-level={balanceLevel(balance.total_available)}>
            {formatNumber(balance.total_available)}
          </dd>
        </div>
        <div>
          <dt>{t('subscription.intervalLabel')}</dt>
          <dd>{t(`subscription.interval.${subscription.interval}`)}</dd>
        </div>
      </dl>
      {/* Pro's billing date is the plan's renewal (as /billing says), never the monthly quota reset. */}
      {isPro && nextBilling && <p className="ab-muted">{t('subscription.nextBilling', { date: nextBilling })}</p>}
      {isPro && !nextBilling && periodEnd && <p className="ab-muted">{t('subscription.activeUntil', { date: periodEnd })}</p>}
      {date && <p className="ab-muted">{t('subscription.quotaReset', { date })}</p>}
      {!isPro && <QuotaArithmetic quota={subscription.token_quota} />}
      <ProgressBar
        label={t('subscription.quotaUsage')}
        value={percent}
        valueText={t('subscription.quotaUsed', { percent: Math.round(percent) })}
        showValue
        tone={barTone[level]}
        data-level={level}
      />
    </Card>
  );
}

/**
 * The free plan's arithmetic, from the SDK's metering catalogue and the plan's quota: what one
 * month covers (one typical BOQ read by the offline reader at its stated rates — the price shown
 * before the start, never exceeded — the default vendor discovery, then typical questions), and
 * why: the reader and the search call no model, so they are priced by what they read and check.
 */
function QuotaArithmetic({ quota }: { quota: number }) {
  const { t } = useTranslation('usage');
  const sum = quotaArithmetic(quota);
  return (
    <p className="ab-muted" data-testid="quota-arithmetic">
      {t('subscription.arithmetic', {
        quota: formatNumber(sum.quota),
        rows: formatNumber(TYPICAL_BOQ.rows),
        pages: TYPICAL_BOQ.pages,
        rowTokens: EXTRACTION_PRICE.offline.rowTokens,
        pageTokens: EXTRACTION_PRICE.offline.pageTokens,
        margin: EXTRACTION_PRICE.marginPercent,
        extraction: formatNumber(sum.extraction),
        categories: DEFAULT_DISCOVERY_CATEGORIES,
        vendors: DEFAULT_VENDORS_PER_CATEGORY,
        discovery: formatNumber(sum.discovery),
        questions: formatNumber(sum.questions),
        question: formatNumber(sum.question),
      })}
    </p>
  );
}
