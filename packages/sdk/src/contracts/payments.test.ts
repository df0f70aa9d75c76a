import { describe, expect, it } from 'vitest';
import { ZPlanCodeRequest } from './billing.js';
import { GSTIN_ADDRESS_MESSAGE, GSTIN_CHECKSUM_MESSAGE, GSTIN_MESSAGE } from './gstin.js';
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

describe('buyer details of the GST invoice', () => {
  const base = { amount: 999, receipt: 'rcpt_2', purchase_type: 'token_pack', token_pack_id: 'pack_500k' } as const;

  it('accepts a lower-case GSTIN and stores it upper-case, the place of supply as its state code', () => {
    const parsed = ZCreateOrderRequest.parse({ ...base, buyer_gstin: ' 24aaacc1206d1zm ', buyer_state: 'Gujarat', buyer_address: 'Ahmedabad' });
    expect(parsed.buyer_gstin).toBe('24AAACC1206D1ZM');
    expect(parsed.buyer_state).toBe('24');
  });

  it('refuses a GSTIN of the wrong shape, and one whose check character is wrong, each with its message', () => {
    expect(ZCreateOrderRequest.safeParse({ ...base, buyer_gstin: '24AAACC1206D1XM' }).error?.issues[0]?.message).toBe(GSTIN_MESSAGE);
    const wrongCheck = ZCreateOrderRequest.safeParse({ ...base, buyer_gstin: '24AAACC1206D1ZN', buyer_address: 'Ahmedabad' });
    expect(wrongCheck.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['buyer_gstin', GSTIN_CHECKSUM_MESSAGE]]);
  });

  it('refuses a free-text state that is not in the list of states and union territories', () => {
    for (const state of ['Gujrat', 'GJ']) {
      expect(ZCreateOrderRequest.safeParse({ ...base, buyer_state: state }).error?.issues[0]).toMatchObject({
        path: ['buyer_state'],
        message: 'Please choose a state or union territory from the list',
      });
    }
  });

  it("refuses a place of supply other than the GSTIN's state, on both purchase paths, naming both", () => {
    const buyer = { buyer_gstin: '24AAACC1206D1ZM', buyer_state: 'Maharashtra', buyer_address: 'Ahmedabad' };
    const expected = {
      path: ['buyer_state'],
      message: 'The place of supply Maharashtra (27) is not the state of the GSTIN, Gujarat (24): choose Gujarat or leave the place of supply empty',
    };
    expect(ZCreateOrderRequest.safeParse({ ...base, ...buyer }).error?.issues).toEqual([expect.objectContaining(expected)]);
    expect(ZPlanCodeRequest.safeParse({ plan_code: 'pro_annual', ...buyer }).error?.issues).toEqual([expect.objectContaining(expected)]);
    expect(ZPlanCodeRequest.safeParse({ plan_code: 'pro_annual', ...buyer, buyer_state: '24' }).success).toBe(true);
  });

  it("needs a registered buyer's address", () => {
    expect(ZCreateOrderRequest.safeParse({ ...base, buyer_gstin: '27AAPFU0939F1ZV' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['buyer_address'], message: GSTIN_ADDRESS_MESSAGE }),
    ]);
  });

  it('takes the same optional details on a plan upgrade', () => {
    expect(ZPlanCodeRequest.parse({ plan_code: 'pro_annual', buyer_name: 'Asha Shah' })).toEqual({
      plan_code: 'pro_annual',
      buyer_name: 'Asha Shah',
    });
  });
});
