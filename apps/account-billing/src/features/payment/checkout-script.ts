import type { SANDBOX_API_BASE_OPTION, SANDBOX_TOKEN_OPTION } from '@app/sdk';
import { buildUrl, SANDBOX_CHECKOUT_SCRIPT_PATH, type TPaymentFailure, type TPaymentVerifyRequest } from '@app/sdk';
import { sdk } from '@app/shell';

/** The API's stand-in for checkout.js while no Razorpay keys are configured (same `window.Razorpay`). */
export const sandboxCheckoutUrl = (): string => buildUrl(sdk.config.baseUrl, SANDBOX_CHECKOUT_SCRIPT_PATH);

/** The part of checkout.js's options this app uses (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: TPaymentVerifyRequest) => void;
  modal: { ondismiss: () => void };
  /** Sandbox only: the access token its Pay button sends to POST /payments/sandbox/checkout. */
  [SANDBOX_TOKEN_OPTION]?: string;
  /** Sandbox only: the API base (the script defaults to where it was loaded from). */
  [SANDBOX_API_BASE_OPTION]?: string;
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error: TPaymentFailure }) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();
let loadedFrom: string | undefined;

/**
 * Adds the checkout script once and resolves to `window.Razorpay` (reused while it is there). A
 * failed load is forgotten, so paying again (after the network is back) tries again.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay && loadedFrom === src) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (!window.Razorpay) return reject(new Error('window.Razorpay missing'));
      loadedFrom = src;
      resolve(window.Razorpay);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  }).finally(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
