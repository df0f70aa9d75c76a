import type { TPaymentFailure } from '@app/sdk';
import { CreditCard, Lock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Razorpay's published test values (test mode and the sandbox accept them). */
export const TEST_CARD = '4111 1111 1111 1111';
export const TEST_UPI = 'success@razorpay';

export function SdkMissingBanner() {
  const { t } = useTranslation('billing');
  return (
    <div role="alert" className="ab-banner ab-banner--warning">
      <p>{t('payment.sdkMissing')}</p>
    </div>
  );
}

/** The server has no Razorpay keys and no sandbox: it cannot take payments (/billing and /payment). */
export function PaymentsNotConfigured() {
  const { t } = useTranslation('billing');
  return (
    <p role="status" className="ab-banner ab-banner--warning">
      {t('payment.notConfigured')}
    </p>
  );
}

/** The plans and packs could not be loaded (/billing and /payment). */
export function PlansLoadError() {
  const { t } = useTranslation('billing');
  return (
    <div role="alert" className="ab-banner ab-banner--danger">
      <strong>{t('errors.loadPlans')}</strong>
      <p>{t('errors.loadPlansDescription')}</p>
    </div>
  );
}

/** 'Payment Error' with checkout's (or the page's) description and reason. */
export function PaymentErrorBanner({ failure }: { failure: TPaymentFailure }) {
  const { t } = useTranslation('billing');
  return (
    <div role="alert" className="ab-banner ab-banner--danger">
      <strong>{t('payment.errorTitle')}</strong>
      <p>{failure.description}</p>
      <p>{t('payment.errorReason', { reason: failure.reason })}</p>
    </div>
  );
}

export function SecurityAssurances() {
  const { t } = useTranslation('billing');
  return (
    <section className="ab-stack" aria-label={t('payment.security.title')}>
      <p className="ab-row">
        <Lock aria-hidden width={16} /> {t('payment.security.encrypted')}
      </p>
      <p className="ab-row">
        <ShieldCheck aria-hidden width={16} /> {t('payment.security.provider')}
      </p>
      <p className="ab-row">
        <CreditCard aria-hidden width={16} /> {t('payment.security.noCardStorage')}
      </p>
    </section>
  );
}

export function TestModeHint() {
  const { t } = useTranslation('billing');
  return (
    <aside className="ab-banner ab-banner--info" aria-label={t('payment.testMode.title')}>
      <strong>{t('payment.testMode.title')}</strong>
      <p>{t('payment.testMode.description')}</p>
      <p>{t('payment.testMode.card', { card: TEST_CARD })}</p>
      <p>{t('payment.testMode.upi', { upi: TEST_UPI })}</p>
    </aside>
  );
}
