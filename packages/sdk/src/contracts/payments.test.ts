import { describe, expect, it } from 'vitest';
import { ZCreateOrderRequest, ZCreateOrderResponse, ZPaymentFailure, ZSandboxCheckoutResponse, rupeesToPaise } from './payments.js';

describe('payments', () => {
  it('needs a plan code for a subscription and a pack id for a token pack', () => {
    const base = { amount: 29999, receipt: 'rcpt_1' };
    expect(ZCreateOrderRequest.safeParse({ ...base, purchase_type: 'subscription', plan_code: 'pro_annual' }).success).toBe(true);
    expect(ZCreateOrderRequest.safeParse({ ...base, purchase_type: 'subscription' }).error?.issues[0]?.message).toBe(
      'plan_code is required for a subscription',
    );
    expect(ZCreateOrderRequest.safeParse({ ...base, purchase_type: 'token_pack', token_pack_id: 'pack_500k' }).success).toBe(true);
    expect(ZCreateOrderRequest.safeParse({ ...base, purchase_type: 'token_pack' }).success).toBe(false);
  });

  it('keeps order amounts in whole paise', () => {
    expect(rupeesToPaise(29999)).toBe(2999900);
    expect(rupeesToPaise(19.99)).toBe(1999);
    const order = { key: 'rzp_test_x', order: { id: 'order_1', amount: 2999900, currency: 'INR' }, sandbox: true };
    expect(ZCreateOrderResponse.parse(order)).toEqual(order);
    expect(ZCreateOrderResponse.safeParse({ ...order, order: { ...order.order, amount: 299.5 } }).success).toBe(false);
  });

  it("reads checkout's failure object, keeping extra metadata", () => {
    const failure = {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: 'order_1', payment_id: 'pay_1', bank: 'HDFC' },
    };
    expect(ZPaymentFailure.parse(failure)).toEqual(failure);
    expect(ZSandboxCheckoutResponse.parse({ error: failure })).toEqual({ error: failure });
  });
});
