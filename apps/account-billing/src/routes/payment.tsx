import { paymentsContract } from '@app/sdk';
import { sdk, useDocumentTitle } from '@app/shell';
import { toast } from '@app/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buyerDetails, type CustomerValues } from '../features/payment/customer-form';
import { newReceipt, type Offer } from '../features/payment/offer';
import { PaymentView } from '../features/payment/payment-view';
import { afterPaymentPath, useAfterPayment } from '../features/payment/use-after-payment';
import { useCheckout } from '../features/payment/use-checkout';
import { plansQuery, profileQuery } from '../lib/queries';

/** /payment: plans and packs, the customer form prefilled from the profile, checkout and verify. */
export default function PaymentRoute() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('payment.title'));
  const [search] = useSearchParams();
  const plans = useQuery(plansQuery());
  const profile = useQuery(profileQuery());
  const afterPayment = useAfterPayment(afterPaymentPath(search));
  const checkout = useCheckout({
    onPaid: (result) => {
      toast.success(t('payment.success.title'), { description: t('payment.success.access', { plan: result.plan_name }) });
      afterPayment(result);
    },
  });

  const pay = (offer: Offer, customer: CustomerValues) =>
    void checkout.pay({
      prefill: { name: customer.name, email: customer.email, contact: customer.phone },
      createOrder: async () => {
        const { item } = offer;
        const answer = await sdk.call(paymentsContract.createOrder, {
          body: {
            amount: item.price_inr,
            receipt: newReceipt(),
            ...(offer.kind === 'plan'
              ? { purchase_type: 'subscription', plan_code: item.plan_code }
              : { purchase_type: 'token_pack', token_pack_id: item.plan_code, plan_code: item.plan_code }),
            ...buyerDetails(customer),
          },
        });
        return { orderId: answer.order.id, amountInr: answer.order.amount / 100, key: answer.key, sandbox: answer.sandbox, planName: item.plan_name };
      },
    });

  return (
    <PaymentView
      plans={plans.data}
      plansLoading={plans.isPending}
      plansError={plans.isError}
      profile={profile.data}
      profileLoading={profile.isPending}
      search={search}
      state={checkout.state}
      failure={checkout.failure}
      sdkMissing={checkout.sdkMissing}
      paidPlanName={checkout.paid?.plan_name ?? null}
      onPay={pay}
    />
  );
}
