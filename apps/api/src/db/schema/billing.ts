import { PLAN_INTERVALS, PURCHASE_TYPES } from '@app/sdk/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Plans and token packs on sale, seeded at start from `features/billing/catalogue.ts` (the
 * catalogue is the source; rows are upserted so a price change ships with the code).
 */
export const billingPlans = pgTable(
  'billing_plans',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['plan', 'token_pack'] }).notNull(),
    name: text('name').notNull(),
    interval: text('interval', { enum: PLAN_INTERVALS }).notNull(),
    /** Whole rupees, tax included. */
    priceInr: integer('price_inr').notNull(),
    /** Plans: tokens per month (the quota). Packs: tokens in the pack. */
    tokens: integer('tokens').notNull(),
    /** Plans: how long one payment lasts. */
    billingMonths: integer('billing_months').notNull().default(1),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('billing_plans_price_nonneg', sql`${t.priceInr} >= 0`),
    check('billing_plans_tokens_nonneg', sql`${t.tokens} >= 0`),
  ],
);

/**
 * A paid plan of a user (free users have none). `cancelled` keeps the plan until
 * `current_period_end`, then the account goes back to the free plan and the row to `ended`.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planCode: text('plan_code').notNull(),
  status: text('status', { enum: ['active', 'cancelled', 'ended'] }).notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** The order that paid for the current period. */
  orderId: text('order_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export interface BuyerDetails {
  name: string;
  email: string;
  phone?: string | undefined;
  gstin?: string | undefined;
  /** The place of supply's GST state code (orders before the list of states kept free text). */
  state?: string | undefined;
  address?: string | undefined;
}

/**
 * Payment orders (Razorpay's or the sandbox's). The price is copied from the plan at order
 * time. `status` goes created → paid exactly once (a conditional UPDATE), which is what makes
 * one credit per payment; `failed` may still become paid (a retry in the same checkout).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    purchaseType: text('purchase_type', { enum: PURCHASE_TYPES }).notNull(),
    planCode: text('plan_code').notNull(),
    planName: text('plan_name').notNull(),
    tokens: integer('tokens').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The client's receipt: the same receipt again returns the same order (a retried request). */
    receipt: text('receipt').notNull(),
    buyer: jsonb('buyer').$type<BuyerDetails>().notNull(),
    /** `created` until paid, failed (checkout reported it) or cancelled (checkout closed); expiry is computed (see README). */
    status: text('status', { enum: ['created', 'paid', 'failed', 'cancelled'] }).notNull().default('created'),
    paymentId: text('payment_id'),
    /** The ledger entry of the credit (pack) or plan start (subscription) this payment made. */
    ledgerEntryId: uuid('ledger_entry_id'),
    invoiceNumber: text('invoice_number'),
    failure: jsonb('failure').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when the user dismissed an unpaid order: it no longer shows in Past Payments. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_user_receipt_key').on(t.userId, t.receipt),
    uniqueIndex('payment_orders_payment_id_key').on(t.paymentId),
    uniqueIndex('payment_orders_invoice_number_key').on(t.invoiceNumber),
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt),
    check('payment_orders_amount_pos', sql`${t.amountPaise} > 0`),
    check(
      'payment_orders_paid_fields',
      sql`${t.status} <> 'paid' or (${t.paymentId} is not null and ${t.paidAt} is not null and ${t.invoiceNumber} is not null)`,
    ),
  ],
);

/** Webhook deliveries by Razorpay's event id (`x-razorpay-event-id`): a replay is acknowledged, not processed again. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Gapless invoice numbers per financial year, taken in the transaction that marks an order paid. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series] })],
);

export type BillingPlanRow = typeof billingPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
