import type { TBillingSubscription, TPaymentFailure, TPaymentRecord, TPlansResponse, TSubscriptionPlan, TTokenPack } from '@app/sdk';
import { Skeleton } from '@app/ui';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../lib/screens.css';
import { PaymentErrorBanner, PaymentsNotConfigured, PlansLoadError, SdkMissingBanner } from '../payment/payment-banners';
import { BillingOffers } from './billing-offers';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentsList } from './payments-list';

export interface BillingViewProps {
  subscription: TBillingSubscription | undefined;
  subscriptionLoading: boolean;
  subscriptionError: boolean;
  plans: TPlansResponse | undefined;
  plansLoading: boolean;
  plansError: boolean;
  payments: readonly TPaymentRecord[];
  cancelling: boolean;
  onCancel: () => Promise<unknown>;
  paying: boolean;
  failure: TPaymentFailure | null;
  sdkMissing: boolean;
  onUpgrade: (plan: TSubscriptionPlan) => void;
  onPurchase: (pack: TTokenPack) => void;
  downloading: string | null;
  onDownload: (payment: TPaymentRecord) => void;
  onResume: (payment: TPaymentRecord) => void;
  onDismiss: (payment: TPaymentRecord) => void;
  /** The past payment a resume or dismiss is working on. */
  acting: string | null;
}

/** /billing — Billing & Plans. */
export function BillingView(props: BillingViewProps) {
  const { t } = useTranslation('billing');
  return (
    <div className="ab-page">
      {/* The dashboard is Token Usage, where Manage Plan and Buy Tokens lead here from. */}
      <Link className="ab-row" to="/usage">
        <ArrowLeft aria-hidden width={16} /> {t('backToDashboard')}
      </Link>
      <header className="ab-page__header">
        <h1 className="ab-page__title">{t('title')}</h1>
        <p className="ab-muted">{t('subtitle')}</p>
      </header>
      {props.sdkMissing && <SdkMissingBanner />}
      {props.failure && <PaymentErrorBanner failure={props.failure} />}
      {props.subscriptionError ? (
        <p role="alert" className="ab-error">
          {t('errors.load')}
        </p>
      ) : props.subscriptionLoading ? (
        <Skeleton shape="rect" height={160} width="100%" />
      ) : props.subscription ? (
        <CurrentPlanCard subscription={props.subscription} cancelling={props.cancelling} onCancel={props.onCancel} />
      ) : (
        <p className="ab-muted">{t('errors.noSubscription')}</p>
      )}
      {props.plansError ? (
        <PlansLoadError />
      ) : props.plansLoading ? (
        <div aria-busy="true" className="ab-grid">
          <Skeleton shape="rect" height={200} />
          <Skeleton shape="rect" height={200} />
        </div>
      ) : props.plans && props.plans.plans.length + props.plans.token_packs.length > 0 ? (
        <>
          {props.plans.payment_mode === 'unconfigured' && <PaymentsNotConfigured />}
          <BillingOffers
            plans={props.plans.plans}
            packs={props.plans.token_packs}
            currentPlanCode={props.subscription?.plan_code ?? null}
            busy={props.paying}
            paymentsOff={props.plans.payment_mode === 'unconfigured'}
            onUpgrade={props.onUpgrade}
            onPurchase={props.onPurchase}
          />
        </>
      ) : (
        <p role="alert" className="ab-error">
          {t('errors.noPlans')}
        </p>
      )}
      <PaymentsList
        payments={props.payments}
        downloading={props.downloading}
        onDownload={props.onDownload}
        onResume={props.onResume}
        onDismiss={props.onDismiss}
        acting={props.acting}
      />
    </div>
  );
}
