import { RAZORPAY_CHECKOUT_SCRIPT_URL, type TPaymentVerifyResponse } from '@app/sdk';
import { sdk } from '@app/shell';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayOptions } from './checkout-script';
import { useCheckout, type CheckoutOrder } from './use-checkout';

/** A stand-in for checkout.js: records the options and lets the test play the user. */
class FakeCheckout {
  static last: FakeCheckout | undefined;
  failed: ((r: { error: never }) => void) | undefined;
  opened = false;
  constructor(readonly options: RazorpayOptions) {
    FakeCheckout.last = this;
  }
  open() {
    this.opened = true;
  }
  on(_event: string, callback: (r: { error: never }) => void) {
    this.failed = callback;
  }
}

const order: CheckoutOrder = { orderId: 'order_1', amountInr: 1_999, key: 'rzp_sandbox', sandbox: true, planName: '500K Tokens' };
const verified: TPaymentVerifyResponse = {
  status: 'completed',
  message: 'Payment verified',
  order_id: 'order_1',
  payment_id: 'pay_1',
  purchase_type: 'token_pack',
  plan_name: '500K Tokens',
  tokens_added: 500_000,
  already_credited: false,
};
const prefill = { name: 'Asha', email: 'asha@example.in', contact: '+919876543210' };
let loaded: string[] = [];
let loadFails = false;

beforeEach(() => {
  loaded = [];
  loadFails = false;
  FakeCheckout.last = undefined;
  delete window.Razorpay;
  // jsdom does not fetch scripts: play the browser loading (or failing to load) checkout.
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    loaded.push(script.src);
    queueMicrotask(() => {
      if (loadFails) script.onerror?.(new Event('error'));
      else {
        window.Razorpay = FakeCheckout as never;
        script.onload?.(new Event('load'));
      }
    });
  });
});
afterEach(() => vi.restoreAllMocks());

function start(createOrder = async () => order) {
  const onPaid = vi.fn();
  const hook = renderHook(() => useCheckout({ onPaid }));
  act(() => void hook.result.current.pay({ createOrder, prefill }));
  return { hook, onPaid };
}

describe('the payment flow', () => {
  it('creates the order, opens the sandbox checkout in paise and verifies the signature: success', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue(verified);
    const { hook, onPaid } = start();
    expect(hook.result.current.state).toBe('creating_order');
    await waitFor(() => expect(hook.result.current.state).toBe('processing'));
    expect(loaded[0]).toMatch(/\/api\/payments\/sandbox\/checkout\.js$/);
    const checkout = FakeCheckout.last;
    expect(checkout?.opened).toBe(true);
    expect(checkout?.options).toMatchObject({ key: 'rzp_sandbox', amount: 199_900, currency: 'INR', order_id: 'order_1', prefill });
    const signed = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    act(() => checkout?.options.handler(signed));
    await waitFor(() => expect(hook.result.current.state).toBe('success'));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/payments/verify' }), { body: signed });
    expect(onPaid).toHaveBeenCalledWith(verified);
  });

  it("loads Razorpay's checkout.js for a live order", async () => {
    const { hook } = start(async () => ({ ...order, sandbox: false }));
    await waitFor(() => expect(hook.result.current.state).toBe('processing'));
    expect(loaded).toContain(RAZORPAY_CHECKOUT_SCRIPT_URL);
  });

  it("ends failed with checkout's error when the payment fails", async () => {
    const { hook } = start();
    await waitFor(() => expect(hook.result.current.state).toBe('processing'));
    const error = { code: 'BAD_REQUEST_ERROR', description: 'Card declined', source: 'bank', step: 'payment_authorization', reason: 'payment_failed', metadata: {} };
    act(() => FakeCheckout.last?.failed?.({ error: error as never }));
    expect(hook.result.current.state).toBe('failed');
    expect(hook.result.current.failure).toEqual(error);
    // Closing checkout after the failure keeps it a failure.
    act(() => FakeCheckout.last?.options.modal.ondismiss());
    expect(hook.result.current.state).toBe('failed');
  });

  it('ends cancelled when the user closes checkout, and records the order as cancelled on the server', async () => {
    const call = vi.spyOn(sdk, 'call').mockResolvedValue({} as never);
    const { hook } = start();
    await waitFor(() => expect(hook.result.current.state).toBe('processing'));
    act(() => FakeCheckout.last?.options.modal.ondismiss());
    expect(hook.result.current.state).toBe('cancelled');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/payments/:order_id/cancel' }), { params: { order_id: 'order_1' } });
    expect(hook.result.current.failure?.code).toBe('PAYMENT_CANCELLED');
    act(() => hook.result.current.reset());
    expect(hook.result.current.state).toBe('idle');
  });

  it('fails at initiation when the order cannot be created, without loading checkout', async () => {
    const { hook } = start(async () => {
      throw new Error('offline');
    });
    await waitFor(() => expect(hook.result.current.state).toBe('failed'));
    expect(hook.result.current.failure?.step).toBe('initiation');
    expect(loaded).toEqual([]);
  });

  it('reports the SDK missing when the checkout script cannot load', async () => {
    loadFails = true;
    const { hook } = start();
    await waitFor(() => expect(hook.result.current.state).toBe('failed'));
    expect(hook.result.current.sdkMissing).toBe(true);
    expect(hook.result.current.failure).toMatchObject({ code: 'SCRIPT_LOAD_ERROR', description: 'Failed to load Razorpay SDK' });
  });

  it('fails at verification when the server does not answer completed', async () => {
    vi.spyOn(sdk, 'call').mockResolvedValue({ ...verified, status: 'failed', message: 'Signature mismatch' });
    const { hook, onPaid } = start();
    await waitFor(() => expect(hook.result.current.state).toBe('processing'));
    act(() => FakeCheckout.last?.options.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'bad' }));
    await waitFor(() => expect(hook.result.current.state).toBe('failed'));
    expect(hook.result.current.failure).toMatchObject({ code: 'VERIFICATION_ERROR', step: 'verification' });
    expect(onPaid).not.toHaveBeenCalled();
  });
});
