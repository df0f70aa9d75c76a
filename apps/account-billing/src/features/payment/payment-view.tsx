import type { TPaymentFailure, TPlansResponse, TProfile } from '@app/sdk';
import { formatInr, formatNumber } from '@app/i18n';
import { Skeleton, toast } from '@app/ui';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../../lib/screens.css';
import '../pages/pages.css';
import { CustomerForm, EMPTY_CUSTOMER, type CustomerValues } from './customer-form';
import { OfferCard } from './offer-card';
import { offerFromSearch, offersOf, type Offer } from './offer';
import { PaymentErrorBanner, PlansLoadError, SdkMissingBanner, SecurityAssurances, TestModeHint } from './payment-banners';
import { PaymentSummary } from './payment-summary';
import type { PaymentState } from './use-checkout';

export interface PaymentViewProps {
  plans: TPlansResponse | undefined;
  plansLoading: boolean;
  plansError: boolean;
  profile: TProfile | undefined;
  profileLoading: boolean;
  search: URLSearchParams;
  state: PaymentState;
  failure: TPaymentFailure | null;
  sdkMissing: boolean;
  /** Plan name of the verified payment, once state is success. */
  paidPlanName: string | null;
  onPay: (offer: Offer, customer: CustomerValues) => void;
}

/** /payment — Choose Your Plan: plans and packs, the customer form, the summary and every payment state. */
export function PaymentView(props: PaymentViewProps) {
  const { t } = useTranslation('billing');
  const offers = useMemo(() => (props.plans ? offersOf(props.plans) : []), [props.plans]);
  const [selected, setSelected] = useState<Offer | undefined>();
  const form = useForm<CustomerValues>({ defaultValues: EMPTY_CUSTOMER });
  const busy = props.state === 'creating_order' || props.state === 'processing';
  const paymentsOff = props.plans?.payment_mode === 'unconfigured';

  // ?plan= / ?pack= preselect once the plans are here.
  useEffect(() => {
    if (!selected && offers.length > 0) setSelected(offerFromSearch(offers, props.search));
  }, [offers, props.search, selected]);

  // Prefill from the profile without overwriting what the user already typed.
  const { profile } = props;
  useEffect(() => {
    if (profile) form.reset({ ...EMPTY_CUSTOMER, name: profile.name, email: profile.email, phone: profile.phone ?? '' }, { keepDirtyValues: true });
  }, [profile, form]);

  const select = (offer: Offer) => {
    setSelected(offer);
    toast.success(t('payment.selectedToast', { plan: offer.item.plan_name }), {
      description: t('payment.selectedToastDescription', { tokens: formatNumber(offer.item.tokens), price: formatInr(offer.item.price_inr) }),
    });
  };

  const submit = form.handleSubmit((values) => {
    if (paymentsOff) return;
    if (!selected) {
      toast.error(t('payment.errors.selectPlan'));
      return;
    }
    props.onPay(selected, values);
  });

  if (props.state === 'success') {
    return (
      <div className="ab-page">
        <section className="ab-placeholder" role="status">
          <CheckCircle2 aria-hidden className="ab-placeholder__icon" />
          <h1 className="ab-placeholder__title">{t('payment.success.title')}</h1>
          <p className="ab-placeholder__text">{t('payment.success.access', { plan: props.paidPlanName ?? selected?.item.plan_name ?? '' })}</p>
          <p className="ab-muted">{t('payment.success.redirecting')}</p>
        </section>
      </div>
    );
  }

  const section = (kind: Offer['kind'], title: string, description: string) => (
    <section className="ab-stack" aria-labelledby={`ab-${kind}-title`}>
      <h2 id={`ab-${kind}-title`} className="ab-section-title">
        {title}
      </h2>
      <p className="ab-muted">{description}</p>
      <div className="ab-grid">
        {offers
          .filter((o) => o.kind === kind)
          .map((offer) => (
            <OfferCard
              key={offer.item.id}
              offer={offer}
              selected={selected?.item.id === offer.item.id}
              disabled={busy}
              onSelect={select}
            />
          ))}
      </div>
    </section>
  );

  return (
    <div className="ab-page">
      <header className="ab-page__header">
        <h1 className="ab-page__title">{t('payment.title')}</h1>
        <p className="ab-muted">{t('payment.subtitle')}</p>
      </header>
      {props.sdkMissing && <SdkMissingBanner />}
      {props.failure && props.state === 'failed' && <PaymentErrorBanner failure={props.failure} />}
      {props.plansError ? (
        <PlansLoadError />
      ) : props.plansLoading ? (
        <div aria-busy="true" className="ab-grid">
          <Skeleton shape="rect" height={240} />
          <Skeleton shape="rect" height={240} />
          <Skeleton shape="rect" height={240} />
        </div>
      ) : offers.length === 0 ? (
        <p role="alert" className="ab-error">
          {t('errors.noPlans')}
        </p>
      ) : (
        <>
          {section('plan', t('payment.subscriptions.title'), t('payment.subscriptions.description'))}
          {section('pack', t('payment.packs.title'), t('payment.packs.description'))}
        </>
      )}
      {selected && (
        <form className="ab-two-col" onSubmit={(e) => void submit(e)} noValidate>
          <div className="ab-stack">
            <CustomerForm form={form} paying={busy} profileLoading={props.profileLoading} />
            <SecurityAssurances />
          </div>
          <div className="ab-stack">
            <PaymentSummary offer={selected} state={props.state} sdkMissing={props.sdkMissing} paymentsOff={paymentsOff} />
            {!paymentsOff && <TestModeHint />}
          </div>
        </form>
      )}
    </div>
  );
}
