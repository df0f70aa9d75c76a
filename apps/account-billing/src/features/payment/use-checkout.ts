import { paymentsContract, RAZORPAY_CHECKOUT_SCRIPT_URL, rupeesToPaise, SANDBOX_API_BASE_OPTION, SANDBOX_TOKEN_OPTION, type TPaymentFailure, type TPaymentVerifyResponse } from '@app/sdk';
import { sdk } from '@app/shell';
import { toast } from '@app/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCheckoutScript, sandboxCheckoutUrl } from './checkout-script';
import { callFailure, pageFailure } from './payment-failure';

/** Spec section 4: the payment states. */
export type PaymentState = 'idle' | 'creating_order' | 'processing' | 'success' | 'failed' | 'cancelled';

/** An order ready for checkout, whichever call created it. */
export interface CheckoutOrder {
  orderId: string;
  amountInr: number;
  key: string;
  sandbox: boolean;
  planName: string;
}

export interface PayRequest {
  createOrder: () => Promise<CheckoutOrder>;
  prefill: { name: string; email: string; contact: string };
  /** Toast when the order cannot be created (default 'Payment initiation failed'). */
  initiationFailedText?: string;
  /** Toast after a verified payment (default 'Payment successful!'). */
  successText?: string;
}

export interface UseCheckoutOptions {
  /** Runs after a verified payment (refresh data, redirect). */
  onPaid: (result: TPaymentVerifyResponse) => void;
  /** Runs once the server has recorded a closed checkout (refresh the payment list). */
  onSettled?: () => void;
}

/**
 * The payment flow of spec section 4: create the order (creating_order), open checkout
 * (processing), verify its signature on the server (success), or end failed / cancelled.
 */
export function useCheckout({ onPaid, onSettled }: UseCheckoutOptions) {
  const { t } = useTranslation('billing');
  const [state, setStateValue] = useState<PaymentState>('idle');
  // Checkout's callbacks arrive outside React's render: they read the state from here.
  const stateRef = useRef<PaymentState>('idle');
  const setState = useCallback((next: PaymentState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);
  const [failure, setFailure] = useState<TPaymentFailure | null>(null);
  const [sdkMissing, setSdkMissing] = useState(false);
  const [paid, setPaid] = useState<TPaymentVerifyResponse | null>(null);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  const onSettledRef = useRef(onSettled);
  onSettledRef.current = onSettled;

  const fail = useCallback((detail: TPaymentFailure, title: string) => {
    setFailure(detail);
    setState('failed');
    toast.error(title, { description: detail.description });
  }, [setState]);

  const pay = useCallback(
    async (request: PayRequest) => {
      setFailure(null);
      setState('creating_order');
      let order: CheckoutOrder;
      try {
        order = await request.createOrder();
      } catch (error) {
        const text = request.initiationFailedText ?? t('payment.errors.initiationFailed');
        fail(callFailure(error, 'initiation', text), text);
        return;
      }
      let Razorpay;
      try {
        Razorpay = await loadCheckoutScript(order.sandbox ? sandboxCheckoutUrl() : RAZORPAY_CHECKOUT_SCRIPT_URL);
      } catch {
        setSdkMissing(true);
        fail(pageFailure('SCRIPT_LOAD_ERROR', 'initiation', order.orderId), t('payment.sdkMissing'));
        return;
      }
      const sandbox = order.sandbox
        ? { [SANDBOX_TOKEN_OPTION]: (await sdk.session.get())?.access_token, [SANDBOX_API_BASE_OPTION]: sdk.config.baseUrl }
        : {};
      const checkout = new Razorpay({
        ...sandbox,
        key: order.key,
        amount: rupeesToPaise(order.amountInr),
        currency: 'INR',
        order_id: order.orderId,
        name: t('payment.checkoutName'),
        description: order.planName,
        prefill: request.prefill,
        handler: (response) => {
          void (async () => {
            try {
              const result = await sdk.call(paymentsContract.verify, { body: response });
              if (result.status !== 'completed') {
                fail(pageFailure('VERIFICATION_ERROR', 'verification', order.orderId, result.message), t('payment.errors.verificationFailed'));
                return;
              }
              setPaid(result);
              setState('success');
              toast.success(request.successText ?? t('payment.success.toast'), {
                description: t('payment.success.paymentId', { id: result.payment_id }),
              });
              onPaidRef.current(result);
            } catch (error) {
              fail(callFailure(error, 'verification', t('payment.errors.verificationFailed'), order.orderId), t('payment.errors.verificationFailedContact'));
            }
          })();
        },
        modal: {
          // Closing checkout without paying is a cancelled failure (spec section 4).
          ondismiss: () => {
            if (stateRef.current !== 'processing') return;
            setFailure(pageFailure('PAYMENT_CANCELLED', 'payment', order.orderId));
            setState('cancelled');
            toast.info(t('payment.errors.cancelled'));
            // The order shows as Cancelled in Past Payments (best effort: unrecorded, it expires after 30 minutes).
            void sdk
              .call(paymentsContract.cancel, { params: { order_id: order.orderId } })
              .catch(() => undefined)
              .finally(() => onSettledRef.current?.());
          },
        },
      });
      checkout.on('payment.failed', (response) => fail(response.error, t('payment.errors.failed')));
      setState('processing');
      checkout.open();
    },
    [fail, setState, t],
  );

  const reset = useCallback(() => {
    setState('idle');
    setFailure(null);
  }, [setState]);

  const busy = state === 'creating_order' || state === 'processing';
  return { state, failure, sdkMissing, paid, busy, pay, reset };
}
