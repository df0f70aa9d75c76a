import { z } from 'zod';
import { checkBuyerDetails, ZGstin, ZPlaceOfSupply } from './gstin.js';
import { defineRoutes } from './route.js';
import { ZTimestamp } from './scalars.js';

export const PURCHASE_TYPES = ['subscription', 'token_pack'] as const;
export const ZPurchaseType = z.enum(PURCHASE_TYPES);

/**
 * How this server takes payments: `razorpay` (keys configured), `sandbox` (no keys; the built-in
 * sandbox, no real money — on by default outside production, in production only with
 * ENABLE_PAYMENT_SANDBOX) or `unconfigured` (nothing can be bought: the payment routes answer 503
 * `payments_not_configured` and the pages say so instead of offering checkout).
 */
export const PAYMENT_MODES = ['razorpay', 'sandbox', 'unconfigured'] as const;
export const ZPaymentMode = z.enum(PAYMENT_MODES);
export type TPaymentMode = z.infer<typeof ZPaymentMode>;
export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payments are not configured on this server';
export type TPurchaseType = z.infer<typeof ZPurchaseType>;

/** Amounts go to checkout in paise: rupees × 100. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
/** Money is stored in integer paise; the API shows rupees with paise as decimals. */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;

/**
 * Who the GST tax invoice is made out to (entered on the payment form; all optional — the
 * server falls back to the account's profile: name, phone, location as address). The place of
 * supply is a state from GST_STATE_LIST (its code or name; answered as the code), else the
 * GSTIN's first two digits, else the seller's state; it decides the tax: the seller's state
 * CGST + SGST, any other IGST. A GSTIN needs its check character right and, for a registered
 * buyer's invoice, the address registered with it; a place of supply other than the GSTIN's
 * state is refused (see `checkBuyerDetails`).
 */
export const ZBuyerDetails = z.object({
  buyer_name: z.string().trim().min(1).max(200).optional(),
  buyer_email: z.email('Enter a valid email address').max(254).optional(),
  buyer_phone: z.string().trim().max(20).optional(),
  buyer_gstin: ZGstin.optional(),
  buyer_state: ZPlaceOfSupply.optional(),
  buyer_address: z.string().trim().min(1).max(300).optional(),
});
export type TBuyerDetails = z.input<typeof ZBuyerDetails>;

/**
 * Body of POST /payments/orders. `amount` is the rupee price the client shows; the server
 * charges the plan's or pack's own price and refuses a mismatch (400), so a tampered amount
 * can never buy tokens cheaply. `receipt` is the client's reference (Razorpay allows 40 chars).
 */
export const ZCreateOrderRequest = z
  .object({
    amount: z.number({ error: 'Amount is required' }).positive('Amount must be positive'),
    receipt: z.string().trim().min(1).max(40, 'Receipt must be at most 40 characters'),
    purchase_type: ZPurchaseType,
    plan_code: z.string().trim().min(1).max(100).optional(),
    token_pack_id: z.string().trim().min(1).max(100).optional(),
    ...ZBuyerDetails.shape,
  })
  .refine((o) => o.purchase_type !== 'subscription' || o.plan_code !== undefined, {
    message: 'plan_code is required for a subscription',
    path: ['plan_code'],
  })
  .refine((o) => o.purchase_type !== 'token_pack' || o.token_pack_id !== undefined, {
    message: 'token_pack_id is required for a token pack',
    path: ['token_pack_id'],
  })
  .superRefine(checkBuyerDetails);
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

export const ZPaymentOrder = z.object({
  id: z.string(),
  /** Paise (integer). */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

export const ZCreateOrderResponse = z.object({
  /** The public checkout key. */
  key: z.string(),
  order: ZPaymentOrder,
  /** True when the built-in sandbox provider issued the order (no real money moves). */
  sandbox: z.boolean(),
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/** What checkout hands back on success, sent as is to POST /payments/verify. */
export const ZPaymentVerifyRequest = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(256),
});
export type TPaymentVerifyRequest = z.infer<typeof ZPaymentVerifyRequest>;

/**
 * Answer of POST /payments/verify. `completed` means the signature matched and the plan or
 * tokens were granted; verifying the same payment again (or concurrently, or after the webhook)
 * answers `completed` with `already_credited` and `tokens_added` 0: exactly one answer says what
 * was added. A signature that does not match answers 400 'Payment verification failed'; a
 * payment whose captured amount or currency is not the order's, 400 `payment_amount_mismatch`.
 */
export const ZPaymentVerifyResponse = z.object({
  status: z.enum(['completed', 'failed']),
  message: z.string(),
  /** True when an earlier request had credited this payment: nothing was added by this one. */
  already_credited: z.boolean(),
  order_id: z.string(),
  payment_id: z.string(),
  purchase_type: ZPurchaseType,
  plan_name: z.string(),
  /** Tokens credited by this payment (0 when failed). */
  tokens_added: z.number().int().min(0),
});
export type TPaymentVerifyResponse = z.infer<typeof ZPaymentVerifyResponse>;

/** Failure codes the payment page raises itself, with their descriptions. */
export const PAYMENT_FAILURE_CODES = {
  SCRIPT_LOAD_ERROR: 'Failed to load Razorpay SDK',
  VERIFICATION_ERROR: 'Payment verification failed',
  PAYMENT_CANCELLED: 'Payment was cancelled by user',
} as const;
/** `initiation` (order creation) and `verification` are the page's steps; checkout adds its own. */
export const PAYMENT_FAILURE_STEPS = ['initiation', 'verification'] as const;

/** The detail of a failed payment: checkout's `error` object, or one the page builds. */
export const ZPaymentFailure = z.object({
  code: z.string(),
  description: z.string(),
  source: z.string(),
  step: z.string(),
  reason: z.string(),
  metadata: z
    .object({ order_id: z.string().optional(), payment_id: z.string().optional() })
    .catchall(z.unknown()),
});
export type TPaymentFailure = z.infer<typeof ZPaymentFailure>;

/** Prefills checkout (from the profile). */
export const ZCheckoutUser = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type TCheckoutUser = z.infer<typeof ZCheckoutUser>;

/**
 * The sandbox checkout (beyond the spec; only while no Razorpay keys are configured, else
 * 404): the page's stand-in for Razorpay's window. It settles an order the way checkout would,
 * with a real HMAC signature for `success`, or checkout's failure object for `failure`.
 */
export const ZSandboxCheckoutRequest = z.object({
  order_id: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type TSandboxCheckoutRequest = z.infer<typeof ZSandboxCheckoutRequest>;
export const ZSandboxCheckoutResponse = z.union([ZPaymentVerifyRequest, z.object({ error: ZPaymentFailure })]);
export type TSandboxCheckoutResponse = z.infer<typeof ZSandboxCheckoutResponse>;

/** `created`: awaiting checkout (resumable); `paid`: credited once; `failed`/`cancelled`: checkout failed/was closed; `expired`: unpaid after PAYMENT_ORDER_TTL_MINUTES. */
export const ZPaymentStatus = z.enum(['created', 'paid', 'failed', 'cancelled', 'expired']);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** One order of the signed-in user, for the billing page's payment list. Money in rupees. */
export const ZPaymentRecord = z.object({
  order_id: z.string(),
  payment_id: z.string().nullable(),
  purchase_type: ZPurchaseType,
  plan_code: z.string(),
  plan_name: z.string(),
  /** Rupees, tax included (the price of the plan or pack). */
  amount_inr: z.number().min(0),
  tokens: z.number().int().min(0),
  status: ZPaymentStatus,
  created_at: ZTimestamp,
  paid_at: ZTimestamp.nullable(),
  /** Set once paid: the GST tax invoice's number (download at GET /payments/:order_id/invoice). */
  invoice_number: z.string().nullable(),
  sandbox: z.boolean(),
  /** When a `created` order expires (null once it is no longer waiting for checkout). */
  expires_at: ZTimestamp.nullable(),
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;
export const ZPaymentList = z.object({ payments: z.array(ZPaymentRecord) });
export type TPaymentList = z.infer<typeof ZPaymentList>;
export const ZPaymentOrderParams = z.object({ order_id: z.string().min(1).max(100) });
/** An order unpaid this long after it was created expires: it can no longer be resumed. */
export const PAYMENT_ORDER_TTL_MINUTES = 30;
export const ZPaymentOrderChange = z.object({ payment: ZPaymentRecord }); // the order after a cancel or dismiss
export type TPaymentOrderChange = z.infer<typeof ZPaymentOrderChange>;

/**
 * The sandbox checkout script (`GET /payments/sandbox/checkout.js`, served only without Razorpay
 * keys) takes Razorpay's options plus these two: the access token its Pay button sends to
 * POST /payments/sandbox/checkout, and the API base (default: where the script was loaded from).
 */
export const SANDBOX_TOKEN_OPTION = 'sandbox_auth_token';
export const SANDBOX_API_BASE_OPTION = 'sandbox_api_base';
/** Where checkout.js comes from: Razorpay's, or the API's sandbox copy when the order is a sandbox one. */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/payments/sandbox/checkout.js';

/** Razorpay webhook events: only `event` is relied on; the server checks the signature header on the raw body. */
export const ZPaymentWebhookEvent = z.looseObject({
  event: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

export const paymentsContract = defineRoutes({
  createOrder: {
    method: 'POST',
    errors: [404, 409, 503],
    path: '/payments/orders',
    summary: 'Create a payment order for a plan or a token pack',
    auth: true,
    body: ZCreateOrderRequest,
    responses: { 200: ZCreateOrderResponse },
  },
  verify: {
    method: 'POST',
    errors: [404, 409, 503],
    path: '/payments/verify',
    summary: "Verify checkout's signature and grant the plan or tokens",
    auth: true,
    body: ZPaymentVerifyRequest,
    responses: { 200: ZPaymentVerifyResponse },
  },
  sandboxCheckout: {
    method: 'POST',
    errors: [404, 409],
    path: '/payments/sandbox/checkout',
    summary: 'Settle a sandbox order as checkout would (sandbox mode only; not served otherwise)',
    auth: true,
    body: ZSandboxCheckoutRequest,
    responses: { 200: ZSandboxCheckoutResponse },
  },
  list: {
    method: 'GET',
    path: '/payments',
    summary: "The signed-in user's payment orders, newest first (at most 100)",
    auth: true,
    responses: { 200: ZPaymentList },
  },
  invoice: {
    method: 'GET',
    kind: 'raw',
    produces: 'application/pdf',
    errors: [404],
    path: '/payments/:order_id/invoice',
    summary: 'The GST tax invoice (PDF, attachment) of a paid order of the signed-in user; 404 until it is paid',
    auth: true,
    params: ZPaymentOrderParams,
    responses: { 200: z.string().describe('The PDF') },
  },
  resume: {
    method: 'POST',
    errors: [404, 409, 503],
    path: '/payments/:order_id/resume',
    summary: 'Open checkout again for a pending order of the signed-in user; 409 once it is paid, failed, cancelled or expired',
    auth: true,
    params: ZPaymentOrderParams,
    responses: { 200: ZCreateOrderResponse },
  },
  cancel: {
    method: 'POST',
    errors: [404],
    path: '/payments/:order_id/cancel',
    summary: 'Record that checkout was closed without paying (a pending order becomes cancelled; any other is left as it is)',
    auth: true,
    params: ZPaymentOrderParams,
    responses: { 200: ZPaymentOrderChange },
  },
  dismiss: {
    method: 'POST',
    errors: [404, 409],
    path: '/payments/:order_id/dismiss',
    summary: 'Hide an unpaid (cancelled, failed, expired or pending) order from Past Payments; 409 for a paid one',
    auth: true,
    params: ZPaymentOrderParams,
    responses: { 200: ZPaymentOrderChange },
  },
  sandboxScript: {
    method: 'GET',
    kind: 'raw',
    produces: 'text/javascript',
    errors: [404],
    path: '/payments/sandbox/checkout.js',
    summary:
      "The sandbox's stand-in for Razorpay's checkout.js (same window.Razorpay API, a labelled SANDBOX sheet); sandbox mode only, not served otherwise",
    responses: { 200: z.string().describe('The script') },
  },
  webhook: {
    method: 'POST',
    kind: 'raw',
    errors: [401, 503],
    path: '/payments/webhook',
    summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body); completes paid orders checkout did not report',
    body: ZPaymentWebhookEvent,
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
});
