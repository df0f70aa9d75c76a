import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../features/pages/upcoming-page';

/** /billing: Billing & Plans ships later in this release. */
export function BillingRoute() {
  const { t } = useTranslation('billing');
  return (
    <UpcomingPage
      title={t('title')}
      badge={t('upcoming.badge')}
      description={t('upcoming.billing')}
      backLabel={t('upcoming.backHome')}
    />
  );
}

/** /payment: Choose Your Plan ships later in this release. */
export function PaymentRoute() {
  const { t } = useTranslation('billing');
  return (
    <UpcomingPage
      title={t('payment.title')}
      badge={t('upcoming.badge')}
      description={t('upcoming.payment')}
      backLabel={t('upcoming.backHome')}
    />
  );
}
