import { describe, expect, it } from 'vitest';
import { ZPlanCodeRequest } from './billing.js';
import { GSTIN_MESSAGE, ZCreateOrderRequest, ZCreateOrderResponse, ZPaymentFailure, ZSandboxCheckoutResponse, rupeesToPaise } from './payments.js';

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

describe('buyer details of the GST invoice', () => {
  const base = { amount: 999, receipt: 'rcpt_2', purchase_type: 'token_pack', token_pack_id: 'pack_500k' } as const;

  it('accepts a lower-case GSTIN and stores it upper-case', () => {
    const parsed = ZCreateOrderRequest.parse({ ...base, buyer_gstin: ' 24aaacb1234c1z5 ', buyer_state: 'Gujarat' });
    expect(parsed.buyer_gstin).toBe('24AAACB1234C1Z5');
  });

  it('refuses a GSTIN of the wrong shape with its message', () => {
    expect(ZCreateOrderRequest.safeParse({ ...base, buyer_gstin: '24AAACB1234C1X5' }).error?.issues[0]?.message).toBe(GSTIN_MESSAGE);
  });

  it('takes the same optional details on a plan upgrade', () => {
    expect(ZPlanCodeRequest.parse({ plan_code: 'pro_annual', buyer_name: 'Asha Shah' })).toEqual({
      plan_code: 'pro_annual',
      buyer_name: 'Asha Shah',
    });
  });
});
