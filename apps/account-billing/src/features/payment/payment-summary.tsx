import { formatInr, formatNumber } from '@app/i18n';
import { Button, Card } from '@app/ui';
import { useTranslation } from 'react-i18next';
import type { Offer } from './offer';
import { PaymentsNotConfigured } from './payment-banners';
import type { PaymentState } from './use-checkout';

export interface PaymentSummaryProps {
  offer: Offer;
  state: PaymentState;
  sdkMissing: boolean;
  /** The server cannot take payments: the notice replaces the pay button. */
  paymentsOff?: boolean;
}

/** The selected plan, its tokens, the total and the pay button (submits the enclosing form). */
export function PaymentSummary({ offer, state, sdkMissing, paymentsOff = false }: PaymentSummaryProps) {
  const { t } = useTranslation('billing');
  const amount = formatInr(offer.item.price_inr);
  const busy = state === 'creating_order' || state === 'processing';
  const label =
    state === 'creating_order' ? t('payment.summary.creatingOrder') : state === 'processing' ? t('payment.summary.processing') : t('payment.summary.pay', { amount });
  return (
    <Card as="section" headingLevel={2} title={t('payment.summary.title')} aria-label={t('payment.summary.title')}>
      <dl className="ab-facts">
        <div>
          <dt>{t('payment.summary.plan')}</dt>
          <dd>{offer.item.plan_name}</dd>
        </div>
        <div>
          <dt>{t('payment.summary.tokens')}</dt>
          <dd>{formatNumber(offer.item.tokens)}</dd>
        </div>
        <div>
          <dt>{t('payment.summary.total')}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      {paymentsOff ? (
        <PaymentsNotConfigured />
      ) : (
        <Button type="submit" fullWidth size="lg" loading={busy} loadingLabel={label} disabled={sdkMissing || state === 'success'}>
          {label}
        </Button>
      )}
    </Card>
  );
}
