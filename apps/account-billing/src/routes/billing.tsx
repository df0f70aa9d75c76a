import { paymentsContract, subscriptionsContract, type TPaymentRecord, type TSubscriptionPlan, type TTokenPack } from '@app/sdk';
import { sdk, useDocumentTitle } from '@app/shell';
import { toast } from '@app/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingView } from '../features/billing/billing-view';
import { useAfterPayment } from '../features/payment/use-after-payment';
import { useCheckout, type CheckoutOrder } from '../features/payment/use-checkout';
import { apiErrorText } from '../lib/api-error-text';
import { downloadInvoice } from '../lib/download-invoice';
import { BILLING_QUERY_ROOT, currentSubscriptionQuery, paymentsQuery, plansQuery, profileQuery } from '../lib/queries';

/** /billing: current plan (cancel), upgrade and token packs paid in place, past payments with invoices. */
export default function BillingRoute() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const current = useQuery(currentSubscriptionQuery());
  const plans = useQuery(plansQuery());
  const payments = useQuery(paymentsQuery());
  const profile = useQuery(profileQuery());
  const refreshPayments = () => void queryClient.invalidateQueries({ queryKey: paymentsQuery().queryKey });
  const checkout = useCheckout({ onPaid: useAfterPayment(), onSettled: refreshPayments });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [acting, setActing] = useState<string | null>(null);

  const cancel = useMutation({
    mutationFn: () => sdk.call(subscriptionsContract.cancel),
    onSuccess: () => {
      toast.success(t('toasts.cancelled'));
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_ROOT });
    },
    onError: (error) => toast.error(t('toasts.cancelFailed'), { description: apiErrorText(error, '') || undefined }),
  });

  const prefill = { name: profile.data?.name ?? '', email: profile.data?.email ?? '', contact: profile.data?.phone ?? '' };
  const toOrder = (answer: { razorpay_order_id: string; amount_inr: number; plan_name: string; key?: string | undefined; sandbox?: boolean | undefined }): CheckoutOrder => ({
    orderId: answer.razorpay_order_id,
    amountInr: answer.amount_inr,
    key: answer.key ?? '',
    sandbox: answer.sandbox ?? false,
    planName: answer.plan_name,
  });

  const upgrade = (plan: TSubscriptionPlan) =>
    void checkout.pay({
      prefill,
      initiationFailedText: t('toasts.upgradeFailed'),
      successText: t('toasts.upgraded'),
      createOrder: async () => toOrder(await sdk.call(subscriptionsContract.upgrade, { body: { plan_code: plan.plan_code } })),
    });
  const purchase = (pack: TTokenPack) =>
    void checkout.pay({
      prefill,
      initiationFailedText: t('toasts.purchaseFailed'),
      successText: t('toasts.purchased', { pack: pack.plan_name }),
      createOrder: async () => toOrder(await sdk.call(subscriptionsContract.purchaseTokens, { body: { plan_code: pack.plan_code } })),
    });

  const resume = (payment: TPaymentRecord) =>
    void checkout.pay({
      prefill,
      initiationFailedText: t('payments.resumeFailed'),
      createOrder: async () => {
        setActing(payment.order_id);
        try {
          const answer = await sdk.call(paymentsContract.resume, { params: { order_id: payment.order_id } });
          return { orderId: answer.order.id, amountInr: payment.amount_inr, key: answer.key, sandbox: answer.sandbox, planName: payment.plan_name };
        } catch (error) {
          // Expired or settled meanwhile: the list shows what it is now.
          refreshPayments();
          throw error;
        } finally {
          setActing(null);
        }
      },
    });
  const dismiss = (payment: TPaymentRecord) => {
    setActing(payment.order_id);
    sdk
      .call(paymentsContract.dismiss, { params: { order_id: payment.order_id } })
      .catch((error: unknown) => toast.error(t('payments.dismissFailed'), { description: apiErrorText(error, '') || undefined }))
      .finally(() => {
        setActing(null);
        refreshPayments();
      });
  };

  const download = (payment: TPaymentRecord) => {
    setDownloading(payment.order_id);
    downloadInvoice(payment.order_id, `${payment.invoice_number ?? payment.order_id}.pdf`)
      .catch((error: unknown) => toast.error(t('payments.downloadFailed'), { description: apiErrorText(error, '') || undefined }))
      .finally(() => setDownloading(null));
  };

  return (
    <BillingView
      subscription={current.data?.subscription}
      subscriptionLoading={current.isPending}
      subscriptionError={current.isError}
      plans={plans.data}
      plansLoading={plans.isPending}
      plansError={plans.isError}
      payments={payments.data?.payments ?? []}
      cancelling={cancel.isPending}
      onCancel={() => cancel.mutateAsync().catch(() => undefined)}
      paying={checkout.busy}
      failure={checkout.state === 'failed' ? checkout.failure : null}
      sdkMissing={checkout.sdkMissing}
      onUpgrade={upgrade}
      onPurchase={purchase}
      downloading={downloading}
      onDownload={download}
      onResume={resume}
      onDismiss={dismiss}
      acting={acting}
    />
  );
}
