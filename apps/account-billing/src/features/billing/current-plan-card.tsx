import type { TBillingSubscription } from '@app/sdk';
import { formatDate, formatInr } from '@app/i18n';
import { Badge, Button, buttonClassName, Card, Dialog, DialogClose } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface CurrentPlanCardProps {
  subscription: TBillingSubscription;
  cancelling: boolean;
  onCancel: () => Promise<unknown>;
}

/** The plan the user is on: renewal date and annual price for Pro, Cancel Plan (confirmed), View Usage. */
export function CurrentPlanCard({ subscription, cancelling, onCancel }: CurrentPlanCardProps) {
  const { t, i18n } = useTranslation('billing');
  const [confirming, setConfirming] = useState(false);
  const isPro = subscription.type === 'pro';
  const cancelled = subscription.status === 'cancelled';
  return (
    <Card
      as="section"
      headingLevel={2}
      title={t('currentPlan.title')}
      aria-label={t('currentPlan.title')}
      actions={
        <span className="ab-row">
          <Badge tone={isPro ? 'info' : 'neutral'}>{isPro ? t('currentPlan.pro') : t('currentPlan.free')}</Badge>
          <Badge tone={cancelled ? 'warning' : 'success'}>{cancelled ? t('currentPlan.cancelled') : t('currentPlan.active')}</Badge>
        </span>
      }
      footer={
        <span className="ab-row">
          {subscription.can_cancel && (
            <Dialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={<Button variant="danger">{t('currentPlan.cancelPlan')}</Button>}
              title={t('cancelDialog.title')}
              description={t('cancelDialog.description')}
              footer={
                <>
                  <DialogClose asChild>
                    <Button variant="secondary">{t('cancelDialog.keep')}</Button>
                  </DialogClose>
                  <Button
                    variant="danger"
                    loading={cancelling}
                    loadingLabel={t('currentPlan.cancelling')}
                    onClick={() => void onCancel().finally(() => setConfirming(false))}
                  >
                    {t('cancelDialog.confirm')}
                  </Button>
                </>
              }
            />
          )}
          <Link className={buttonClassName({ variant: 'secondary' })} to="/usage">
            {t('currentPlan.viewUsage')}
          </Link>
        </span>
      }
    >
      <p className="ab-plan-card__price">{subscription.plan_name}</p>
      {isPro && subscription.annual_price !== null && <p>{t('currentPlan.annualPrice', { price: formatInr(subscription.annual_price) })}</p>}
      {isPro && subscription.next_renewal_date && !cancelled && (
        <p className="ab-muted">{t('currentPlan.renewsOn', { date: formatDate(subscription.next_renewal_date, i18n.language) })}</p>
      )}
      {isPro && cancelled && <p className="ab-muted">{t('currentPlan.endsOn', { date: formatDate(subscription.current_period_end, i18n.language) })}</p>}
    </Card>
  );
}
