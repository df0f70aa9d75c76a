import { isFreePlan, type TSubscriptionPlan, type TTokenPack } from '@app/sdk';
import { formatInr, formatNumber } from '@app/i18n';
import { Badge, Button, Card } from '@app/ui';
import { useTranslation } from 'react-i18next';

/** Spec: the pack with 500k tokens is marked Best Value (also when the server's metadata does not say so). */
export const BEST_VALUE_TOKENS = 500_000;

export interface BillingOffersProps {
  plans: readonly TSubscriptionPlan[];
  packs: readonly TTokenPack[];
  currentPlanCode: string | null;
  busy: boolean;
  /** The server cannot take payments: no Upgrade or Purchase buttons (the page says why). */
  paymentsOff?: boolean;
  onUpgrade: (plan: TSubscriptionPlan) => void;
  onPurchase: (pack: TTokenPack) => void;
}

/** Plan cards (Upgrade to Pro, disabled for a free or the current plan) and token pack cards (Purchase). */
export function BillingOffers({ plans, packs, currentPlanCode, busy, paymentsOff = false, onUpgrade, onPurchase }: BillingOffersProps) {
  const { t } = useTranslation('billing');
  return (
    <>
      <section className="ab-stack" aria-labelledby="ab-plans-title">
        <h2 id="ab-plans-title" className="ab-section-title">
          {t('plans.title')}
        </h2>
        <div className="ab-grid">
          {plans.map((plan) => {
            const current = plan.plan_code === currentPlanCode;
            return (
              <Card
                key={plan.id}
                as="article"
                aria-label={plan.plan_name}
                className="ab-plan-card"
                title={plan.plan_name}
                description={t(`interval.${plan.plan_interval}`)}
                actions={current ? <Badge tone="success">{t('plans.current')}</Badge> : undefined}
                footer={
                  paymentsOff ? undefined : (
                    <Button fullWidth disabled={busy || current || isFreePlan(plan.plan_code) || plan.price_inr === 0} onClick={() => onUpgrade(plan)}>
                      {t('plans.upgrade')}
                    </Button>
                  )
                }
              >
                <p className="ab-plan-card__price">{formatInr(plan.price_inr)}</p>
                <p>{t('payment.card.tokens', { count: plan.tokens, formatted: formatNumber(plan.tokens) })}</p>
                <p className="ab-muted">{plan.description}</p>
              </Card>
            );
          })}
        </div>
      </section>
      <section className="ab-stack" aria-labelledby="ab-packs-title">
        <h2 id="ab-packs-title" className="ab-section-title">
          {t('packs.title')}
        </h2>
        <p className="ab-muted">{t('packs.subtitle')}</p>
        <div className="ab-grid">
          {packs.map((pack) => (
            <Card
              key={pack.id}
              as="article"
              aria-label={pack.plan_name}
              className="ab-plan-card"
              title={pack.plan_name}
              actions={pack.metadata.is_best_value || pack.tokens === BEST_VALUE_TOKENS ? <Badge tone="success">{t('packs.bestValue')}</Badge> : undefined}
              footer={
                paymentsOff ? undefined : (
                  <Button fullWidth variant="secondary" disabled={busy} onClick={() => onPurchase(pack)}>
                    {t('packs.purchase')}
                  </Button>
                )
              }
            >
              <p className="ab-plan-card__price">{formatInr(pack.price_inr)}</p>
              <p>{t('payment.card.tokens', { count: pack.tokens, formatted: formatNumber(pack.tokens) })}</p>
              <p className="ab-muted">{t('packs.perToken', { cost: `₹${formatNumber(pack.metadata.per_token_cost, { maximumFractionDigits: 5 })}` })}</p>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
